import { and, count, sql, type SQL } from 'drizzle-orm';
import {
  INBOX_DEFAULT_DIRECTION,
  INBOX_DEFAULT_SORT,
  INBOX_PAGE_SIZE,
  type InboxSort,
  type PostPage,
  type PostsByField,
  type SortDirection,
} from '@insolvency/shared-contracts';
import { posts } from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { serializePostPage } from '../posts/post-serializer';
import { buyerCriteria, forSale, postHasField, postMatchesBuyer, postSortKey } from './matching';

export interface PageRequest {
  page?: number;
  pageSize?: number;
  sort?: InboxSort;
  direction?: SortDirection;
}

/**
 * One page of For Sale posts meeting `condition`, ordered, paged, counted and read in one
 * statement (only a page past the end asks for the count alone).
 *
 * The matching posts are gathered first (a materialised CTE), so that PostgreSQL reads them
 * from the For Sale range of `posts_current_period_idx` (or its twin with the keyword text)
 * alone: left to itself it may walk an index in the sort order (`posts_created_at_idx`) and
 * visit every post's row, since the count over all rows is not in its estimate of the LIMIT
 * (130 ms instead of 8 ms for a buyer with keywords at 100 000 posts).
 */
async function postPage(ctx: ServiceContext, buyer: AuthUser, condition: SQL, request: PageRequest): Promise<PostPage> {
  const today = ctx.today();
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? INBOX_PAGE_SIZE;
  const where = and(forSale(today), condition);
  const direction = (request.direction ?? INBOX_DEFAULT_DIRECTION) === 'asc' ? sql`asc` : sql`desc`;
  const pageQuery = sql`(
    select paged.id, paged.total, row_number() over (order by paged.sort_key ${direction}, paged.id ${direction}) as ordinal
    from (
      with matched as materialized (
        select ${posts.id} as id, ${postSortKey(request.sort ?? INBOX_DEFAULT_SORT)} as sort_key from ${posts} where ${where})
      select id, sort_key, count(*) over ()::int as total from matched
      order by sort_key ${direction}, id ${direction}
      limit ${pageSize} offset ${(page - 1) * pageSize}) as paged)`;
  const answered = await serializePostPage(ctx.db, pageQuery, { today, viewer: { id: buyer.id, role: buyer.role } });
  const total = answered.total ?? (page === 1 ? 0 : Number((await ctx.db.select({ total: count() }).from(posts).where(where))[0].total));
  return { posts: answered.posts, total, page, pageSize };
}

/** GET buyer/posts-by-criteria: the buyer's inbox, the For Sale posts matching their preferences (DESIGN.md §5). */
export async function postsByCriteria(ctx: ServiceContext, buyer: AuthUser, request: PageRequest): Promise<PostPage> {
  return postPage(ctx, buyer, postMatchesBuyer(await buyerCriteria(ctx.db, buyer.id)), request);
}

/** GET buyer/posts-by-{field}?id: For Sale posts with one category (or sector), turnover band, employee band or location. */
export function postsByField(ctx: ServiceContext, buyer: AuthUser, field: PostsByField, id: number, request: PageRequest): Promise<PostPage> {
  return postPage(ctx, buyer, postHasField(field, id), request);
}
