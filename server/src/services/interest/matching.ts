import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SITE_STATUS, type InboxSort, type PostsByField } from '@insolvency/shared-contracts';
import {
  buyerAssetPreferences,
  buyerCategoryPreferences,
  buyerEmployeePreferences,
  buyerLocationPreferences,
  buyerPreferences,
  buyerTurnoverPreferences,
  employeeBands,
  posts,
  turnoverBands,
  users,
} from '../../db/schema';
import { genericPlanDatabase, type Database } from '../../db/client';
import { statementName } from '../../db/statement-name';
import type { ServiceContext } from '../context';
import { currentEndDate, currentStartDate, siteStatusWhere } from '../posts/site-status';

/*
 * The matching rule, in SQL: a post matches a buyer when
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
const keywordRows = (buyerId: number | SQLWrapper) =>
  sql`(select lower(btrim(part)) as word from ${buyerPreferences} cross join lateral regexp_split_to_table(${buyerPreferences.keywords}, ${KEYWORD_SEPARATOR}) as part
    where ${buyerPreferences.userId} = ${buyerId} and btrim(part) <> '')`;

/*
 * `match_text` is the heading, description and reference lower-cased and joined by line breaks
 * (migration 0007): a keyword never holds a line break (it separates them), so one search of it
 * is the same as one of each text. The inbox's keyword index holds it as `match_text_short`
 * while it is short enough for an index entry (migration 0020), so most posts are matched from
 * the index alone; a longer one (null there) is read from its row by its id, which the index holds.
 * COALESCE evaluates that lookup only for the posts that need it.
 */
const postText = sql`coalesce(${posts.matchTextShort}, (select long_post.match_text from ${posts} as long_post where long_post.id = ${posts.id}))`;
const postHasKeyword = (word: SQL) => sql`strpos(${postText}, ${word}) > 0`;

/**
 * A buyer's criteria as the inbox query takes them (read first, so that the statement's shape
 * follows them). Locations and assets are bit sets of their label ids (bit n for id n, as
 * migration 0009 keeps a post's), in the text form of a PostgreSQL bigint: '0' when none. The
 * bands are lists of ids, which the For Sale indexes led by the bands are read by (migration 0010).
 */
export interface BuyerCriteria {
  buyerId: number;
  locationBits: string;
  turnoverIds: number[];
  employeeIds: number[];
  /** The buyer chose every turnover band and every employee band. */
  everyBand: boolean;
  /** Empty: any category. */
  categoryIds: number[];
  /** '0': any asset. */
  assetBits: string;
  /** The keyword text is not blank (text of separators only then matches no post, as it always has). */
  hasKeywords: boolean;
}

const integerList = (column: SQLWrapper, table: SQLWrapper, userColumn: SQLWrapper) =>
  sql<number[]>`(select coalesce(array_agg(${column} order by ${column}), '{}') from ${table} where ${userColumn} = ${users.id})`;

/** The chosen label ids as a bit set, in text: node-postgres and PGlite answer a bigint differently. */
const idBits = (column: SQLWrapper, table: SQLWrapper, userColumn: SQLWrapper) =>
  sql<string>`(select coalesce(bit_or(1::bigint << ${column}), 0)::text from ${table} where ${userColumn} = ${users.id})`;

/**
 * The criteria query, built once per database and prepared under a name of its own where
 * PostgreSQL plans it once per connection, not on every inbox call (`genericPlanDatabase`).
 */
