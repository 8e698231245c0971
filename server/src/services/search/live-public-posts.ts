import { and, eq, type SQL } from 'drizzle-orm';
import { SITE_STATUS } from '@insolvency/shared-contracts';
import { posts } from '../../db/schema';
import { siteStatusWhere } from '../posts/site-status';

/** The posts a visitor may find: For Sale on `today` (London) and displayed publicly by their seller. */
export function livePublicPosts(today: string): SQL {
  return and(siteStatusWhere(SITE_STATUS.forSale, today), eq(posts.displayHome, true))!;
}
