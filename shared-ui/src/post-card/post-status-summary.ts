import { formatDisplayDate, SITE_STATUS } from '@insolvency/shared-contracts';
import type { Post } from '@insolvency/shared-contracts';

export type PostSummaryFields = Pick<Post, 'siteStatus' | 'activeStartDate' | 'activeEndDate' | 'creationDate'>;

/**
 * The card subtitle of the spec: For Sale or Scheduled show the live dates, Withdrawn the
 * word, Expired the expiry date, Draft the created date; Sold (beyond the spec) the word and
 * the last day it was on sale.
 */
export function postStatusSummary(post: PostSummaryFields): string {
  const start = formatDisplayDate(post.activeStartDate[0]);
  const end = formatDisplayDate(post.activeEndDate[0]);
  switch (post.siteStatus) {
    case SITE_STATUS.forSale:
    case SITE_STATUS.scheduled:
      return `${post.siteStatus}: ${start} to ${end}`;
    case SITE_STATUS.withdrawn:
      return SITE_STATUS.withdrawn;
    case SITE_STATUS.expired:
      return `Expired ${end}`;
    case SITE_STATUS.sold:
      return end ? `Sold (on sale until ${end})` : SITE_STATUS.sold;
    case SITE_STATUS.draft:
      return `Draft created ${formatDisplayDate(post.creationDate)}`;
  }
}
