import { and, desc, eq, sql } from 'drizzle-orm';
import {
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_FILTER_NAMES,
  SAVED_SEARCH_OPTION_KEYS,
  savedSearchFiltersOf,
  savedSearchOptionText,
  searchFacetIds,
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
import { savedSearches, users } from '../../db/schema';
import { AppError } from '../../errors';
import { londonDateOf } from '../london-dates';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { planSearchQuery, tsQueryHasTerms } from '../search/search-query';
import { FACET_LABEL_TABLES } from '../search/search-rules';

/*
 * A buyer's saved searches (issue 49): the words and filters of a search, kept as an alert
 * (saved-search-alerts.ts mails what they find). At most SAVED_SEARCHES_MAX per buyer, no two
 * the same. The words become the search's own tsquery when saved (search-query.ts, typo
 * alternatives included as the search found them that day), so a post going live is matched
 * against all of them by one statement.
 */

type FilterKey = (typeof SAVED_SEARCH_FILTER_KEYS)[number];


interface LabelRow extends Record<string, unknown> {
  key: FilterKey;
  id: number;
  description: string;
}

/** The texts of the labels `filters` name, per key and id (one query for any number of searches). */
async function labelTexts(db: Database, filters: readonly SavedSearchFilters[]): Promise<Map<string, string>> {
  const wanted = SAVED_SEARCH_FILTER_KEYS.flatMap((key) => {
    const ids = [...new Set(filters.flatMap((filter) => searchFacetIds(filter[key])))];
    return ids.length ? [sql`select ${key}::text as key, id, description from ${FACET_LABEL_TABLES[key]} where id = any(${`{${ids.join(',')}}`}::int[])`] : [];
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
 * The set filters of each of `filters`, by name and text, in SAVED_SEARCH_OPTION_KEYS order: a
 * filter's labels joined by "or" (in the labels' ids order; one whose label is gone left out),
 * then added, sort and exact (one query for any number of searches).
 */
export async function savedSearchFilterLabels(db: Database, filters: readonly SavedSearchFilters[]): Promise<Array<SavedSearch['filterLabels']>> {
  const texts = await labelTexts(db, filters);
  return filters.map((filter) =>
    SAVED_SEARCH_OPTION_KEYS.flatMap((key) => {
      const label =
        key === 'added' || key === 'sort' || key === 'exact'
          ? savedSearchOptionText(filter, key)
          : searchFacetIds(filter[key]).flatMap((id) => texts.get(`${key}:${id}`) ?? []).join(' or ') || undefined;
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
  const filters = savedSearchFiltersOf(input.Filters);
  const texts = await labelTexts(ctx.db, [filters]);
  if (texts.size !== SAVED_SEARCH_FILTER_KEYS.reduce((count, key) => count + searchFacetIds(filters[key]).length, 0)) {
    throw new AppError(400, SAVED_SEARCH_MESSAGES.unknownLabel);
  }
  const search = { query: input.Query, filters };
  // The words as the search reads them that day (exact or not): a town kept as its region and the other words.
  const plan = await planSearchQuery(ctx.db, input.Query, ctx.today(), { exact: filters.exact });
  const tsQuery = plan.tsQuery;
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
      placeRegionId: plan.place?.regionId ?? null,
      placeQuery: plan.place?.rest.tsQuery ? sql`to_tsquery('english'::regconfig, ${plan.place.rest.tsQuery})` : null,
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
      search.query || SAVED_SEARCH_FILTER_KEYS.flatMap((key) => searchFacetIds(search.filters[key]).flatMap((id) => texts.get(`${key}:${id}`) ?? [])).join(', '),
    ]),
  );
}
