import { SITE_STATUS, type Post } from '@insolvency/shared-contracts';
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
