import { useId, useMemo, useState } from 'react';
import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import { REVOKE_REASON_MAX_LENGTH, type DealRoomAccessState, type DealRoomBuyer } from '@insolvency/shared-contracts/deal-room';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LoadingState, NativeSelect } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { Input } from '@insolvency/shared-ui/input';
import { Modal } from '@insolvency/shared-ui/modal';
import { Table } from '@insolvency/shared-ui/table';
import { useSellerApproveDealRoomAccessMutation, useSellerDealRoomBuyersQuery, useSellerRevokeDealRoomAccessMutation } from '../api/deal-room-workspace-api';
import { useSellerScreeningStatusesQuery } from '../api/screening-review-api';
import { BuyerChecksDialog } from './buyer-checks';
import { ANY_CHECKS, CHECKS_FILTER_OPTIONS, checksColumn, type BuyerColumn, type ChecksFilter } from './screening-status-tag';
import { useSellerCddStatusesQuery } from '../api/cdd-api';
import { CddButton } from './cdd-form';
import { CDD_FILTER_OPTIONS, CddStatusTag, type CddFilter } from './cdd-status-tag';

export const DEAL_ROOM_BUYER_TEXTS = {
  none: 'No buyer has expressed interest yet.',
  noMatch: 'No buyer matches this search.',
  failed: 'The change could not be saved. Please try again.',
  loadFailed: 'The buyers could not be loaded. Please try again.',
  noNda: 'No NDA signed',
  offerIn: 'Offer in',
  noOffer: 'No offer',
} as const;

export const ACCESS_LABELS: Record<DealRoomAccessState, string> = {
  'interest-needed': 'No interest',
  'nda-needed': 'NDA not accepted yet',
  'awaiting-approval': 'Awaiting your approval',
  granted: 'Pack released',
  revoked: 'Access revoked',
  paused: 'Paused (true match)',
};

const fullName = (buyer: DealRoomBuyer) => `${buyer.forenames} ${buyer.surname}`;
const time = (value: string | null | undefined) => (value ? Date.parse(value) : 0);

/** Ends one buyer's access, behind a dialog: it cannot be undone, and the reason goes into their mail. */
function RevokeButton({ postId, buyer }: { postId: number; buyer: DealRoomBuyer }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [revoke, { error, isLoading, reset }] = useSellerRevokeDealRoomAccessMutation();
  const name = fullName(buyer);
  const close = () => {
    setOpen(false);
    reset();
  };
  const confirm = async () => {
    const result = await revoke({ id: postId, body: { BuyerId: buyer.buyerId, Reason: reason } });
    if (!('error' in result)) setOpen(false);
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>{`Revoke access of ${name}`}</Button>
      <Modal open={open} title={`Revoke the access of ${name}?`} okText="Revoke access" cancelText="Cancel" confirmLoading={isLoading} onOk={() => void confirm()} onCancel={close} destroyOnHidden>
        <p>They can no longer open the information pack, ask questions or make an offer on this post, and they cannot regain access. We tell them by e-mail.</p>
        <label style={{ display: 'block' }}>
          <span style={{ display: 'block', marginBottom: token.marginXXS }}>Reason (optional, included in the e-mail)</span>
          <textarea value={reason} maxLength={REVOKE_REASON_MAX_LENGTH} rows={3} style={{ width: '100%' }} onChange={(event) => setReason(event.target.value)} />
        </label>
        {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? DEAL_ROOM_BUYER_TEXTS.failed} style={{ marginTop: token.marginSM }} /> : null}
      </Modal>
    </>
  );
}

