import { and, desc, eq, sql } from 'drizzle-orm';
import {
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_FILTER_NAMES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  sameSavedSearch,
  type MessageResponse,
  type SavedSearch,
  type SavedSearchFilters,
} from '@insolvency/shared-contracts';
import type { saveSearchRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { categories, employeeBands, locations, savedSearches, tradingStatuses, turnoverBands, users } from '../../db/schema';
import { AppError } from '../../errors';
import { londonDateOf } from '../london-dates';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { searchTsQuery, tsQueryHasTerms } from '../search/search-query';

/*
 * A buyer's saved searches (issue 49): the words and filters of a search, kept as an alert
 * (saved-search-alerts.ts mails what they find). At most SAVED_SEARCHES_MAX per buyer, no two
 * the same. The words become the search's own tsquery when saved (search-query.ts, typo
 * alternatives included as the search found them that day), so a post going live is matched
 * against all of them by one statement.
 */

type FilterKey = (typeof SAVED_SEARCH_FILTER_KEYS)[number];

/** The label table of each filter key. */
const LABEL_TABLES = { region: locations, sector: categories, turnover: turnoverBands, employees: employeeBands, trading: tradingStatuses } as const;

interface LabelRow extends Record<string, unknown> {
  key: FilterKey;
  id: number;
  description: string;
}

/** The texts of the labels `filters` name, per key and id (one query for any number of searches). */
async function labelTexts(db: Database, filters: readonly SavedSearchFilters[]): Promise<Map<string, string>> {
  const wanted = SAVED_SEARCH_FILTER_KEYS.flatMap((key) => {
    const ids = [...new Set(filters.flatMap((filter) => (filter[key] === undefined ? [] : [filter[key]])))];
    return ids.length ? [sql`select ${key}::text as key, id, description from ${LABEL_TABLES[key]} where id = any(${`{${ids.join(',')}}`}::int[])`] : [];
  });
  if (wanted.length === 0) return new Map();
  const { rows } = (await db.execute(sql.join(wanted, sql` union all `))) as unknown as { rows: LabelRow[] };
  return new Map(rows.map((row) => [`${row.key}:${Number(row.id)}`, row.description]));
}

/** GET buyer/saved-searches: the buyer's saved searches, newest first, with their filters' texts. */
export async function listSavedSearches(ctx: ServiceContext, buyer: AuthUser): Promise<SavedSearch[]> {
  const rows = await ctx.db
    .select({
      id: savedSearches.id,
      query: savedSearches.query,
      filters: savedSearches.filters,
      delivery: savedSearches.delivery,
      createdDate: londonDateOf(savedSearches.createdAt),
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, buyer.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  const labels = await savedSearchFilterLabels(ctx.db, rows.map((row) => row.filters));
  return rows.map((row, index) => ({ ...row, filterLabels: labels[index] }));
}

/**
 * The set filters of each of `filters`, by name and label text, in SAVED_SEARCH_FILTER_KEYS order
 * (one query for any number of searches); a filter whose label is gone is left out.
 */
export async function savedSearchFilterLabels(db: Database, filters: readonly SavedSearchFilters[]): Promise<Array<SavedSearch['filterLabels']>> {
  const texts = await labelTexts(db, filters);
  return filters.map((filter) =>
    SAVED_SEARCH_FILTER_KEYS.flatMap((key) => {
      const label = filter[key] === undefined ? undefined : texts.get(`${key}:${filter[key]}`);
      return label === undefined ? [] : [{ key, name: SAVED_SEARCH_FILTER_NAMES[key], label }];
    }),
  );
}

/**
 * POST buyer/saved-searches {Query, Filters, Delivery}: 400 for a filter naming no label or for words
 * all too common to search for (the search would find nothing), 409 for a
 * search the buyer saved already, 400 past SAVED_SEARCHES_MAX. The buyer's row is locked while
 * their searches are counted, so two saves at once cannot pass the limit together.
 */
export async function saveSearch(ctx: ServiceContext, buyer: AuthUser, input: z.output<typeof saveSearchRequestSchema>): Promise<MessageResponse> {
  const filters = Object.fromEntries(SAVED_SEARCH_FILTER_KEYS.flatMap((key) => (input.Filters[key] === undefined ? [] : [[key, input.Filters[key]]]))) as SavedSearchFilters;
  const texts = await labelTexts(ctx.db, [filters]);
  if (texts.size !== Object.keys(filters).length) throw new AppError(400, SAVED_SEARCH_MESSAGES.unknownLabel);
  const search = { query: input.Query, filters };
  const tsQuery = await searchTsQuery(ctx.db, input.Query, ctx.today());
  // Words that are all stop words make an empty query, which no post ever matches.
  if (tsQuery && !(await tsQueryHasTerms(ctx.db, tsQuery))) {
    throw new AppError(400, SAVED_SEARCH_MESSAGES.tooCommon, { errors: { Query: [SAVED_SEARCH_MESSAGES.tooCommon] } });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, buyer.id)).for('update');
    const kept = await tx.select({ query: savedSearches.query, filters: savedSearches.filters }).from(savedSearches).where(eq(savedSearches.userId, buyer.id));
    if (kept.some((other) => sameSavedSearch(other, search))) throw new AppError(409, SAVED_SEARCH_MESSAGES.duplicate);
    if (kept.length >= SAVED_SEARCHES_MAX) throw new AppError(400, SAVED_SEARCH_MESSAGES.tooMany);
    await tx.insert(savedSearches).values({
      userId: buyer.id,
      query: input.Query,
      searchQuery: tsQuery ? sql`to_tsquery('english'::regconfig, ${tsQuery})` : null,
      filters,
      delivery: input.Delivery,
      createdAt: ctx.now(),
    });
  });
  return { message: SAVED_SEARCH_MESSAGES.saved };
}

/** DELETE buyer/saved-searches?id: 404 unless it is one of the buyer's. */
export async function removeSavedSearch(ctx: ServiceContext, buyer: AuthUser, savedSearchId: number): Promise<MessageResponse> {
  const removed = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, buyer.id)))
    .returning({ id: savedSearches.id });
  if (removed.length === 0) throw new AppError(404, SAVED_SEARCH_MESSAGES.notFound);
  return { message: SAVED_SEARCH_MESSAGES.removed };
}


/** How mails name each saved search: its words, or its filters' texts ("Yorkshire, Retail") when it has none. */
export async function savedSearchNames(db: Database, searches: ReadonlyArray<{ id: number; query: string; filters: SavedSearchFilters }>): Promise<Map<number, string>> {
  const texts = await labelTexts(db, searches.filter((search) => !search.query).map((search) => search.filters));
  return new Map(
    searches.map((search) => [
      search.id,
      search.query || SAVED_SEARCH_FILTER_KEYS.flatMap((key) => texts.get(`${key}:${search.filters[key]}`) ?? []).join(', '),
    ]),
  );
}
