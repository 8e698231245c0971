/** What buyers, sellers and admins see as a post's status. */
export const SITE_STATUS = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  forSale: 'For Sale',
  expired: 'Expired',
  /** Ended because the business or assets were sold: in the archive, never reposted. */
  sold: 'Sold',
  withdrawn: 'Withdrawn',
} as const;
export type SiteStatus = (typeof SITE_STATUS)[keyof typeof SITE_STATUS];

/**
 * Numeric status codes of `GET seller/posts?status=`: 1 live, 6 scheduled, 7 draft;
 * the archive is the union of 2 (expired), 3 (sold) and 4 (withdrawn).
 */
export const STATUS_CODE = {
  live: 1,
  expired: 2,
  sold: 3,
  withdrawn: 4,
  scheduled: 6,
  draft: 7,
} as const;
export type StatusCode = (typeof STATUS_CODE)[keyof typeof STATUS_CODE];
export const ARCHIVE_STATUS_CODES: readonly StatusCode[] = [2, 3, 4];

export interface PostPeriodDates {
  /** YYYY-MM-DD of the current (latest) period, or null for a draft. */
  startDate: string | null;
  endDate: string | null;
  withdrawn: boolean;
  sold?: boolean;
}

/**
 * The status a post has on a given Europe/London date. Scheduled becomes For Sale on its
 * start date and Expired after its end date without anyone acting, so status is derived
 * from dates rather than stored.
 */
export function siteStatusOn(post: PostPeriodDates, today: string): SiteStatus {
  if (post.withdrawn) return SITE_STATUS.withdrawn;
  if (!post.startDate || !post.endDate) return SITE_STATUS.draft;
  if (post.sold) return SITE_STATUS.sold;
  if (today < post.startDate) return SITE_STATUS.scheduled;
  if (today > post.endDate) return SITE_STATUS.expired;
  return SITE_STATUS.forSale;
}

export function statusCodeOf(status: SiteStatus): StatusCode {
  switch (status) {
    case SITE_STATUS.forSale:
      return STATUS_CODE.live;
    case SITE_STATUS.scheduled:
      return STATUS_CODE.scheduled;
    case SITE_STATUS.draft:
      return STATUS_CODE.draft;
    case SITE_STATUS.withdrawn:
      return STATUS_CODE.withdrawn;
    case SITE_STATUS.sold:
      return STATUS_CODE.sold;
    default:
      return STATUS_CODE.expired;
  }
}
