import { and, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SITE_STATUS, type SiteStatus } from '@insolvency/shared-contracts';
import { posts } from '../../db/schema';

/*
 * A post's status follows its latest posting period (by start date), as `siteStatusOn` in
 * shared-contracts decides it. These SQL forms let lists filter and sort by status in the
 * database; `site-status.test.ts` checks they agree with `siteStatusOn` for every status. The
 * latest period's dates are kept on the post by triggers (migration 0006).
 */

/** Start date (`YYYY-MM-DD`) of the post's latest period, null for a draft. */
export const currentStartDate = posts.currentStartDate;
/** End date (`YYYY-MM-DD`) of the post's latest period, null for a draft. */
export const currentEndDate = posts.currentEndDate;

/*
 * `sold` is compared with a literal, not a bound value: a prepared statement's generic plan (the
 * buyer's inbox) can then read the partial indexes `WHERE withdrawn_at IS NULL AND sold = false`.
 */
const notSold = sql`${posts.sold} = false`;
const isSold = sql`${posts.sold} = true`;

/**
 * Rows of `posts` that have `status` on the London date `today` (a date, or a placeholder of
 * one in a prepared statement).
 */
export function siteStatusWhere(status: SiteStatus, today: string | SQLWrapper): SQL {
  const day = sql`${today}::date`;
  const notWithdrawn = isNull(posts.withdrawnAt);
  switch (status) {
    case SITE_STATUS.withdrawn:
      return isNotNull(posts.withdrawnAt);
    case SITE_STATUS.draft:
      return and(notWithdrawn, sql`${currentStartDate} is null`)!;
    case SITE_STATUS.scheduled:
      return and(notWithdrawn, notSold, sql`${currentStartDate} > ${day}`)!;
    case SITE_STATUS.forSale:
      return and(notWithdrawn, notSold, sql`${currentStartDate} <= ${day}`, sql`${currentEndDate} >= ${day}`)!;
    case SITE_STATUS.expired:
      return and(notWithdrawn, notSold, sql`${currentStartDate} is not null`, sql`${currentEndDate} < ${day}`)!;
    case SITE_STATUS.sold:
      return and(notWithdrawn, isSold, sql`${currentStartDate} is not null`)!;
  }
}
