import { pathFor, SITE_STATUS, type RouteName, type SiteStatus } from '@insolvency/shared-contracts';
import { LinkButton } from '@insolvency/shared-ui';

interface CardAction {
  label: string;
  route: RouteName;
}

/**
 * Spec §2, seller post cards: View Detail always; Post Draft (Draft); Modify End Date
 * (Scheduled); Repost (Expired or Withdrawn). A For Sale post shows only View Detail.
 * A Sold post (beyond the spec) is final: View Detail only, as the transition table has it.
 */
export function sellerCardActions(status: SiteStatus): CardAction[] {
  const viewDetail: CardAction = { label: 'View Detail', route: 'PostDetail' };
  switch (status) {
    case SITE_STATUS.draft:
      return [viewDetail, { label: 'Post Draft', route: 'PostDraft' }];
    case SITE_STATUS.scheduled:
      return [viewDetail, { label: 'Modify End Date', route: 'ExtendPost' }];
    case SITE_STATUS.expired:
    case SITE_STATUS.withdrawn:
      return [viewDetail, { label: 'Repost', route: 'RepostPost' }];
    case SITE_STATUS.forSale:
    case SITE_STATUS.sold:
      return [viewDetail];
  }
}

export function PostCardActions({ postId, status }: { postId: number; status: SiteStatus }) {
  return (
    <>
      {sellerCardActions(status).map((action, index) => (
        <LinkButton key={action.route} to={pathFor(action.route, postId)} variant={index > 0 ? 'primary' : 'default'}>
          {action.label}
        </LinkButton>
      ))}
    </>
  );
}
