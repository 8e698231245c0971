import { and, count, type SQL } from 'drizzle-orm';
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
import { serializePosts } from '../posts/post-serializer';
import { forSale, postHasField, postMatchesBuyer, postOrder } from './matching';

export interface PageRequest {
  page?: number;
  pageSize?: number;
  sort?: InboxSort;
  direction?: SortDirection;
}

/** One page of For Sale posts meeting `condition`, ordered and counted in the database. */
async function postPage(ctx: ServiceContext, buyer: AuthUser, condition: SQL, request: PageRequest): Promise<PostPage> {
  const today = ctx.today();
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? INBOX_PAGE_SIZE;
  const where = and(forSale(today), condition);
  const rows = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(...postOrder(request.sort ?? INBOX_DEFAULT_SORT, request.direction ?? INBOX_DEFAULT_DIRECTION))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await ctx.db.select({ total: count() }).from(posts).where(where);
  const answered = await serializePosts(
    ctx.db,
    rows.map((row) => row.id),
    { today, viewer: { id: buyer.id, role: buyer.role } },
  );
  return { posts: answered, total: Number(total), page, pageSize };
}

/** GET buyer/posts-by-criteria: the buyer's inbox, the For Sale posts matching their preferences (DESIGN.md §5). */
export function postsByCriteria(ctx: ServiceContext, buyer: AuthUser, request: PageRequest): Promise<PostPage> {
  return postPage(ctx, buyer, postMatchesBuyer(buyer.id), request);
}

/** GET buyer/posts-by-{field}?id: For Sale posts with one category (or sector), turnover band, employee band or location. */
export function postsByField(ctx: ServiceContext, buyer: AuthUser, field: PostsByField, id: number, request: PageRequest): Promise<PostPage> {
  return postPage(ctx, buyer, postHasField(field, id), request);
}