function prepareCriteria(db: Database) {
  const query = genericPlanDatabase(db)
    .select({
      locations: idBits(buyerLocationPreferences.locationId, buyerLocationPreferences, buyerLocationPreferences.userId),
      turnovers: integerList(buyerTurnoverPreferences.turnoverId, buyerTurnoverPreferences, buyerTurnoverPreferences.userId),
      employees: integerList(buyerEmployeePreferences.employeesId, buyerEmployeePreferences, buyerEmployeePreferences.userId),
      categories: integerList(buyerCategoryPreferences.categoryId, buyerCategoryPreferences, buyerCategoryPreferences.userId),
      assets: idBits(buyerAssetPreferences.assetId, buyerAssetPreferences, buyerAssetPreferences.userId),
      everyBand: sql<boolean>`(select count(*) from ${turnoverBands}) = (select count(*) from ${buyerTurnoverPreferences} where ${buyerTurnoverPreferences.userId} = ${users.id})
        and (select count(*) from ${employeeBands}) = (select count(*) from ${buyerEmployeePreferences} where ${buyerEmployeePreferences.userId} = ${users.id})`,
      hasKeywords: sql<boolean>`exists (select 1 from ${buyerPreferences} where ${buyerPreferences.userId} = ${users.id} and btrim(${buyerPreferences.keywords}) <> '')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('buyerId')));
  return query.prepare(statementName('buyer_criteria', query.toSQL().sql));
}
const criteriaStatements = new WeakMap<Database, ReturnType<typeof prepareCriteria>>();

/** Reads a buyer's criteria in one query (none for an unknown id). */
export async function buyerCriteria({ db }: ServiceContext, buyerId: number): Promise<BuyerCriteria> {
  let statement = criteriaStatements.get(db);
  if (!statement) criteriaStatements.set(db, (statement = prepareCriteria(db)));
  const [row] = await statement.execute({ buyerId });
  return {
    buyerId,
    locationBits: row?.locations ?? '0',
    turnoverIds: row?.turnovers ?? [],
    employeeIds: row?.employees ?? [],
    everyBand: row?.everyBand ?? false,
    categoryIds: row?.categories ?? [],
    assetBits: row?.assets ?? '0',
    hasKeywords: row?.hasKeywords ?? false,
  };
}

/**
 * A condition on `posts` as a prepared statement takes it: `where` holds placeholders only, so
 * its text is the same for every buyer (or id) of one `shape`, and `values` fills them.
 */
export interface PostCondition {
  shape: string;
  where: SQL;
  values: Record<string, unknown>;
}

/** An integer array parameter in PostgreSQL's text form (node-postgres and PGlite pass it as it is). */
const integerArray = (values: number[]) => `{${values.map(Number).join(',')}}`;

/**
 * The outer query's `posts` row matches the buyer of `criteria`. The shape is which optional
 * criteria the buyer set: they decide the statement's text, and so the index PostgreSQL reads
 * (the one with the keyword text only for a buyer with keywords). The bands are index conditions
 * of the inbox's band-led indexes (migration 0010), except for a buyer of every band without
 * keywords: every band's range would be read, so their posts are read from the one date-led
 * range of `posts_for_sale_idx` instead (81 band ranges read 745 buffers where that range reads 512, at
 * 100 000 posts).
 */
export function postMatchesBuyer(criteria: BuyerCriteria): PostCondition {
  const keywords = sql`(select coalesce(array_agg(k.word), '{}') from ${keywordRows(sql.placeholder('buyerId'))} as k)`;
  const hasCategories = criteria.categoryIds.length > 0;
  const hasAssets = criteria.assetBits !== '0';
  const anyBand = criteria.everyBand && !criteria.hasKeywords;
  const where = and(
    sql`(${posts.matchLocationBits} & ${sql.placeholder('locationBits')}::bigint) <> 0`,
    anyBand ? undefined : sql`${posts.turnoverId} = any(${sql.placeholder('turnoverIds')}::integer[])`,
    anyBand ? undefined : sql`${posts.employeesId} = any(${sql.placeholder('employeeIds')}::integer[])`,
    hasCategories ? sql`${posts.matchCategoryIds} && ${sql.placeholder('categoryIds')}::integer[]` : undefined,
    hasAssets ? sql`(${posts.matchAssetBits} & ${sql.placeholder('assetBits')}::bigint) <> 0` : undefined,
    criteria.hasKeywords ? sql`exists (select 1 from unnest(${keywords}) as k(word) where ${postHasKeyword(sql`k.word`)})` : undefined,
  )!;
  return {
    shape: `buyer:${Number(hasCategories)}${Number(hasAssets)}${Number(criteria.hasKeywords)}${Number(anyBand)}`,
    where,
    values: {
      buyerId: criteria.buyerId,
      locationBits: criteria.locationBits,
      ...(anyBand ? {} : { turnoverIds: integerArray(criteria.turnoverIds), employeeIds: integerArray(criteria.employeeIds) }),
      ...(hasCategories ? { categoryIds: integerArray(criteria.categoryIds) } : {}),
      ...(hasAssets ? { assetBits: criteria.assetBits } : {}),
    },
  };
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
export function postHasField(field: PostsByField, id: number): PostCondition {
  const fieldId = sql.placeholder('fieldId');
  const where = {
    category: sql`${posts.matchCategoryIds} @> array[${fieldId}::integer]`,
    turnover: sql`${posts.turnoverId} = ${fieldId}::integer`,
    employees: sql`${posts.employeesId} = ${fieldId}::integer`,
    // A shift by 64 or more wraps round in PostgreSQL: an id outside the bit set's range matches no post.
    location: sql`${fieldId}::integer between 1 and 62 and ((${posts.matchLocationBits} >> ${fieldId}::integer) & 1) = 1`,
  }[field];
  return { shape: `field:${field}`, where, values: { fieldId: id } };
}

export const forSale = (today: string | SQLWrapper) => siteStatusWhere(SITE_STATUS.forSale, today);

/** The post column each order reads from the index (the turnover band's id, for its label's order). */
const SORT_COLUMNS: Record<InboxSort, SQLWrapper> = {
  startDate: currentStartDate,
  endDate: currentEndDate,
  createdDate: posts.createdAt,
  reference: posts.sortReference,
  heading: posts.sortHeading,
  turnover: posts.turnoverId,
};

/**
 * What a buyer's post list is ordered by (the post id then breaks ties, so pages never overlap),
 * for a query over `matched (id, sort_key)` whose `sort_key` is `column` of each post: the key to
 * order by, and the join it needs. The turnover order is the band's sort order, looked up by one
 * join over the matches rather than a subquery per match (6 000 for a wide buyer: a third of the
 * page statement's time).
 */
export function postSort(sort: InboxSort): { column: SQLWrapper; key: SQL; join: SQL } {
  if (sort === 'turnover') {
    return { column: SORT_COLUMNS.turnover, key: sql`${turnoverBands.sortOrder}`, join: sql`left join ${turnoverBands} on ${turnoverBands.id} = matched.sort_key` };
  }
  return { column: SORT_COLUMNS[sort], key: sql`matched.sort_key`, join: sql`` };
}
