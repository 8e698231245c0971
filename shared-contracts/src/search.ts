import type { Post } from './posts';

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
