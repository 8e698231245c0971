import { and, desc, eq } from 'drizzle-orm';
import { SITE_STATUS, type Post } from '@insolvency/shared-contracts';
import type { ServiceContext } from '../context';
import { posts } from '../../db/schema';
import { serializePosts } from './post-serializer';
import { currentStartDate, siteStatusWhere } from './site-status';

/** Enough to fill the visitor home page; the rest is found by registering as a buyer. */
export const HOME_POSTS_LIMIT = 24;

/** For Sale posts whose seller chose to display them publicly, newest on sale first. */
/** `today` is the London date the answer is cached under (the caller's `ctx.today()`). */
export async function listHomePosts({ db }: ServiceContext, today: string): Promise<Post[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(siteStatusWhere(SITE_STATUS.forSale, today), eq(posts.displayHome, true)))
    .orderBy(desc(currentStartDate), desc(posts.id))
    .limit(HOME_POSTS_LIMIT);
  return serializePosts(
    db,
    rows.map((row) => row.id),
    { today, viewer: null },
  );
}