function ApproveButton({ postId, buyer }: { postId: number; buyer: DealRoomBuyer }) {
  const { token } = theme.useToken();
  const [approve, { error, isLoading }] = useSellerApproveDealRoomAccessMutation();
  return (
    <>
      <Button type="primary" loading={isLoading} onClick={() => void approve({ id: postId, buyerId: buyer.buyerId })}>
        {`Release the pack to ${fullName(buyer)}`}
      </Button>
      {error ? <Alert type="error" showIcon role="alert" title={apiErrorMessage(error) ?? DEAL_ROOM_BUYER_TEXTS.failed} style={{ marginTop: token.marginXS }} /> : null}
    </>
  );
}

const BUYERS_TABLE_MIN_WIDTH = 960;
/**
 * Below this window width (antd Grid's `md` breakpoint: a phone) each buyer is a card instead of
 * a row: the table's eight columns only scrolled sideways in their box there.
 */
export const BUYER_CARDS_BELOW_WIDTH = 768;
export const BUYER_TABLE_CLASS = 'im-deal-room-buyer-table';
export const BUYER_CARDS_CLASS = 'im-deal-room-buyer-cards';
/**
 * Both the table and the cards are in the markup, and these rules show one by the window's width:
 * the server's page (which cannot know the width) is a phone's from its first paint, with no
 * change when the app takes over. `display:none` takes the other out of the accessibility tree,
 * so assistive technology and axe meet one list of the buyers.
 */
export const BUYER_LAYOUT_RULES =
  `.${BUYER_CARDS_CLASS}{display:none}` +
  `@media (max-width:${BUYER_CARDS_BELOW_WIDTH - 0.02}px){.${BUYER_TABLE_CLASS}{display:none}.${BUYER_CARDS_CLASS}{display:grid}}`;


/** The cards' orders, each by its column's sorter (the table's default first: latest activity at the top). */
const CARD_ORDERS = [
  { value: 'activity', label: 'Last activity, latest first', descending: true },
  { value: 'buyer', label: 'Buyer, A to Z', descending: false },
  { value: 'nda', label: 'NDA accepted, latest first', descending: true },
  { value: 'access', label: 'Access, A to Z', descending: false },
  { value: 'checks', label: 'Checks, not screened first', descending: false },
  { value: 'downloads', label: 'Documents downloaded, most first', descending: true },
  { value: 'offer', label: 'Offer in first', descending: true },
] as const;
type CardOrder = (typeof CARD_ORDERS)[number]['value'];
/** A card's terms column: "Documents downloaded" wraps in two lines rather than narrowing every value beside it. */
const CARD_TERM_WIDTH = '7.5em';

const ANY = 'any';
type AccessFilter = typeof ANY | DealRoomAccessState;
type OfferFilter = typeof ANY | 'in' | 'none';
const ACCESS_FILTER_OPTIONS = [
  { value: ANY, label: 'Any access' },
  ...Object.entries(ACCESS_LABELS)
    .filter(([state]) => state !== 'interest-needed')
    .map(([value, label]) => ({ value, label })),
];
const OFFER_FILTER_OPTIONS = [
  { value: ANY, label: 'Offer in or not' },
  { value: 'in', label: DEAL_ROOM_BUYER_TEXTS.offerIn },
  { value: 'none', label: DEAL_ROOM_BUYER_TEXTS.noOffer },
];

