import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { HOME_POSTS_PAGE_SIZE_MAX, SITE_STATUS, type HomePostsFilter, type Post } from '@insolvency/shared-contracts';
import type { ServiceContext } from '../context';
import { categories, postCategories, postLocations, posts } from '../../db/schema';
import { serializePosts } from './post-serializer';
import { currentStartDate, siteStatusWhere } from './site-status';

/** Page size without a `pageSize`: enough to fill the visitor home page. */
export const HOME_POSTS_LIMIT = HOME_POSTS_PAGE_SIZE_MAX;

export interface HomePostsPage {
  posts: Post[];
  /** Posts matching the filter over all pages. */
  total: number;
}

/**
 * For Sale posts whose seller chose to display them publicly, newest on sale first, in a
 * region and a sector when asked (public fields only: the post's locations and categories).
 * `today` is the London date the answer is cached under (the caller's `ctx.today()`).
 */
export async function listHomePosts(ctx: ServiceContext, today: string, filter: HomePostsFilter = {}): Promise<HomePostsPage> {
  const { db } = ctx;
  const conditions: SQL[] = [siteStatusWhere(SITE_STATUS.forSale, today), eq(posts.displayHome, true)];
  if (filter.region !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${postLocations} where ${postLocations.postId} = ${posts.id} and ${postLocations.locationId} = ${filter.region})`,
    );
  }
  if (filter.sector !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${postCategories} join ${categories} on ${categories.id} = ${postCategories.categoryId}
        where ${postCategories.postId} = ${posts.id} and (${categories.id} = ${filter.sector} or ${categories.parentId} = ${filter.sector}))`,
    );
  }
  const where = and(...conditions);
  const pageSize = filter.pageSize ?? HOME_POSTS_LIMIT;
  const page = filter.page ?? 1;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(desc(currentStartDate), desc(posts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  const answered = await serializePosts(
    ctx,
    rows.map((row) => row.id),
    { today, viewer: null },
  );
  return { posts: answered, total: Number(total) };
}
