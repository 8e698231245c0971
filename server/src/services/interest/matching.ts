import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SITE_STATUS, type InboxSort, type PostsByField } from '@insolvency/shared-contracts';
import {
  buyerAssetPreferences,
  buyerCategoryPreferences,
  buyerEmployeePreferences,
  buyerLocationPreferences,
  buyerPreferences,
  buyerTurnoverPreferences,
  posts,
  turnoverBands,
  users,
} from '../../db/schema';
import type { Database } from '../../db/client';
import { currentEndDate, currentStartDate, siteStatusWhere } from '../posts/site-status';

/*
 * DESIGN.md §5, matching, in SQL: a post matches a buyer when
 * - one of its locations, its turnover band and its employee band are among the buyer's;
 * - and, where the buyer set them, one of its categories is a chosen category or a child of a
 *   chosen sector; one keyword is in its heading, description or reference (any case); one
 *   of its assets is a chosen asset.
 * Keywords are separated by commas, semicolons or line breaks; a phrase is matched as typed.
 * Two forms of the one rule, each set-based from its side: `postMatchesBuyer` filters `posts`
 * for one buyer (the inbox pages in the database), `buyerMatchesPost` filters `users` for one
 * post (the alerts of a post going live). Both read the post's location, category (with
 * sectors) and asset arrays kept on the post row (migration 0006).
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

/** The buyer's keywords, lower-cased and trimmed, as a set of rows `k(word)`. */
const keywordRows = (buyerId: number) =>
  sql`(select lower(btrim(part)) as word from ${buyerPreferences} cross join lateral regexp_split_to_table(${buyerPreferences.keywords}, ${KEYWORD_SEPARATOR}) as part
    where ${buyerPreferences.userId} = ${buyerId} and btrim(part) <> '')`;

/*
 * `match_text` is the heading, description and reference lower-cased and joined by line breaks
 * (migration 0007): a keyword never holds a line break (it separates them), so one search of it
 * is the same as one of each text, and it is read from the inbox's index.
 */
const postHasKeyword = (word: SQL) => sql`strpos(${posts.matchText}, ${word}) > 0`;

/** A buyer's criteria as the inbox query takes them (read first, so the planner sees the actual values). */
export interface BuyerCriteria {
  buyerId: number;
  locationIds: number[];
  turnoverIds: number[];
  employeeIds: number[];
  /** Empty: any category. */
  categoryIds: number[];
  /** Empty: any asset. */
  assetIds: number[];
  /** The keyword text is not blank (text of separators only then matches no post, as it always has). */
  hasKeywords: boolean;
}

/** Reads a buyer's criteria in one query. */
export async function buyerCriteria(db: Database, buyerId: number): Promise<BuyerCriteria> {
  const ids = (column: SQLWrapper, table: SQLWrapper, userColumn: SQLWrapper) =>
    sql<number[]>`(select coalesce(array_agg(${column} order by ${column}), '{}') from ${table} where ${userColumn} = ${buyerId})`;
  const result = (await db.execute(sql`select
      ${ids(buyerLocationPreferences.locationId, buyerLocationPreferences, buyerLocationPreferences.userId)} as locations,
      ${ids(buyerTurnoverPreferences.turnoverId, buyerTurnoverPreferences, buyerTurnoverPreferences.userId)} as turnovers,
      ${ids(buyerEmployeePreferences.employeesId, buyerEmployeePreferences, buyerEmployeePreferences.userId)} as employees,
      ${ids(buyerCategoryPreferences.categoryId, buyerCategoryPreferences, buyerCategoryPreferences.userId)} as categories,
      ${ids(buyerAssetPreferences.assetId, buyerAssetPreferences, buyerAssetPreferences.userId)} as assets,
      exists (select 1 from ${buyerPreferences} where ${buyerPreferences.userId} = ${buyerId} and btrim(${buyerPreferences.keywords}) <> '') as has_keywords`)) as unknown as {
    rows: { locations: number[]; turnovers: number[]; employees: number[]; categories: number[]; assets: number[]; has_keywords: boolean }[];
  };
  const [row] = result.rows;
  return {
    buyerId,
    locationIds: row.locations,
    turnoverIds: row.turnovers,
    employeeIds: row.employees,
    categoryIds: row.categories,
    assetIds: row.assets,
    hasKeywords: row.has_keywords,
  };
}

const integers = (values: number[]) => sql`${`{${values.map(Number).join(',')}}`}::integer[]`;

