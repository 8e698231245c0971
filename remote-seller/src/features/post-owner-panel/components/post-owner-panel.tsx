import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { pathFor, type PostDetailSlotProps } from '@insolvency/shared-contracts';
import { isAdmin, useSession } from '@insolvency/shared-auth';
import { DateText, LinkButton } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { EditOutlined } from '@insolvency/shared-ui/icons';
import { PostStatusTag, SaveConfirmation } from '@insolvency/shared-ui/screens';
import { InterestTags } from '../../view-interest/components/interest-tags';
import { DealRoomSummaryCard } from './deal-room-summary-card';
import { ExportInterestButton } from './export-interest-button';
import { MarkSoldButton } from './mark-sold-button';
import { canMarkSold, editScreens, ownerActions } from './owner-actions';
import { Fact, PanelSection } from './panel-section';
import { Sip16EvidenceButton } from './sip16-evidence-button';

export const NO_INTEREST_MESSAGE = 'This post is yet to receive any Interest';
export const NO_INVOICES_MESSAGE = 'This Post has no Billable Periods';
export const SOLD_NOT_EDITED_MESSAGE = 'A sold post is kept as it was when it sold: it can no longer be edited.';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * The post owner's panel on the post detail (spec §2), exposed as `./post-owner-panel` and
 * mounted by the shell into the post detail's owner slot for the owner and Admin: the status
 * panel with the actions the status allows (and Mark as Sold, beyond the spec), the edit screens
 * (none once Sold), the interest received beside the post's views (beyond the spec), the deal room's counts with the way into its screen (beyond the spec), the SIP 16
 * marketing evidence (beyond the spec) and the post's invoices. Admin also sees whose post it is.
 */
export default function PostOwnerPanel({ post }: PostDetailSlotProps) {
  const { token } = theme.useToken();
  const { role } = useSession();
  const actions = ownerActions(post.siteStatus);
  const edits = editScreens(post.siteStatus);
  const [soldMessage, setSoldMessage] = useState<string | null>(null);
  const start = post.activeStartDate[0];
  const end = post.activeEndDate[0];
  const rowStyle: CSSProperties = { padding: `${token.paddingXS}px 0`, borderTop: `${token.lineWidth}px solid ${token.colorSplit}` };

  return (
    <div style={{ display: 'grid', gap: token.margin }}>
      <PanelSection title="Post Status">
        <dl style={{ margin: 0 }}>
          <Fact label="Status">
            <PostStatusTag status={post.siteStatus} />
          </Fact>
          <Fact label="Reference">{post.reference}</Fact>
          <Fact label="Start Date">{start ? <DateText value={start} /> : 'Not posted yet'}</Fact>
          <Fact label="End Date">{end ? <DateText value={end} /> : 'Not posted yet'}</Fact>
          <Fact label="Approval">{post.adminApproved ? 'Approved' : 'Awaiting approval'}</Fact>
          {isAdmin(role) ? <Fact label="Practitioner">{`${post.createdByName}, ${post.createdByCompany}`}</Fact> : null}
        </dl>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginTop: token.marginSM }}>
          {actions.map((action, index) => (
            <LinkButton key={action.route} to={pathFor(action.route, post.businessId)} variant={index === 0 ? 'primary' : 'default'}>
              {action.label}
            </LinkButton>
          ))}
          {canMarkSold(post.siteStatus) ? <MarkSoldButton postId={post.businessId} onSold={setSoldMessage} /> : null}
        </div>
        {soldMessage ? <SaveConfirmation text={soldMessage} show onHide={() => setSoldMessage(null)} /> : null}
      </PanelSection>

      <PanelSection title="Edit Post">
        {edits.length === 0 ? (
          <p style={{ margin: 0, color: token.colorTextSecondary }}>{SOLD_NOT_EDITED_MESSAGE}</p>
        ) : (
          <ul style={{ ...plainList, display: 'grid', gap: token.marginXXS }}>
            {edits.map((screen) => (
              <li key={screen.route}>
                <Link to={pathFor(screen.route, post.businessId)} style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS, minHeight: token.controlHeightSM }}>
                  <EditOutlined aria-hidden />
                  {screen.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PanelSection>

      <PanelSection title="Received Interest">
        <dl style={{ margin: `0 0 ${token.marginXS}px` }}>
          <Fact label="Interest received">{plural(post.expressionsOfInterest.length, 'expression', 'expressions')}</Fact>
          {post.views ? <Fact label="Viewed by">{`${plural(post.views.viewers, 'user', 'users')} (${plural(post.views.total, 'view', 'views')})`}</Fact> : null}
        </dl>
        {post.expressionsOfInterest.length === 0 ? (
          <p style={{ margin: 0, color: token.colorTextSecondary }}>{NO_INTEREST_MESSAGE}</p>
        ) : (
          <ul aria-label="Received Interest" style={plainList}>
            {post.expressionsOfInterest.map((interest) => (
              <li key={interest.expressionId} style={rowStyle}>
                <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXS }}>
                  <Link to={pathFor('InterestDetail', interest.expressionId)}>{`${interest.forenames} ${interest.surname}`}</Link>
                  <InterestTags interest={interest} />
                </div>
                <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                  Expressed <DateText value={interest.dateExpressed} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {post.expressionsOfInterest.length > 0 ? <ExportInterestButton post={post} /> : null}
      </PanelSection>

      <DealRoomSummaryCard postId={post.businessId} />

      <PanelSection title="Marketing Evidence">
        <Sip16EvidenceButton postId={post.businessId} />
      </PanelSection>

      <PanelSection title="Invoices">
        {post.invoice.length === 0 ? (
          <p style={{ margin: 0, color: token.colorTextSecondary }}>{NO_INVOICES_MESSAGE}</p>
        ) : (
          <ul aria-label="Invoices" style={plainList}>
            {post.invoice.map((invoice) => (
              <li key={invoice.invoiceId} style={{ ...rowStyle, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: token.marginXS }}>
                <Link to={pathFor('InvoiceOutput', invoice.invoiceId)}>{`Invoice ${invoice.invoiceId}`}</Link>
                <DateText value={invoice.createdDate} />
              </li>
            ))}
          </ul>
        )}
      </PanelSection>
    </div>
  );
}
