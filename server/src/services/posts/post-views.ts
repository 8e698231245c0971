import { countDistinct, count, eq } from 'drizzle-orm';
import type { PostViews } from '@insolvency/shared-contracts';
import { postViews } from '../../db/schema';
import type { ServiceContext } from '../context';

/**
 * Counts one opening of a post's detail by `viewerId` today (London); a second opening the same
 * day changes nothing (the key is post, viewer and day).
 */
export async function recordPostView(ctx: ServiceContext, postId: number, viewerId: number): Promise<void> {
  await ctx.db.insert(postViews).values({ postId, viewerId, viewedOn: ctx.today() }).onConflictDoNothing();
}

/** The post's views so far: viewer-days and distinct viewers. */
export async function postViewsOf(ctx: ServiceContext, postId: number): Promise<PostViews> {
  const [row] = await ctx.db.select({ total: count(), viewers: countDistinct(postViews.viewerId) }).from(postViews).where(eq(postViews.postId, postId));
  return { total: row?.total ?? 0, viewers: row?.viewers ?? 0 };
}
