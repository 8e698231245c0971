import { count, desc, eq } from 'drizzle-orm';
import { roundedPageCount, type AdminPostsPage, type MessageResponse } from '@insolvency/shared-contracts';
import { posts } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { serializePosts } from '../posts/post-serializer';
import { recordAdminAction } from './audit';

export const ADMIN_POST_MESSAGES = {
  notFound: 'This post does not exist.',
  approved: 'The post is approved.',
  unapproved: 'The post is unapproved.',
} as const;

/**
 * GET admin/posts?page&pageSize: every post, newest first, paged in SQL: the page's ids from
 * posts_created_at_idx alone (migration 0008), however deep the page, then only those posts.
 */
export async function listAdminPosts(ctx: ServiceContext, page: number, pageSize: number): Promise<AdminPostsPage> {
  const [[total], ids] = await Promise.all([
    ctx.db.select({ n: count() }).from(posts),
    ctx.db
      .select({ id: posts.id })
      .from(posts)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  // As a visitor sees them: the table needs no interest or invoices, and up to 500 rows.
  const businessList = await serializePosts(
    ctx,
    ids.map((r) => r.id),
    { today: ctx.today(), viewer: null },
  );
  const totalCount = Number(total?.n ?? 0);
  return { businessList, totalCount, roundedPageCount: roundedPageCount(totalCount, pageSize) };
}

/** PATCH admin/approve-post?id and unapprove-post?id, recorded with the flag before and after. */
export async function setPostApproval(ctx: ServiceContext, admin: AuthUser, postId: number, approved: boolean): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const [post] = await tx.select({ adminApproved: posts.adminApproved, createdBy: posts.createdBy }).from(posts).where(eq(posts.id, postId)).for('update');
    if (!post) throw new AppError(404, ADMIN_POST_MESSAGES.notFound);
    await tx.update(posts).set({ adminApproved: approved }).where(eq(posts.id, postId));
    await recordAdminAction(withDb(ctx, tx), admin, {
      action: approved ? 'approve-post' : 'unapprove-post',
      targetType: 'post',
      targetId: postId,
      userId: post.createdBy,
      before: { adminApproved: post.adminApproved },
      after: { adminApproved: approved },
    });
  });
  return { message: approved ? ADMIN_POST_MESSAGES.approved : ADMIN_POST_MESSAGES.unapproved };
}
