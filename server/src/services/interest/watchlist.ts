import { and, desc, eq, or } from 'drizzle-orm';
import { BUYER_MESSAGES, SITE_STATUS, type MessageResponse, type WatchlistEntry } from '@insolvency/shared-contracts';
import { posts, watchlist } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { POST_NOT_FOUND_MESSAGE } from '../posts/post-detail';
import { serializePosts } from '../posts/post-serializer';
import { siteStatusWhere } from '../posts/site-status';

/*
 * The buyer's watchlist: posts saved to come back to. Only posts buyers may see (ones that have
 * been on sale: not drafts or scheduled posts, which answer 404 like unknown ones) can be saved
 * and are listed. Adding and removing are idempotent. The 'ends soon' mail is in
 * watchlist-reminders.ts.
 */

/** 404 unless the post exists and buyers may see it. */
async function requireVisiblePost(ctx: ServiceContext, postId: number): Promise<void> {
  const today = ctx.today();
  const hidden = or(siteStatusWhere(SITE_STATUS.draft, today), siteStatusWhere(SITE_STATUS.scheduled, today));
  const [post] = await ctx.db.select({ id: posts.id, hidden: hidden! }).from(posts).where(eq(posts.id, postId));
  if (!post || post.hidden) throw new AppError(404, POST_NOT_FOUND_MESSAGE);
}

/** GET buyer/watchlist: the saved posts buyers may see, most recently saved first. */
export async function listWatchlist(ctx: ServiceContext, buyer: AuthUser): Promise<WatchlistEntry[]> {
  const rows = await ctx.db
    .select({ postId: watchlist.postId, savedAt: watchlist.createdAt })
    .from(watchlist)
    .where(eq(watchlist.userId, buyer.id))
    .orderBy(desc(watchlist.createdAt), desc(watchlist.postId));
  const serialized = await serializePosts(
    ctx,
    rows.map((row) => row.postId),
    { today: ctx.today(), viewer: { id: buyer.id, role: buyer.role } },
  );
  const byId = new Map(serialized.map((post) => [post.businessId, post]));
  return rows.flatMap((row) => {
    const post = byId.get(row.postId);
    const visible = post && post.siteStatus !== SITE_STATUS.draft && post.siteStatus !== SITE_STATUS.scheduled;
    return visible ? [{ savedDate: row.savedAt.toISOString(), post }] : [];
  });
}

/** POST buyer/watchlist-add?id: saves the post (again: nothing changes). */
export async function addToWatchlist(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<MessageResponse> {
  await requireVisiblePost(ctx, postId);
  await ctx.db.insert(watchlist).values({ userId: buyer.id, postId, createdAt: ctx.now() }).onConflictDoNothing();
  return { message: BUYER_MESSAGES.watchlistAdded };
}

/** POST buyer/watchlist-remove?id: removes the post (not saved: nothing changes); 404 for an unknown post. */
export async function removeFromWatchlist(ctx: ServiceContext, buyer: AuthUser, postId: number): Promise<MessageResponse> {
  const [post] = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  if (!post) throw new AppError(404, POST_NOT_FOUND_MESSAGE);
  await ctx.db.delete(watchlist).where(and(eq(watchlist.userId, buyer.id), eq(watchlist.postId, postId)));
  return { message: BUYER_MESSAGES.watchlistRemoved };
}
