import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ROLES, siteStatusOn, STANDARD_PRICE_RATE, type ExpressionOfInterest, type Post, type PostInvoiceRef, type Role } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { statementName } from '../../db/statement-name';
import { categories, expressionsOfInterest, invoices, postCategories, postingPeriods, posts, users } from '../../db/schema';
import { buyers, expressionColumns, toExpression } from './expression-columns';
import type { ServiceContext } from '../context';
import { labelled, postLabels, type LabelEntry } from '../labels/post-labels';

/** A category of the post and whether it is the primary one. */
type CategoryJson = [categoryId: number, isPrimary: boolean];
/** `YYYY-MM-DD`, as PostgreSQL writes a date in JSON. */
interface PeriodJson {
  startDate: string;
  endDate: string;
}

/** Who is looking: decides `hasExpressedInterest` and whether owner-only fields are filled. */
export interface PostViewer {
  id: number;
  role: Role;
}

export interface SerializeOptions {
  /** Europe/London date the status is derived for. */
  today: string;
  /** Null for a visitor: owner-only fields stay empty. */
  viewer: PostViewer | null;
}

/** The post's owner and Admin see its expressions of interest and invoices. */
export function seesOwnerDetails(viewer: PostViewer | null, createdBy: number): boolean {
  return viewer !== null && (viewer.role === ROLES.admin || viewer.id === createdBy);
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

async function loadOwnerDetails(db: Database, postIds: number[]) {
  if (postIds.length === 0) return { expressionsByPost: new Map<number, ExpressionOfInterest[]>(), invoicesByPost: new Map<number, PostInvoiceRef[]>() };
  const [expressionRows, invoiceRows, primaryRows] = await Promise.all([
    db
      .select(expressionColumns)
      .from(expressionsOfInterest)
      .innerJoin(buyers, eq(buyers.id, expressionsOfInterest.buyerId))
      .innerJoin(posts, eq(posts.id, expressionsOfInterest.postId))
      .where(inArray(expressionsOfInterest.postId, postIds))
      .orderBy(desc(expressionsOfInterest.createdAt), desc(expressionsOfInterest.id)),
    db
      .select({ postId: postingPeriods.postId, invoiceId: invoices.id, createdAt: invoices.createdAt })
      .from(invoices)
      .innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId))
      .where(inArray(postingPeriods.postId, postIds))
      .orderBy(desc(invoices.createdAt), desc(invoices.id)),
    db
      .select({ postId: postCategories.postId, description: categories.description })
      .from(postCategories)
      .innerJoin(categories, eq(categories.id, postCategories.categoryId))
      .where(and(inArray(postCategories.postId, postIds), eq(postCategories.isPrimary, true))),
  ]);
  const primaryByPost = new Map(primaryRows.map((row) => [row.postId, row.description]));
  const expressionsByPost = groupBy(
    expressionRows.map((row) => toExpression({ ...row, primaryCategory: primaryByPost.get(row.businessId) ?? '' })),
    (expression) => expression.businessId,
  );
  const invoicesByPost = new Map(
    [...groupBy(invoiceRows, (row) => row.postId)].map(([postId, rows]) => [
      postId,
      rows.map((row): PostInvoiceRef => ({ invoiceId: row.invoiceId, createdDate: row.createdAt.toISOString() })),
    ]),
  );
  return { expressionsByPost, invoicesByPost };
}

/** The columns of `posts` a `Post` is made of (not the match and sort keys kept for the lists). */
const postColumns = {
  id: posts.id,
  reference: posts.reference,
  activityHeading: posts.activityHeading,
  description: posts.description,
  businessStatusId: posts.businessStatusId,
  tradingStatusId: posts.tradingStatusId,
  turnoverId: posts.turnoverId,
  employeesId: posts.employeesId,
  displayHome: posts.displayHome,
  adminApproved: posts.adminApproved,
  sold: posts.sold,
  createdBy: posts.createdBy,
  createdAt: posts.createdAt,
  withdrawnAt: posts.withdrawnAt,
};

/**
 * The post rows any viewer sees, one round trip for all (PGlite runs queries one at a time):
 * the post and its owner, its locations and assets (the ids kept on the post row by migration
 * 0006's triggers), its categories and periods as JSON in their order; the labels are named from
 * `postLabels`, not joined per post. The viewer is its id (or a placeholder of it in a prepared
 * statement), null for a visitor.
 */
function selectPostRows(db: Database, viewerId: number | SQLWrapper | null, page: SQL | null) {
  return db
    .select({
      post: postColumns,
      ownerForenames: users.forenames,
      ownerSurname: users.surname,
      ownerCompany: users.company,
      ownerPriceRate: users.customPriceRate,
      locationIds: posts.matchLocationIds,
      assetIds: posts.matchAssetIds,
      categories: sql<CategoryJson[]>`coalesce((
        select json_agg(json_build_array(${postCategories.categoryId}, ${postCategories.isPrimary}))
        from ${postCategories} where ${postCategories.postId} = ${posts.id}), '[]'::json)`,
      periods: sql<PeriodJson[]>`coalesce((
        select json_agg(json_build_object('startDate', ${postingPeriods.startDate}, 'endDate', ${postingPeriods.endDate}) order by ${postingPeriods.startDate} desc, ${postingPeriods.id} desc)
        from ${postingPeriods} where ${postingPeriods.postId} = ${posts.id}), '[]'::json)`,
      hasExpressedInterest:
        viewerId !== null
          ? sql<boolean>`exists (select 1 from ${expressionsOfInterest} where ${expressionsOfInterest.buyerId} = ${viewerId} and ${expressionsOfInterest.postId} = ${posts.id})`
          : sql<boolean>`false`,
      // The position and the total of a page read with its posts (serializePostPage); 0 otherwise.
      pageOrdinal: page ? sql<number>`page.ordinal` : sql<number>`0`,
      pageTotal: page ? sql<number>`page.total` : sql<number>`0`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.createdBy))
    .$dynamic();
}

