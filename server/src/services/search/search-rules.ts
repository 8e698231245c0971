import { sql, type SQL } from 'drizzle-orm';
import { addDays, type SEARCH_FACET_KEYS, type SearchAddedDays } from '@insolvency/shared-contracts';
import { appointmentStatuses, categories, employeeBands, locations, posts, tradingStatuses, turnoverBands } from '../../db/schema';
import { currentStartDate } from '../posts/site-status';

/*
 * The rules by which a search finds a post, shared by the public search (search-posts.ts) and
 * the saved searches' alerts (saved-search-alerts.ts), so that an alert finds exactly the posts
 * its search would: how a filter's values hold for a post, "added in the last days", and how the
 * words (with a town read as its region) match.
 */

type FacetKey = (typeof SEARCH_FACET_KEYS)[number];

/** Each facet's post column, and whether it holds several ids (the post's regions and sectors). */
export const FACET_POST_COLUMNS = {
  region: { column: posts.matchLocationIds, many: true },
  sector: { column: posts.matchCategoryIds, many: true },
  turnover: { column: posts.turnoverId, many: false },
  employees: { column: posts.employeesId, many: false },
  trading: { column: posts.tradingStatusId, many: false },
  appointment: { column: posts.businessStatusId, many: false },
} as const satisfies Record<FacetKey, unknown>;

/** Each facet's label table (its values' names). */
export const FACET_LABEL_TABLES = {
  region: locations,
  sector: categories,
  turnover: turnoverBands,
  employees: employeeBands,
  trading: tradingStatuses,
  appointment: appointmentStatuses,
} as const satisfies Record<FacetKey, unknown>;

/** A filter given several ids (`int[]`) holds for a post's value of that facet (`value`: its column, or the same read elsewhere) when it has any of them. */
export function facetHolds(key: FacetKey, value: SQL, ids: SQL): SQL {
  return FACET_POST_COLUMNS[key].many ? sql`${value} && ${ids}` : sql`${value} = any(${ids})`;
}

/** "Added in the last N days": on sale since the N-th day back, today counting as one. */
export function addedSince(today: string, added: SearchAddedDays): string {
  return addDays(today, 1 - added);
}

/** Whether the post went on sale within `since` (a date, or SQL giving one; null holds for all). */
export function addedHolds(since: SQL | string, start: SQL = sql`${currentStartDate}`): SQL {
  return sql`${start} >= ${since}`;
}

/**
 * Whether a post's words match a search: its vector answers `query` (a tsquery); or, when the
 * words named a town (`place`), the post is in the town's region and `restHolds` (the other
 * words match; absent when the town was all the words). `regionNamed`, when given, is a test
 * every post of the region passes (`regionNamedBy`): it decides nothing, but it reads the
 * posts' GIN index, so the region's posts are found from it rather than by reading every post.
 */
export function wordsHold(query: SQL, place?: { regionId: SQL; restHolds?: SQL; regionNamed?: SQL }): SQL {
  const found = sql`${posts.searchVector} @@ ${query}`;
  if (!place) return found;
  const tests = [place.restHolds, place.regionNamed, sql`${posts.matchLocationIds} && array[${place.regionId}]::int[]`].filter((test) => test !== undefined);
  return sql`(${found} or (${sql.join(tests, sql` and `)}))`;
}

/**
 * A post's label words (weight B of its vector, migration 0016) hold the names of its locations,
 * so every post of a region holds its region's name: the region's name as a tsquery.
 */
export function regionNamedBy(regionId: SQL): SQL {
  return sql`${posts.searchVector} @@ (select plainto_tsquery('english'::regconfig, ${locations.description}) from ${locations} where ${locations.id} = ${regionId})`;
}