function buyerColumns(
  postId: number,
  canEdit: boolean,
  { secondary, gap }: { secondary: string; gap: number },
  checks: BuyerColumn,
): BuyerColumn[] {
  const columns: BuyerColumn[] = [
    {
      key: 'buyer',
      title: 'Buyer',
      // Name, company and e-mail: narrower, the company took three lines and the e-mail broke mid-word at 1280 px.
      minWidth: 190,
      sorter: (a, b) => fullName(a).localeCompare(fullName(b), 'en-GB'),
      render: (_, buyer) => (
        <>
          <strong>{fullName(buyer)}</strong>
          <div style={{ color: secondary }}>{buyer.company}</div>
          <div style={{ color: secondary, overflowWrap: 'anywhere' }}>{buyer.email}</div>
        </>
      ),
    },
    {
      key: 'nda',
      title: 'NDA',
      sorter: (a, b) => time(a.acceptance?.acceptedAt) - time(b.acceptance?.acceptedAt),
      render: (_, { acceptance }) =>
        acceptance ? (
          <>
            {`Version ${acceptance.ndaVersion}, ${formatDisplayDateTime(acceptance.acceptedAt)}`}
            <div style={{ color: secondary }}>{`NDA version ${acceptance.ndaVersion} accepted by ${acceptance.fullName} (${acceptance.position}, ${acceptance.company})`}</div>
          </>
        ) : (
          DEAL_ROOM_BUYER_TEXTS.noNda
        ),
    },
    {
      key: 'access',
      title: 'Access',
      sorter: (a, b) => ACCESS_LABELS[a.access].localeCompare(ACCESS_LABELS[b.access], 'en-GB'),
      render: (_, buyer) => ACCESS_LABELS[buyer.access],
    },
    checks,
    {
      key: 'downloads',
      title: 'Documents downloaded',
      align: 'right',
      sorter: (a, b) => (a.documentsDownloaded ?? 0) - (b.documentsDownloaded ?? 0),
      render: (_, buyer) => buyer.documentsDownloaded ?? '–',
    },
    {
      key: 'activity',
      title: 'Last activity',
      defaultSortOrder: 'descend',
      sorter: (a, b) => time(a.lastActivityAt ?? a.interestExpressedAt) - time(b.lastActivityAt ?? b.interestExpressedAt),
      render: (_, buyer) => formatDisplayDateTime(buyer.lastActivityAt ?? buyer.interestExpressedAt),
    },
    {
      key: 'offer',
      title: 'Offer',
      sorter: (a, b) => Number(Boolean(a.offerIn)) - Number(Boolean(b.offerIn)),
      // Never the amount: offers stay sealed until the closing time (the Offers tab shows the register after).
      render: (_, buyer) => (buyer.offerIn ? DEAL_ROOM_BUYER_TEXTS.offerIn : DEAL_ROOM_BUYER_TEXTS.noOffer),
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: 'Actions',
      render: (_, buyer) =>
        buyer.access === 'revoked' ? null : (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap }}>
            {buyer.access === 'awaiting-approval' ? <ApproveButton postId={postId} buyer={buyer} /> : null}
            <RevokeButton postId={postId} buyer={buyer} />
          </div>
        ),
    },
  ];
}

/**
 * The buyers on a phone: a card each, with what the table's columns show (the buyer's name as its
 * heading, company and e-mail, each other column as a term drawn by the column's own render, the
 * actions last) and a Sort by field, using the columns' sorters, in place of the column headers.
 */
