import type { AlertFrequency } from './interest';
import { searchTextKey } from './search';

/**
 * Saved searches (issue 49, beyond the spec): a buyer keeps a search's words and filters as an
 * alert. Each new live public post the search would find is mailed to them once, at once or in
 * the daily digest (`delivery`, the same two choices as the match alerts).
 */

/** The filters of a saved search: the search's own filter keys (label ids), each optional. */
/** A saved search keeps one value per filter (a search's several values are not saved yet). */
export interface SavedSearchFilters {
  region?: number;
  sector?: number;
  turnover?: number;
  employees?: number;
  trading?: number;
}

/** The filter keys of a saved search, in the order a list shows them. */
export const SAVED_SEARCH_FILTER_KEYS = ['region', 'sector', 'turnover', 'employees', 'trading'] as const satisfies readonly (keyof SavedSearchFilters)[];

/** How a list names each filter key. */
export const SAVED_SEARCH_FILTER_NAMES: Record<keyof SavedSearchFilters, string> = {
  region: 'Region',
  sector: 'Sector',
  turnover: 'Turnover',
  employees: 'Employees',
  trading: 'Trading status',
};

/** The most saved searches a buyer may keep: each one is matched against every post going live. */
export const SAVED_SEARCHES_MAX = 20;

/** GET buyer/saved-searches: one of the buyer's saved searches, newest first. */
export interface SavedSearch {
  id: number;
  /** The words as the buyer typed them (may be empty when filters alone make the search). */
  query: string;
  filters: SavedSearchFilters;
  /** Each set filter's name and its label's text, in SAVED_SEARCH_FILTER_KEYS order. */
  filterLabels: Array<{ key: keyof SavedSearchFilters; name: string; label: string }>;
  delivery: AlertFrequency;
  /** `YYYY-MM-DD` (London). */
  createdDate: string;
}

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved: we will e-mail you new posts it finds.',
  removed: 'Saved search removed.',
  empty: 'Type some words or choose a filter before saving a search.',
  tooCommon: 'These words are too common to search for: add a word particular to the businesses you want.',
  tooMany: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Remove one to save another.`,
  duplicate: 'You have already saved this search.',
  notFound: 'This saved search does not exist.',
  unknownLabel: 'A filter of this search is not a known value.',
} as const;

/** True when a saved search's words and filters are the same search as another's. */
export function sameSavedSearch(a: { query: string; filters: SavedSearchFilters }, b: { query: string; filters: SavedSearchFilters }): boolean {
  return searchTextKey(a.query) === searchTextKey(b.query) && SAVED_SEARCH_FILTER_KEYS.every((key) => a.filters[key] === b.filters[key]);
}