/** True for the outer query's `posts` row when it matches the buyer of `criteria`. */
export function postMatchesBuyer(criteria: BuyerCriteria): SQL {
  const keywords = sql`(select coalesce(array_agg(k.word), '{}') from ${keywordRows(criteria.buyerId)} as k)`;
  return and(
    sql`${posts.matchLocationIds} && ${integers(criteria.locationIds)}`,
    sql`${posts.turnoverId} = any(${integers(criteria.turnoverIds)})`,
    sql`${posts.employeesId} = any(${integers(criteria.employeeIds)})`,
    criteria.categoryIds.length ? sql`${posts.matchCategoryIds} && ${integers(criteria.categoryIds)}` : undefined,
    criteria.assetIds.length ? sql`${posts.matchAssetIds} && ${integers(criteria.assetIds)}` : undefined,
    criteria.hasKeywords ? sql`exists (select 1 from unnest(${keywords}) as k(word) where ${postHasKeyword(sql`k.word`)})` : undefined,
  )!;
}

/** True for the outer query's `users` row when post `postId` matches that buyer; the post is read once per query. */
export function buyerMatchesPost(postId: number): SQL {
  // A cast, so that `= any(...)` reads the post's array rather than a set of rows.
  const ofPostArray = (column: SQLWrapper) => sql`(select ${column} from ${posts} where ${posts.id} = ${postId})::integer[]`;
  const ofPost = (column: SQLWrapper) => sql`(select ${column} from ${posts} where ${posts.id} = ${postId})`;
  const buyersWith = (userColumn: SQLWrapper, table: SQLWrapper, condition: SQL) => sql`(select ${userColumn} from ${table} where ${condition})`;
  const postText = ofPost(posts.matchText);
  const keywordMatches = sql`(select ${buyerPreferences.userId} from ${buyerPreferences} cross join lateral unnest(regexp_split_to_array(${buyerPreferences.keywords}, ${KEYWORD_SEPARATOR})) as part
    where btrim(part) <> '' and strpos(${postText}, lower(btrim(part))) > 0)`;
  return and(
    sql`${users.id} in ${buyersWith(buyerLocationPreferences.userId, buyerLocationPreferences, sql`${buyerLocationPreferences.locationId} = any(${ofPostArray(posts.matchLocationIds)})`)}`,
    sql`${users.id} in ${buyersWith(buyerTurnoverPreferences.userId, buyerTurnoverPreferences, sql`${buyerTurnoverPreferences.turnoverId} = ${ofPost(posts.turnoverId)}`)}`,
    sql`${users.id} in ${buyersWith(buyerEmployeePreferences.userId, buyerEmployeePreferences, sql`${buyerEmployeePreferences.employeesId} = ${ofPost(posts.employeesId)}`)}`,
    sql`(${users.id} not in (select ${buyerCategoryPreferences.userId} from ${buyerCategoryPreferences})
      or ${users.id} in ${buyersWith(buyerCategoryPreferences.userId, buyerCategoryPreferences, sql`${buyerCategoryPreferences.categoryId} = any(${ofPostArray(posts.matchCategoryIds)})`)})`,
    sql`(${users.id} not in (select ${buyerAssetPreferences.userId} from ${buyerAssetPreferences})
      or ${users.id} in ${buyersWith(buyerAssetPreferences.userId, buyerAssetPreferences, sql`${buyerAssetPreferences.assetId} = any(${ofPostArray(posts.matchAssetIds)})`)})`,
    sql`(${users.id} not in (select ${buyerPreferences.userId} from ${buyerPreferences} where btrim(${buyerPreferences.keywords}) <> '') or ${users.id} in ${keywordMatches})`,
  )!;
}

/** Posts of `buyer/posts-by-{field}?id`: For Sale posts with that category (a sector covers its children), band or location. */
export function postHasField(field: PostsByField, id: number): SQL {
  switch (field) {
    case 'category':
      return sql`${posts.matchCategoryIds} @> array[${id}]::integer[]`;
    case 'turnover':
      return eq(posts.turnoverId, id);
    case 'employees':
      return eq(posts.employeesId, id);
    case 'location':
      return sql`${posts.matchLocationIds} @> array[${id}]::integer[]`;
  }
}

export const forSale = (today: string) => siteStatusWhere(SITE_STATUS.forSale, today);

const SORT_COLUMNS: Record<InboxSort, SQLWrapper> = {
  startDate: currentStartDate,
  endDate: currentEndDate,
  createdDate: posts.createdAt,
  reference: posts.sortReference,
  heading: posts.sortHeading,
  turnover: sql`(select ${turnoverBands.sortOrder} from ${turnoverBands} where ${turnoverBands.id} = ${posts.turnoverId})`,
};

/** What a buyer's post list is ordered by (the post id then breaks ties, so pages never overlap). */
export function postSortKey(sort: InboxSort): SQLWrapper {
  return SORT_COLUMNS[sort];
}
