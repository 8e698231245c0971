import type { AlertFrequency } from './interest';
import { SEARCH_ADDED_LABELS, SEARCH_FACET_KEYS, SEARCH_SORT_LABELS, searchFacetIds, searchTextKey, type SearchFilter, type SearchSort, type SearchView } from './search';

/**
 * Saved searches (issue 49, beyond the spec): a buyer keeps a search's words and filters as an
 * alert. Each new live public post the search would find is mailed to them once, at once or in
 * the daily digest (`delivery`, the same two choices as the match alerts).
 */

/**
 * The filters of a saved search: everything the search page's address holds besides its words and
 * page (`SearchView`), each optional. A filter holds a label id, or several (any of them, as
 * `region=1&region=2` on the page); `added`, `sort` and `exact` as the page has them.
 */
export type SavedSearchFilters = Pick<SearchFilter, (typeof SEARCH_FACET_KEYS)[number] | 'added' | 'exact'> & {
  /** The order the search page lists them in (relevance when left out); alerts do not depend on it. */
  sort?: Exclude<SearchSort, 'relevance'>;
};

/** The label filters of a saved search (the search's facets), in the order a list shows them. */
export const SAVED_SEARCH_FILTER_KEYS = SEARCH_FACET_KEYS satisfies readonly (keyof SavedSearchFilters)[];

/** Every key of a saved search's filters, in the order a list shows them. */
export const SAVED_SEARCH_OPTION_KEYS = [...SEARCH_FACET_KEYS, 'added', 'sort', 'exact'] as const satisfies readonly (keyof SavedSearchFilters)[];

/** How a list names each filter key. */
export const SAVED_SEARCH_FILTER_NAMES: Record<keyof SavedSearchFilters, string> = {
  region: 'Region',
  sector: 'Sector',
  turnover: 'Turnover',
  employees: 'Employees',
  trading: 'Trading status',
  appointment: 'Appointment type',
  added: 'Added',
  sort: 'Sort',
  exact: 'Words',
};

/** A saved search's filters as the page's view has them (its words and page 1 aside): to open it again, or to log in and come back. */
export function savedSearchView(q: string, filters: SavedSearchFilters): SearchView {
  const view: SearchView = { q, page: 1 };
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const ids = searchFacetIds(filters[key]);
    if (ids.length > 0) view[key] = ids.length === 1 ? ids[0] : ids;
  }
  if (filters.added !== undefined) view.added = filters.added;
  if (filters.sort !== undefined) view.sort = filters.sort;
  if (filters.exact) view.exact = true;
  return view;
}

/** The saved-search filters of a search (its words and page aside), in one form: one value as a number, several sorted. */
export function savedSearchFiltersOf(search: SearchFilter | SavedSearchFilters): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const ids = searchFacetIds(search[key]);
    if (ids.length > 0) filters[key] = ids.length === 1 ? ids[0] : ids;
  }
  if (search.added !== undefined) filters.added = search.added;
  if (search.sort !== undefined && search.sort !== 'relevance') filters.sort = search.sort;
  if (search.exact) filters.exact = true;
  return filters;
}

/** The text a list shows for one of a saved search's options that is not a label (added, sort, exact). */
export function savedSearchOptionText(filters: SavedSearchFilters, key: 'added' | 'sort' | 'exact'): string | undefined {
  if (key === 'added') return filters.added === undefined ? undefined : SEARCH_ADDED_LABELS[filters.added];
  if (key === 'sort') return filters.sort === undefined ? undefined : SEARCH_SORT_LABELS[filters.sort];
  return filters.exact ? 'Exactly as typed' : undefined;
}

/** The most saved searches a buyer may keep: each one is matched against every post going live. */
export const SAVED_SEARCHES_MAX = 20;

/** GET buyer/saved-searches: one of the buyer's saved searches, newest first. */
export interface SavedSearch {
  id: number;
  /** The words as the buyer typed them (may be empty when filters alone make the search). */
  query: string;
  filters: SavedSearchFilters;
  /** Each set filter's name and its text (several values joined by "or"), in SAVED_SEARCH_OPTION_KEYS order. */
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
  const [x, y] = [savedSearchFiltersOf(a.filters), savedSearchFiltersOf(b.filters)];
  return (
    searchTextKey(a.query) === searchTextKey(b.query) &&
    SAVED_SEARCH_FILTER_KEYS.every((key) => searchFacetIds(x[key]).join(',') === searchFacetIds(y[key]).join(',')) &&
    x.added === y.added &&
    x.sort === y.sort &&
    x.exact === y.exact
  );
}
