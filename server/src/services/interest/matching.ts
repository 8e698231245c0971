import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SITE_STATUS, type InboxSort, type PostsByField, type SortDirection } from '@insolvency/shared-contracts';
import {
  buyerAssetPreferences,
  buyerCategoryPreferences,
  buyerEmployeePreferences,
  buyerLocationPreferences,
  buyerPreferences,
  buyerTurnoverPreferences,
  categories,
  postAssets,
  postCategories,
  postLocations,
  posts,
  turnoverBands,
} from '../../db/schema';
import { currentEndDate, currentStartDate, siteStatusWhere } from '../posts/site-status';

/*
 * DESIGN.md §5, matching, as SQL over the outer query's `posts` row, so the inbox pages in the
 * database (no post is loaded to be tested in memory) and a post going live finds its buyers
 * with the same rule. A post matches a buyer when:
 * - one of its locations, its turnover band and its employee band are among the buyer's;
 * - and, where the buyer set them, one of its categories is a chosen category or a child of a
 *   chosen sector; one keyword is in its heading, description or reference (any case); one
 *   of its assets is a chosen asset.
 * Keywords are separated by commas, semicolons or line breaks; a phrase is matched as typed.
 */

/** What separates a buyer's keywords (a PostgreSQL regular expression). */
export const KEYWORD_SEPARATOR = '[,;\\n]+';

/** The buyer's keywords as the matching reads them (for tests and the screens' hint). */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

const contains = (column: SQLWrapper, word: SQL) => sql`strpos(lower(${column}), lower(${word})) > 0`;

/** True for the outer query's `posts` row when it matches the buyer `buyerId` (a value or a column). */
export function postMatchesBuyer(buyerId: number | SQLWrapper): SQL {
  const word = sql`btrim(k.word)`;
  return and(
    sql`exists (select 1 from ${postLocations} inner join ${buyerLocationPreferences} on ${buyerLocationPreferences.locationId} = ${postLocations.locationId}
      where ${postLocations.postId} = ${posts.id} and ${buyerLocationPreferences.userId} = ${buyerId})`,
    sql`exists (select 1 from ${buyerTurnoverPreferences} where ${buyerTurnoverPreferences.userId} = ${buyerId} and ${buyerTurnoverPreferences.turnoverId} = ${posts.turnoverId})`,
    sql`exists (select 1 from ${buyerEmployeePreferences} where ${buyerEmployeePreferences.userId} = ${buyerId} and ${buyerEmployeePreferences.employeesId} = ${posts.employeesId})`,
    sql`(not exists (select 1 from ${buyerCategoryPreferences} where ${buyerCategoryPreferences.userId} = ${buyerId})
      or exists (select 1 from ${postCategories} inner join ${categories} on ${categories.id} = ${postCategories.categoryId}
        inner join ${buyerCategoryPreferences} on ${buyerCategoryPreferences.userId} = ${buyerId}
          and ${buyerCategoryPreferences.categoryId} in (${categories.id}, ${categories.parentId})
        where ${postCategories.postId} = ${posts.id}))`,
    sql`(not exists (select 1 from ${buyerAssetPreferences} where ${buyerAssetPreferences.userId} = ${buyerId})
      or exists (select 1 from ${postAssets} inner join ${buyerAssetPreferences} on ${buyerAssetPreferences.assetId} = ${postAssets.assetId}
        where ${postAssets.postId} = ${posts.id} and ${buyerAssetPreferences.userId} = ${buyerId}))`,
    sql`(not exists (select 1 from ${buyerPreferences} where ${buyerPreferences.userId} = ${buyerId} and btrim(${buyerPreferences.keywords}) <> '')
      or exists (select 1 from ${buyerPreferences} cross join lateral regexp_split_to_table(${buyerPreferences.keywords}, ${KEYWORD_SEPARATOR}) as k(word)
        where ${buyerPreferences.userId} = ${buyerId} and ${word} <> ''
          and (${contains(posts.activityHeading, word)} or ${contains(posts.description, word)} or ${contains(posts.reference, word)})))`,
  )!;
}

/** Posts of `buyer/posts-by-{field}?id`: For Sale posts with that category (a sector covers its children), band or location. */
export function postHasField(field: PostsByField, id: number): SQL {
  switch (field) {
    case 'category':
      return sql`exists (select 1 from ${postCategories} inner join ${categories} on ${categories.id} = ${postCategories.categoryId}
        where ${postCategories.postId} = ${posts.id} and (${categories.id} = ${id} or ${categories.parentId} = ${id}))`;
    case 'turnover':
      return eq(posts.turnoverId, id);
    case 'employees':
      return eq(posts.employeesId, id);
    case 'location':
      return sql`exists (select 1 from ${postLocations} where ${postLocations.postId} = ${posts.id} and ${postLocations.locationId} = ${id})`;
  }
}

export const forSale = (today: string) => siteStatusWhere(SITE_STATUS.forSale, today);

const SORT_COLUMNS: Record<InboxSort, SQLWrapper> = {
  startDate: currentStartDate,
  endDate: currentEndDate,
  createdDate: posts.createdAt,
  reference: sql`lower(${posts.reference})`,
  heading: sql`lower(${posts.activityHeading})`,
  turnover: sql`(select ${turnoverBands.sortOrder} from ${turnoverBands} where ${turnoverBands.id} = ${posts.turnoverId})`,
};

/** ORDER BY of a buyer's post list; the id breaks ties so pages never overlap. */
export function postOrder(sort: InboxSort, direction: SortDirection): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return [by(SORT_COLUMNS[sort]), by(posts.id)];
}