type PostRow = Awaited<ReturnType<typeof selectPostRows>>[number];

/**
 * Loads posts by id and answers them in the `Post` contract, in the order of `postIds`
 * (unknown ids are skipped). One query whatever the number of posts, plus one per kind of
 * owner detail when the viewer owns some of them or is Admin.
 */
export async function serializePosts(ctx: ServiceContext, postIds: readonly number[], options: SerializeOptions): Promise<Post[]> {
  const ids = [...new Set(postIds)];
  if (ids.length === 0) return [];
  const rows = await selectPostRows(ctx.db, options.viewer?.id ?? null, null).where(inArray(posts.id, ids));
  const rowsById = new Map(rows.map((row) => [row.post.id, row]));
  return toPosts(
    ctx,
    ids.flatMap((id) => rowsById.get(id) ?? []),
    options,
  );
}

/**
 * The statement of one page of posts chosen by `page`, a query answering `id`, `ordinal` (1, 2
 * ... in the page's order) and `total` (of every page), read in the same statement as the posts
 * themselves and answered in its order; a page past the last one answers one row with its total
 * and a null id. Its placeholders are those of `page` and `viewerId` (who is looking). Built once
 * per kind of page and prepared under a name of its own, so that PostgreSQL plans it once per
 * connection.
 */
export function preparePostPage(db: Database, page: SQL, prefix: string) {
  // A right join, so that the row of a page past the end (no post) still brings its total.
  const query = selectPostRows(db, sql.placeholder('viewerId'), page)
    .rightJoin(sql`${page} as page`, sql`page.id = ${posts.id}`)
    .orderBy(sql`page.ordinal`);
  return query.prepare(statementName(prefix, query.toSQL().sql));
}

export type PostPageStatement = ReturnType<typeof preparePostPage>;

/** Runs a page statement (`preparePostPage`) with `values` for its placeholders and answers its posts in order, and the total. */
export async function serializePostPage(
  ctx: ServiceContext,
  statement: PostPageStatement,
  values: Record<string, unknown>,
  options: SerializeOptions & { viewer: PostViewer },
): Promise<{ posts: Post[]; total: number }> {
  const rows = await statement.execute({ ...values, viewerId: options.viewer.id });
  // The row of a page past the end has nulls for every post column (drizzle still answers the
  // object); a row with a post has every column of the inner joins.
  const postRows = rows.filter((row) => row.post?.id != null) as PostRow[];
  return { posts: await toPosts(ctx, postRows, options), total: Number(rows[0]?.pageTotal ?? 0) };
}

/** The rows in the `Post` contract, in their order, with the owner details the viewer may see. */
async function toPosts(ctx: ServiceContext, postRows: PostRow[], options: SerializeOptions): Promise<Post[]> {
  const { viewer, today } = options;
  const ownerVisibleIds = postRows.filter((row) => seesOwnerDetails(viewer, row.post.createdBy)).map((row) => row.post.id);
  const { expressionsByPost, invoicesByPost } = await loadOwnerDetails(ctx.db, ownerVisibleIds);
  const labels = await postLabels(ctx);
  const describe = (set: ReadonlyMap<number, LabelEntry>, id: number) => set.get(id)?.description ?? '';
  const categoriesOf = (rows: CategoryJson[], primary: boolean) =>
    labelled(
      rows.filter(([, isPrimary]) => isPrimary === primary).map(([categoryId]) => categoryId),
      labels.categories,
      (categoryId, description) => ({ categoryId, description }),
    );
  return postRows.map((row): Post => {
    const { post } = row;
    const id = post.id;
    const { periods } = row;
    const latest = periods[0];
    return {
      businessId: post.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      siteStatus: siteStatusOn(
        { startDate: latest?.startDate ?? null, endDate: latest?.endDate ?? null, withdrawn: post.withdrawnAt !== null, sold: post.sold },
        today,
      ),
      approved: post.adminApproved,
      adminApproved: post.adminApproved,
      createdBy: post.createdBy,
      createdByName: `${row.ownerForenames} ${row.ownerSurname}`,
      createdByCompany: row.ownerCompany,
      creationDate: post.createdAt.toISOString(),
      activeStartDate: periods.map((period) => period.startDate),
      activeEndDate: periods.map((period) => period.endDate),
      businessStatus: describe(labels.appointmentStatuses, post.businessStatusId),
      businessStatusID: post.businessStatusId,
      tradingStatus: describe(labels.tradingStatuses, post.tradingStatusId),
      tradingStatusID: post.tradingStatusId,
      locations: labelled(row.locationIds, labels.locations, (locationId, description) => ({ locationId, description })),
      turnover: describe(labels.turnoverBands, post.turnoverId),
      turnoverID: post.turnoverId,
      employee: describe(labels.employeeBands, post.employeesId),
      employeeID: post.employeesId,
      displayHome: post.displayHome,
      primaryCategory: categoriesOf(row.categories, true),
      categories: categoriesOf(row.categories, false),
      assets: labelled(row.assetIds, labels.assets, (assetId, description) => ({ assetId, description })),
      description: post.description,
      hasExpressedInterest: Boolean(row.hasExpressedInterest),
      expressionsOfInterest: expressionsByPost.get(id) ?? [],
      invoice: invoicesByPost.get(id) ?? [],
      ...(seesOwnerDetails(viewer, post.createdBy) ? { priceRate: row.ownerPriceRate ?? STANDARD_PRICE_RATE } : {}),
    };
  });
}
