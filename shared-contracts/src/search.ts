import type { Post } from './posts';
import { ROUTE_PATHS } from './route-names';

/**
 * `GET unauth/search` (issue 49, beyond the spec): live, publicly shown posts found by their
 * words, with counts per filter value for the same words. Every parameter is optional: without
 * `q` every live post is listed, newest on sale first.
 */
export interface SearchFilter {
  /** What the visitor typed; the last word is matched as a prefix (it may still be being typed). */
  q?: string;
  /** A location id. */
  region?: number;
  /** A sector: a category id (the category itself or any of its categories). */
  sector?: number;
  turnover?: number;
  employees?: number;
  /** A trading status id. */
  trading?: number;
  page?: number;
  pageSize?: number;
}

export const SEARCH_TEXT_MAX_LENGTH = 200;
/** Words a search may hold: a description of a business, not a document. */
export const SEARCH_WORDS_MAX = 12;
export const SEARCH_PAGE_SIZE_MAX = 24;
export const SEARCH_PAGE_MAX = 100;
export const SEARCH_PAGE_SIZE = 12;
/** The example the search fields show ('e.g. …'): words the demo data finds (a trade and a region), so trying it shows results. */
export const SEARCH_EXAMPLE_WORDS = 'bakery Yorkshire';

/**
 * A found post: the post card's fields, its labels' texts, and `snippet`: a passage of its
 * description as HTML-escaped text in which only `<mark>` and `</mark>` are markup, around the
 * words that matched. A client may render it as HTML, or split it on those two tags.
 */
export type SearchItem = Pick<
  Post,
  | 'businessId'
  | 'reference'
  | 'activityHeading'
  | 'siteStatus'
  | 'creationDate'
  | 'activeStartDate'
  | 'activeEndDate'
  | 'locations'
  | 'primaryCategory'
  | 'turnover'
  | 'employee'
  | 'tradingStatus'
  | 'createdByCompany'
> & { snippet: string };

/** How many found posts have one filter value (a label's id and text), when the other filters apply. */
export interface SearchFacetCount {
  id: number;
  description: string;
  count: number;
}

/** Counts for the current words; each key's counts leave that key's own filter out, so a visitor can widen it. */
export interface SearchFacets {
  region: SearchFacetCount[];
  sector: SearchFacetCount[];
  turnover: SearchFacetCount[];
  employees: SearchFacetCount[];
  trading: SearchFacetCount[];
}

export interface SearchAnswer {
  items: SearchItem[];
  /** Posts found over all pages. */
  total: number;
  facets: SearchFacets;
}

export const SEARCH_FACET_KEYS = ['region', 'sector', 'turnover', 'employees', 'trading'] as const satisfies readonly (keyof SearchFacets)[];

/** The words of a search, lower case: runs of letters and digits (everything else separates them). */
export function searchTextWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** What the search page's address says: `/search?q=&region=&sector=&turnover=&employees=&trading=&page=`. */
export interface SearchView {
  q: string;
  region?: number;
  sector?: number;
  turnover?: number;
  employees?: number;
  trading?: number;
  page: number;
}

const SEARCH_ID_PATTERN = /^[1-9][0-9]{0,8}$/;

function searchIdFrom(value: string | null): number | undefined {
  return value !== null && SEARCH_ID_PATTERN.test(value) ? Number(value) : undefined;
}

/**
 * Reads the view from the page's query (the browser's screen and the server's render). Text the
 * server would refuse is cut to what it takes (a single line, the first `SEARCH_WORDS_MAX` words
 * within `SEARCH_TEXT_MAX_LENGTH`), and an unreadable filter or page is left out, so an old or
 * hand-edited link still finds something rather than showing an error.
 */
export function parseSearchView(params: URLSearchParams): SearchView {
  const text = (params.get('q') ?? '').replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').slice(0, SEARCH_TEXT_MAX_LENGTH).trim();
  const words = searchTextWords(text);
  const page = searchIdFrom(params.get('page'));
  const view: SearchView = {
    q: words.length > SEARCH_WORDS_MAX ? words.slice(0, SEARCH_WORDS_MAX).join(' ') : text,
    page: page !== undefined && page <= SEARCH_PAGE_MAX ? page : 1,
  };
  for (const key of SEARCH_FACET_KEYS) {
    const id = searchIdFrom(params.get(key));
    if (id !== undefined) view[key] = id;
  }
  return view;
}

/** The query of a view, without what is at its default (no words, no filter, page 1): the address and the call's. */
export function searchViewParams(view: SearchView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  for (const key of SEARCH_FACET_KEYS) if (view[key] !== undefined) params.set(key, String(view[key]));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The call of a view: its words and filters, the page, `SEARCH_PAGE_SIZE` a page. */
export function searchFilterOf(view: SearchView): SearchFilter {
  const filter: SearchFilter = { page: view.page, pageSize: SEARCH_PAGE_SIZE };
  if (view.q) filter.q = view.q;
  for (const key of SEARCH_FACET_KEYS) if (view[key] !== undefined) filter[key] = view[key];
  return filter;
}

/** The address of the search page for some words (the search boxes' target without script). */
export function searchPagePath(q: string): string {
  const params = searchViewParams({ q: q.trim(), page: 1 });
  const query = params.toString();
  return query ? `${ROUTE_PATHS.Search}?${query}` : ROUTE_PATHS.Search;
}