function BuyerCards({ buyers, columns }: { buyers: DealRoomBuyer[]; columns: BuyerColumn[] }) {
  const { token } = theme.useToken();
  const [order, setOrder] = useState<CardOrder>('activity');
  const sorted = useMemo(() => {
    const { descending } = CARD_ORDERS.find((option) => option.value === order)!;
    const sorter = columns.find((column) => column.key === order)?.sorter;
    return sorter ? [...buyers].sort((a, b) => (descending ? sorter(b, a) : sorter(a, b))) : buyers;
  }, [buyers, columns, order]);
  const column = (key: string) => columns.find((candidate) => candidate.key === key);
  const terms = columns.filter((candidate) => candidate.key !== 'buyer' && candidate.key !== 'actions');
  const cell = (candidate: BuyerColumn | undefined, buyer: DealRoomBuyer) => candidate?.render(undefined, buyer) ?? null;
  return (
    // Its display is the rules' (`BUYER_LAYOUT_RULES`), never a style of its own.
    <div className={BUYER_CARDS_CLASS} style={{ gap: token.marginSM }}>
      <NativeSelect label="Sort by" value={order} onChange={(value) => setOrder(value as CardOrder)} options={CARD_ORDERS.map(({ value, label }) => ({ value, label }))} />
      {sorted.length === 0 ? <p style={{ margin: 0, color: token.colorTextSecondary }}>{DEAL_ROOM_BUYER_TEXTS.noMatch}</p> : null}
      <ul aria-label="Buyers in the deal room" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
        {sorted.map((buyer) => {
          const actions = cell(column('actions'), buyer);
          return (
            <li
              key={buyer.buyerId}
              aria-labelledby={`buyer-card-${buyer.buyerId}`}
              style={{ border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.paddingSM, minWidth: 0 }}
            >
              <h2 id={`buyer-card-${buyer.buyerId}`} style={{ fontSize: token.fontSizeLG, margin: 0 }}>
                {fullName(buyer)}
              </h2>
              <div style={{ color: token.colorTextSecondary }}>{buyer.company}</div>
              <div style={{ color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>{buyer.email}</div>
              <dl style={{ display: 'grid', gridTemplateColumns: `minmax(0, ${CARD_TERM_WIDTH}) minmax(0, 1fr)`, columnGap: token.marginSM, rowGap: token.marginXS, margin: `${token.marginSM}px 0 0` }}>
                {terms.map((term) => (
                  <div key={term.key} style={{ display: 'contents' }}>
                    <dt style={{ fontWeight: 600 }}>{term.title}</dt>
                    <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{cell(term, buyer)}</dd>
                  </div>
                ))}
              </dl>
              {actions ? <div style={{ marginTop: token.marginSM }}>{actions}</div> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The Buyers tab: every buyer who expressed interest, with their NDA signature, access, documents
 * downloaded, last activity and whether an offer is in (never its amount); sortable by each column,
 * filtered by access, offer and a search of names (fields above the table); approval and revocation for the owner (Admin reads).
 * On a phone (below `BUYER_CARDS_BELOW_WIDTH`) a card per buyer with the same, sorted by a field:
 * both are drawn, and `BUYER_LAYOUT_RULES` show the one that suits the width.
 */
export function BuyersTab({ postId, canEdit }: { postId: number; canEdit: boolean }) {
  const { token } = theme.useToken();
  const buyers = useSellerDealRoomBuyersQuery(postId);
  const [search, setSearch] = useState('');
  const [access, setAccess] = useState<AccessFilter>(ANY);
  const [offer, setOffer] = useState<OfferFilter>(ANY);
  const [cddFilter, setCddFilter] = useState<CddFilter>(ANY);
  const cddStatuses = useSellerCddStatusesQuery(postId);
  const cdd = useMemo(() => new Map((cddStatuses.data ?? []).map((status) => [status.buyerId, status])), [cddStatuses.data]);
  const searchId = useId();
  // Sanctions screening (issue 56): each buyer's checks, a filter on them and a dialog to review them.
  const statuses = useSellerScreeningStatusesQuery(postId);
  const [checks, setChecks] = useState<ChecksFilter>(ANY_CHECKS);
  const [reviewing, setReviewing] = useState<{ buyerId: number; name: string } | null>(null);
  const statusOf = useMemo(() => {
    const byBuyer = new Map((statuses.data ?? []).map((row) => [row.buyerId, row.status]));
    return (buyerId: number) => byBuyer.get(buyerId);
  }, [statuses.data]);
  const columns = useMemo(
    () =>
      buyerColumns(
        postId,
        canEdit,
        { secondary: token.colorTextSecondary, gap: token.marginXS },
        checksColumn(
          statusOf,
          (buyer) => setReviewing({ buyerId: buyer.buyerId, name: fullName(buyer) }),
          // The purchaser checks in one column, as the practitioner reads them: sanctions screening, then due diligence.
          (buyer) => (
            <>
              <CddStatusTag status={cdd.get(buyer.buyerId)} />
              <CddButton postId={postId} buyerId={buyer.buyerId} name={fullName(buyer)} />
            </>
          ),
        ),
      ),
    [postId, canEdit, token.colorTextSecondary, token.marginXS, statusOf, cdd],
  );
  const shown = useMemo(() => {
    const words = search.trim().toLocaleLowerCase('en-GB');
    return (buyers.data ?? []).filter(
      (buyer) =>
        (access === ANY || buyer.access === access) &&
        (offer === ANY || (offer === 'in') === Boolean(buyer.offerIn)) &&
        (checks === ANY_CHECKS || statusOf(buyer.buyerId) === checks) &&
        (cddFilter === ANY || cdd.get(buyer.buyerId)?.status === cddFilter) &&
        (!words || `${fullName(buyer)} ${buyer.company} ${buyer.email}`.toLocaleLowerCase('en-GB').includes(words)),
    );
  }, [buyers.data, search, access, offer, checks, statusOf, cddFilter, cdd]);
  if (buyers.isLoading) return <LoadingState label="Loading the buyers…" />;
  if (!buyers.data) return <Alert type="error" showIcon title={apiErrorMessage(buyers.error) ?? DEAL_ROOM_BUYER_TEXTS.loadFailed} />;
  if (buyers.data.length === 0) return <p style={{ margin: 0, color: token.colorTextSecondary }}>{DEAL_ROOM_BUYER_TEXTS.none}</p>;
  return (
    // One column no wider than the screen: the table scrolls inside it rather than widening the page.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: token.marginSM }}>
      {/* Filters above the table, not in its column headers: antd's header filter cannot be reached with the keyboard. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: token.marginSM }}>
        <div style={{ display: 'grid', gap: token.marginXXS, flex: '1 1 240px', maxWidth: 360 }}>
          {/* A label of its own: wrapped round the field it would take in the clear button's name too. */}
          <label htmlFor={searchId} style={{ fontWeight: 600 }}>
            Search buyers by name, company or e-mail
          </label>
          <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} allowClear />
        </div>
        <NativeSelect label="Access" value={access} onChange={(value) => setAccess(value as AccessFilter)} options={ACCESS_FILTER_OPTIONS} />
        <NativeSelect label="Offer" value={offer} onChange={(value) => setOffer(value as OfferFilter)} options={OFFER_FILTER_OPTIONS} />
        <NativeSelect label="Checks" value={checks} onChange={(value) => setChecks(value as ChecksFilter)} options={CHECKS_FILTER_OPTIONS} />
        <NativeSelect label="CDD" value={cddFilter} onChange={(value) => setCddFilter(value as CddFilter)} options={CDD_FILTER_OPTIONS} />
      </div>
      <BuyerChecksDialog postId={postId} buyer={reviewing} canEdit={canEdit} onClose={() => setReviewing(null)} />
      {/* React puts one copy of these in the document's head (the server's page too). */}
      <style href={BUYER_CARDS_CLASS} precedence={BUYER_CARDS_CLASS}>
        {BUYER_LAYOUT_RULES}
      </style>
      <BuyerCards buyers={shown} columns={columns} />
      <Table<DealRoomBuyer>
        className={BUYER_TABLE_CLASS}
        aria-label="Buyers in the deal room"
        rowKey="buyerId"
        columns={columns}
        dataSource={shown}
        pagination={shown.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        // A least width rather than max-content: on a desktop the cells wrap so every column, the
        // actions too, fits the page; narrower than this (a tablet) the table scrolls in its box.
        scroll={{ x: BUYERS_TABLE_MIN_WIDTH }}
        // No "Click to sort" tooltips: antd's tooltip on a sortable header is drawn differently in the
        // browser's first render than on the server, so a server's page of this tab would not hydrate
        // (React error 418, seen in Chromium); the sorted column's aria-sort tells the order.
        showSorterTooltip={false}
        locale={{ emptyText: DEAL_ROOM_BUYER_TEXTS.noMatch }}
        size="middle"
      />
    </div>
  );
}
