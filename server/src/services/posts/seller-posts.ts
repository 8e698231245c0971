import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { SITE_STATUS, STATUS_CODE, type Post, type SiteStatus } from '@insolvency/shared-contracts';
import type { SellerListStatusCode } from '@insolvency/shared-contracts/schemas';
import type { ServiceContext } from '../context';
import { posts } from '../../db/schema';
import { serializePosts, type PostViewer } from './post-serializer';
import { siteStatusWhere } from './site-status';

/** The site status each `seller/posts?status=` code lists (spec §4: 1 live, 6 scheduled, 7 draft). */
export const SITE_STATUS_OF_LIST_CODE: Record<SellerListStatusCode, SiteStatus> = {
  [STATUS_CODE.live]: SITE_STATUS.forSale,
  [STATUS_CODE.scheduled]: SITE_STATUS.scheduled,
  [STATUS_CODE.draft]: SITE_STATUS.draft,
};

/*
 * Every list here holds only the caller's own posts, Admin included: an Admin opening the
 * seller screens sees the posts they created themselves (everybody's posts are the admin
 * posts screen). The screens sort on the client (spec §9), so the order here is only a
 * stable default: newest first.
 */

async function ownPosts(ctx: ServiceContext, owner: PostViewer, status: SQL, today: string): Promise<Post[]> {
  const rows = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.createdBy, owner.id), status))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  return serializePosts(
    ctx,
    rows.map((row) => row.id),
    { today, viewer: owner },
  );
}

/** GET seller/posts?status=1|6|7: the caller's For Sale, Scheduled or Draft posts. */
export function listSellerPosts(ctx: ServiceContext, owner: PostViewer, status: SellerListStatusCode): Promise<Post[]> {
  const today = ctx.today();
  return ownPosts(ctx, owner, siteStatusWhere(SITE_STATUS_OF_LIST_CODE[status], today), today);
}

/**
 * GET seller/archived-posts: the caller's expired, sold and withdrawn posts (codes 2, 3, 4).
 */
export function listSellerArchivedPosts(ctx: ServiceContext, owner: PostViewer): Promise<Post[]> {
  const day = ctx.today();
  const archived = [SITE_STATUS.expired, SITE_STATUS.sold, SITE_STATUS.withdrawn].map((status) => siteStatusWhere(status, day));
  return ownPosts(ctx, owner, or(...archived)!, day);
}
