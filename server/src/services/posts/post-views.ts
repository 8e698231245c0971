import { countDistinct, count, eq } from 'drizzle-orm';
import type { PostViews } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { postViews } from '../../db/schema';

/**
 * Counts one opening of a post's detail by `viewerId` on the London date `day`; a second
 * opening the same day changes nothing (the key is post, viewer and day).
 */
export async function recordPostView(db: Database, postId: number, viewerId: number, day: string): Promise<void> {
  await db.insert(postViews).values({ postId, viewerId, viewedOn: day }).onConflictDoNothing();
}

/** The post's views so far: viewer-days and distinct viewers. */
export async function postViewsOf(db: Database, postId: number): Promise<PostViews> {
  const [row] = await db.select({ total: count(), viewers: countDistinct(postViews.viewerId) }).from(postViews).where(eq(postViews.postId, postId));
  return { total: row?.total ?? 0, viewers: row?.viewers ?? 0 };
}
