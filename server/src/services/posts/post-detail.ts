import { eq } from 'drizzle-orm';
import { SITE_STATUS, siteStatusOn, type Post } from '@insolvency/shared-contracts';
import { posts } from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { AppError } from '../../errors';
import { seesOwnerDetails, serializePosts } from './post-serializer';
import { postViewsOf, recordPostView } from './post-views';

export const POST_NOT_FOUND_MESSAGE = 'This post does not exist or is not available.';

/** What only the owner and Admin may open: a post not yet on sale. */
const UNPUBLISHED: readonly Post['siteStatus'][] = [SITE_STATUS.draft, SITE_STATUS.scheduled];

/**
 * GET allauth/post?id: the post for the caller. The owner and Admin get every field (interest,
 * invoices, views); anyone else the public fields of a post that has been on sale, and their
 * opening is counted as a view (after the answer: a failure to count never fails or slows it).
 * A post the caller may not see answers the same 404 as one that does not exist.
 */
export async function getPostForViewer(ctx: ServiceContext, viewer: AuthUser, postId: number): Promise<Post> {
  const today = ctx.today();
  const [post] = await serializePosts(ctx, [postId], { today, viewer: { id: viewer.id, role: viewer.role } });
  if (!post) throw new AppError(404, POST_NOT_FOUND_MESSAGE);
  if (seesOwnerDetails(viewer, post.createdBy)) return { ...post, views: await postViewsOf(ctx, postId) };
  if (UNPUBLISHED.includes(post.siteStatus)) throw new AppError(404, POST_NOT_FOUND_MESSAGE);
  ctx.defer('post view', () => recordPostView(ctx, postId, viewer.id));
  return post;
}

/**
 * Whether any signed-in user may open the post at `postId` (its page, `/post/:id`), as
 * `getPostForViewer` decides for one who does not own it: one primary-key read of the post's
 * status. A draft or scheduled post answers as an id that never was (false), so the page's status
 * tells a visitor nothing of it; its owner's page still draws it (the request carries no token).
 */
export async function postOpensToSignedInUsers(ctx: ServiceContext, postId: number): Promise<boolean> {
  const [post] = await ctx.db
    .select({ withdrawnAt: posts.withdrawnAt, sold: posts.sold, startDate: posts.currentStartDate, endDate: posts.currentEndDate })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post) return false;
  const status = siteStatusOn({ startDate: post.startDate, endDate: post.endDate, withdrawn: post.withdrawnAt !== null, sold: post.sold }, ctx.today());
  return !UNPUBLISHED.includes(status);
}
