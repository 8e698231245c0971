import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseId, pathFor, ROLES, type AdminUserDetail as Detail, type SiteStatus } from '@insolvency/shared-contracts';
import { DateText, ErrorState, Money, PageHeader, usePageTitle } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Descriptions } from '@insolvency/shared-ui/data';
import { Tag } from '@insolvency/shared-ui/tag';
import { ChipGrid, PostStatusTag } from '@insolvency/shared-ui/screens';
import { QueryContent } from '../../../components/query-content';
import { useAdminUserQuery } from '../api/admin-users-api';
import { UserActions } from './user-actions';
import { useDoneMessage } from '../../../components/use-done-message';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginBottom: token.marginLG }}>
      <h2 style={{ fontSize: token.fontSizeHeading4, margin: `0 0 ${token.marginSM}px` }}>{title}</h2>
      {children}
    </section>
  );
}

/** A titled list of the user's items, or `empty` when there are none. */
function ItemSection<Item>({ title, items, empty, itemKey, children }: { title: string; items: Item[]; empty: string; itemKey: (item: Item) => string | number; children: (item: Item) => ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Section title={title}>
      {items.length ? (
        <ul style={{ margin: 0, paddingLeft: token.paddingLG, display: 'grid', gap: token.marginXS }}>
          {items.map((item) => (
            <li key={itemKey(item)} style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, alignItems: 'center' }}>
              {children(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{empty}</p>
      )}
    </Section>
  );
}

function PostLink({ post }: { post: { businessId: number; reference: string; activityHeading: string } }) {
  return <Link to={pathFor('PostDetail', post.businessId)}>{`${post.reference}: ${post.activityHeading}`}</Link>;
}

function StatusFacts({ detail }: { detail: Detail }) {
  const user = detail.userDetails;
  const locked = detail.lockedOutUntil !== null && Date.parse(detail.lockedOutUntil) > Date.now();
  const items = [
    { key: 'role', label: 'Role', children: user.role },
    { key: 'email1', label: 'E-mail 1', children: user.emailAddress1 },
    { key: 'email2', label: 'E-mail 2', children: user.emailAddress2 ?? '—' },
    { key: 'company', label: 'Company', children: user.company || '—' },
    { key: 'position', label: 'Position', children: user.position || '—' },
    { key: 'confirmed', label: 'E-mail confirmed', children: yesNo(detail.emailConfirmed) },
    {
      key: 'locked',
      label: 'Locked until',
      children: locked ? (
        <>
          <Tag color="red">Disabled</Tag> <DateText value={detail.lockedOutUntil} />
          {user.lockoutReason ? ` (${user.lockoutReason})` : null}
        </>
      ) : (
        'Active'
      ),
    },
    { key: 'flagged', label: 'Flagged', children: yesNo(user.flagged) },
    {
      key: 'email1Disabled',
      label: 'E-mail 1 disabled',
      children: user.email1DisableReason || user.email1DisableDateTime ? <>{user.email1DisableReason ?? ''} <DateText value={user.email1DisableDateTime} /></> : 'No',
    },
    {
      key: 'email2Disabled',
      label: 'E-mail 2 disabled',
      children: user.email2DisableReason || user.email2DisableDateTime ? <>{user.email2DisableReason ?? ''} <DateText value={user.email2DisableDateTime} /></> : 'No',
    },
    { key: 'logins', label: 'Login count', children: user.loginCount },
    { key: 'lastLogin', label: 'Last login', children: user.lastLoginDate ? <DateText value={user.lastLoginDate} /> : 'Never' },
    { key: 'previousLogin', label: 'Previous login', children: user.previousLoginDate ? <DateText value={user.previousLoginDate} /> : '—' },
    { key: 'created', label: 'Registered', children: <DateText value={user.createdDate} /> },
    ...(user.role === ROLES.seller
      ? [{ key: 'rate', label: 'Price rate', children: <><Money amount={user.priceRate} />{user.customPriceRate === null ? ' (standard)' : ' (custom)'}</> }]
      : []),
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />;
}

function Address({ detail }: { detail: Detail }) {
  const address = detail.addressDetails;
  if (!address) return <p>No address on record.</p>;
  const lines = [address.addressLine1, address.addressLine2, address.addressLine3, address.townCity, address.county, address.postcode].filter(Boolean);
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.join(', ')}
      <br />
      Telephone {address.telephone}
      {address.mobile ? `, mobile ${address.mobile}` : ''}
    </address>
  );
}

function BuyerDetails({ detail }: { detail: Detail }) {
  const prefs = detail.miscPreferences;
  const chips = (label: string, values: string[]) => (
    <div key={label}>
      <h3 style={{ fontSize: 14, margin: '8px 0 4px' }}>{label}</h3>
      {values.length ? <ChipGrid aria-label={label} items={values.map((v) => ({ key: v, label: v }))} /> : <p style={{ margin: 0 }}>None</p>}
    </div>
  );
  return (
    <>
      {prefs ? (
        <Section title="Preferences">
          <p>Keywords: {prefs.keywords || 'None'}</p>
          {chips('Categories', prefs.categoryPreferences)}
          {chips('Locations', prefs.accountBusinessLocation)}
          {chips('Turnover', prefs.accountBusinessTurnover)}
          {chips('Employees', prefs.accountBusinessEmployees)}
          {chips('Assets', prefs.accountBusinessAsset)}
        </Section>
      ) : null}
      <ItemSection title="Expressions of interest" items={detail.userDetails.businessExpressedInterests} empty="No expressions of interest." itemKey={(interest) => interest.expressionId}>
        {(interest) => (
          <>
            <PostLink post={interest} />
            <DateText value={interest.createdDate} />
          </>
        )}
      </ItemSection>
    </>
  );
}

function SellerPostings({ detail }: { detail: Detail }) {
  return (
    <ItemSection title="Postings" items={detail.userDetails.businessPosting} empty="No postings." itemKey={(post) => post.businessId}>
      {(post) => (
        <>
          <PostLink post={post} />
          <PostStatusTag status={post.siteStatus as SiteStatus} />
          {post.adminApproved ? <Tag color="green">Approved</Tag> : null}
          <DateText value={post.createdDate} />
        </>
      )}
    </ItemSection>
  );
}

/** What the user sent with E-mail Post: the post and how many addresses (never which), newest first. */
function PostEmailSends({ detail }: { detail: Detail }) {
  return (
    <ItemSection title="Posts e-mailed" items={detail.userDetails.postEmailSends} empty="No posts e-mailed." itemKey={(send) => `${send.sentAt}-${send.businessId}`}>
      {(send) => (
        <>
          <PostLink post={send} />
          <span>{`to ${send.recipientCount} ${send.recipientCount === 1 ? 'address' : 'addresses'}`}</span>
          <DateText value={send.sentAt} />
        </>
      )}
    </ItemSection>
  );
}

/** AdminUserDetail (/admin/user/:id): status, address, a buyer's preferences and interest or a seller's postings, and the actions. */
export default function AdminUserDetail() {
  const id = parseId(useParams().id);
  const query = useAdminUserQuery(id ?? 0, { skip: id === null });
  const { confirmation, showDone } = useDoneMessage();
  const name = query.data ? `${query.data.userDetails.forenames} ${query.data.userDetails.surname}` : null;
  usePageTitle(name);
  const back = <Link to={pathFor('AdminUsers')}>Back to users</Link>;

  if (id === null) return <ErrorState title="Unknown user" message="This address does not name a user." />;
  return (
    <>
      <PageHeader title={name ?? 'User'} back={back} extra={<Link to={`${pathFor('AdminAudit')}?userId=${id}`}>Audit trail of this user</Link>} />
      {confirmation}
      <QueryContent noun="user" query={query} isEmpty={() => false}>
        {(detail) => (
          <>
            <UserActions detail={detail} onDone={showDone} />
            <Section title="Status">
              <StatusFacts detail={detail} />
            </Section>
            <Section title="Address">
              <Address detail={detail} />
            </Section>
            {detail.userDetails.role === ROLES.buyer ? <BuyerDetails detail={detail} /> : null}
            {detail.userDetails.role === ROLES.seller ? <SellerPostings detail={detail} /> : null}
            {detail.userDetails.role !== ROLES.buyer ? <PostEmailSends detail={detail} /> : null}
          </>
        )}
      </QueryContent>
    </>
  );
}
