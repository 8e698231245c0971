import type { ReactNode } from 'react';
import { pathFor, SITE_STATUS, SLOT_NAMES, type Post } from '@insolvency/shared-contracts';
import { isAdmin, isBuyer, useSession } from '@insolvency/shared-auth';
import { DateText, LinkButton, PageHeader, useIsMobileLayout } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Descriptions, type DescriptionsProps } from '@insolvency/shared-ui/data';
import { ChipGrid, PostStatusTag, Slot } from '@insolvency/shared-ui/screens';
import { PostDescription } from './post-description';

/** The post's facts (spec §3): status, dates, the business's bands and categories. */
function facts(post: Post): DescriptionsProps['items'] {
  const start = post.activeStartDate[0];
  const end = post.activeEndDate[0];
  const additional = post.categories.map((category) => category.description).join(', ');
  return [
    { key: 'status', label: 'Status', children: <PostStatusTag status={post.siteStatus} /> },
    { key: 'reference', label: 'Reference', children: post.reference },
    { key: 'start', label: 'Start Date', children: start ? <DateText value={start} /> : 'Not posted yet' },
    { key: 'end', label: 'End Date', children: end ? <DateText value={end} /> : 'Not posted yet' },
    { key: 'created', label: 'Created', children: <DateText value={post.creationDate} /> },
    { key: 'appointment', label: 'Appointment Status', children: post.businessStatus },
    { key: 'trading', label: 'Trading Status', children: post.tradingStatus },
    { key: 'turnover', label: 'Turnover', children: post.turnover },
    { key: 'employees', label: 'Employees', children: post.employee },
    { key: 'primary', label: 'Primary Category', children: post.primaryCategory[0]?.description ?? 'None' },
    { key: 'additional', label: 'Additional Categories', children: additional || 'None' },
  ];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginTop: token.marginLG }}>
      <h2 style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4, fontWeight: 600 }}>{title}</h2>
      {children}
    </section>
  );
}

/** What a buyer can do here: Express Interest while the post is For Sale, once. */
function ExpressInterestAction({ post }: { post: Post }) {
  if (post.hasExpressedInterest) return <p style={{ margin: 0 }}>You have expressed interest in this post.</p>;
  if (post.siteStatus !== SITE_STATUS.forSale) return null;
  return (
    <LinkButton to={pathFor('ExpressInterest', post.businessId)} variant="primary">
      Express Interest
    </LinkButton>
  );
}

/** Express Interest, and the buyer area's own actions (Save to watchlist) mounted by the shell. */
function BuyerActions({ post }: { post: Post }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginSM }}>
      <ExpressInterestAction post={post} />
      <Slot name={SLOT_NAMES.postBuyerActions} props={{ post }} label="Watchlist" />
    </div>
  );
}

/**
 * The public detail of a post, and beside it the panels of other areas, mounted by the shell
 * into named slots: the owner's panel (remote-seller) for its owner and Admin, the admin panel
 * (remote-admin) for Admin. Everyone else sees the public detail only.
 */
export function PostDetailView({ post }: { post: Post }) {
  const { token } = theme.useToken();
  const { role, userId } = useSession();
  const admin = isAdmin(role);
  const owner = userId !== null && Number(userId) === post.createdBy;
  // On a phone the owner's status and actions come first, before the public detail.
  const mobile = useIsMobileLayout();
  const panels =
    owner || admin ? (
      <aside aria-label="Post management" style={{ flex: '1 1 340px', minWidth: 0, display: 'grid', gap: token.marginLG }}>
        <Slot name={SLOT_NAMES.postOwnerPanel} props={{ post }} label="Owner panel" />
        {admin ? <Slot name={SLOT_NAMES.postAdminPanel} props={{ post }} label="Admin panel" /> : null}
      </aside>
    ) : null;

  return (
    <>
      <PageHeader title={post.activityHeading} subtitle={`Reference: ${post.reference}`} extra={isBuyer(role) ? <BuyerActions post={post} /> : undefined} />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: token.marginLG }}>
        {mobile ? panels : null}
        <div style={{ flex: '2 1 560px', minWidth: 0 }}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} items={facts(post)} />
          <Section title="Locations">
            {post.locations.length > 0 ? (
              <ChipGrid aria-label="Locations" items={post.locations.map((location) => ({ key: location.locationId, label: location.description }))} />
            ) : (
              <p style={{ margin: 0 }}>No locations given.</p>
            )}
          </Section>
          <Section title="Key Assets">
            {post.assets.length > 0 ? (
              <ChipGrid aria-label="Key Assets" items={post.assets.map((asset) => ({ key: asset.assetId, label: asset.description }))} />
            ) : (
              <p style={{ margin: 0 }}>No key assets listed.</p>
            )}
          </Section>
          <Section title="Description">
            <PostDescription html={post.description} />
          </Section>
        </div>
        {mobile ? null : panels}
      </div>
    </>
  );
}
