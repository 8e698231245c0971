import type { Post } from './posts';
import { ROUTE_PATHS } from './route-names';

/**
 * `GET unauth/search` (issue 49, beyond the spec): live, publicly shown posts found by their
 * words, with counts per filter value for the same words. Every parameter is optional: without
 * `q` every live post is listed, newest on sale first.
 */
export interface SearchFilter {
  /**
   * What the visitor typed, read as `parseSearchText` says: words that must all match (the last
   * one also as a prefix, from 3 letters), `OR` between two, `-word` to exclude, `"an exact phrase"`.
   */
  q?: string;
  /** The words exactly as typed: a word found nowhere is not replaced by the posts' nearest words. */
  exact?: boolean;
  /** A location id, or several (any of them: `region=1&region=2`). */
  region?: number | number[];
  /** A sector: a category id (the category itself or any of its categories), or several (any of them). */
  sector?: number | number[];
  /** A turnover band id, or several (any of them). */
  turnover?: number | number[];
  /** An employees band id, or several (any of them). */
  employees?: number | number[];
  /** A trading status id, or several (any of them). */
  trading?: number | number[];
  /** An appointment type id (Administration, Liquidation, …: the post's business status), or several (any of them). */
  appointment?: number | number[];
  /** The order: best match first (the default), newest on sale first, or closing soonest first. */
  sort?: SearchSort;
  /** Only posts that went on sale in the last 1, 7 or 30 days (today counting as one). */
  added?: SearchAddedDays;
  page?: number;
  pageSize?: number;
}

export const SEARCH_SORTS = ['relevance', 'newest', 'closing'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_ADDED_DAYS = [1, 7, 30] as const;
export type SearchAddedDays = (typeof SEARCH_ADDED_DAYS)[number];
/** How the search page and a saved search's list name each order other than relevance, and each "added" choice. */
export const SEARCH_SORT_LABELS: Record<Exclude<SearchSort, 'relevance'>, string> = { newest: 'Newest', closing: 'Closing soonest' };
export const SEARCH_ADDED_LABELS: Record<SearchAddedDays, string> = { 1: 'In the last day', 7: 'In the last 7 days', 30: 'In the last 30 days' };
/** Values one facet may be given at once. */
export const SEARCH_FACET_VALUES_MAX = 50;

/** A facet's filter as a list of ids (none when it is left out). */
export function searchFacetIds(value: number | number[] | undefined): number[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...new Set(value)].sort((a, b) => a - b) : [value];
}

/** Room for a pasted post title (at most 150 characters, `ACTIVITY_HEADING_MAX_LENGTH`) with words and syntax around it. */
export const SEARCH_TEXT_MAX_LENGTH = 300;
/** Words a search may hold (`OR` counts as one): a pasted title and more, not a document. */
export const SEARCH_WORDS_MAX = 40;
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
  appointment: SearchFacetCount[];
}

/** A searched word found in no post, replaced by the nearest word the posts hold. */
export interface SearchCorrection {
  /** The word as the search read it (lower case). */
  from: string;
  /** The nearest word of the posts that the search looked for instead (with up to two more, further away). */
  to: string;
}

/**
 * A UK town or city the words named, understood as its region: the posts found are those that hold
 * its words (with the others) and those of its region that hold the other words.
 */
export interface SearchPlace {
  /** The place as it is called ("Leeds", "King's Lynn"). */
  name: string;
  /** Its words as the search read them, lower case ("leeds", "king s lynn"). */
  words: string;
  /** Its region: a location id of the region filter, and that location's name. */
  regionId: number;
  region: string;
}

export interface SearchAnswer {
  items: SearchItem[];
  /** Posts found over all pages. */
  total: number;
  facets: SearchFacets;
  /**
   * Present when every post found was found only through corrections of misspelt words (never
   * with `exact`): the words replaced, in the order typed. `exact=1` searches the words as typed.
   */
  corrected?: SearchCorrection[];
  /** Present when the words named a UK town or city (the first one named). */
  place?: SearchPlace;
}

export const SEARCH_FACET_KEYS = ['region', 'sector', 'turnover', 'employees', 'trading', 'appointment'] as const satisfies readonly (keyof SearchFacets)[];

/** The words of a search, lower case: runs of letters and digits (everything else separates them). */
export function searchTextWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * One thing a search looks for: a word, or the words of a phrase in order (a quoted word is a
 * phrase of one: matched as it is, never as a prefix nor corrected); `negated` when posts holding
 * it are left out.
 */
export interface SearchTerm {
  words: string[];
  phrase: boolean;
  negated: boolean;
}

/** A search's text as terms: every clause must match, and a clause matches when any of its terms does (`OR`). */
export type SearchClauses = SearchTerm[][];

/**
 * Reads search text as people type it into a search engine (PostgreSQL's `websearch_to_tsquery`,
 * Google): words that must all match; `"words in quotes"` a phrase, in that order (an unclosed
 * quote runs to the end); `-word` or `-"a phrase"` at the start of a word leaves out the posts
 * holding it (a hyphen inside a word, as in "co-op", is not one); `OR` in capitals between two
 * terms finds either (in lower case "or" is an ordinary, too-common word, as in a pasted title).
 * Words are runs of letters and digits, lower case; everything else separates them, so nothing
 * typed is ever an operator of the database's query language. A run such as "co-op" holds
 * several words: each must match, or, excluded, they are left out as a phrase.
 */
export function parseSearchText(text: string): SearchClauses {
  const clauses: SearchClauses = [];
  let orPending = false;
  const add = (term: SearchTerm) => {
    if (orPending && clauses.length > 0) clauses[clauses.length - 1].push(term);
    else clauses.push([term]);
    orPending = false;
  };
  const pattern = /(-?)"([^"]*)"?|(-?)([^\s"]+)/gu;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const startsWord = match.index === 0 || /\s/u.test(text[match.index - 1]);
    if (match[2] !== undefined) {
      const words = searchTextWords(match[2]);
      if (words.length > 0) add({ words, phrase: true, negated: match[1] === '-' && startsWord });
      continue;
    }
    if (match[4] === 'OR' && match[3] === '') {
      orPending = clauses.length > 0;
      continue;
    }
    const words = searchTextWords(match[4]);
    if (words.length === 0) continue;
    if (match[3] === '-' && startsWord) add({ words, phrase: words.length > 1, negated: true });
    else for (const word of words) add({ words: [word], phrase: false, negated: false });
  }
  return clauses;
}

/**
 * The search a text makes, as one string: texts that differ only in case, punctuation and spacing
 * make the same search (an answer cache's key, saved searches' sameness).
 */
export function searchTextKey(text: string): string {
  return parseSearchText(text)
    .map((clause) => clause.map((term) => `${term.negated ? '-' : ''}${term.phrase ? `"${term.words.join(' ')}"` : term.words.join(' ')}`).join(' OR '))
    .join(' ');
}

/** What the search page's address says: `/search?q=&exact=1&region=&sector=&turnover=&employees=&trading=&appointment=&sort=&added=&page=` (each filter repeatable). */
export interface SearchView {
  q: string;
  /** The words exactly as typed, not corrected (`exact=1`). */
  exact?: boolean;
  /** A filter's value, or its several values (any of them; the address repeats the parameter). */
  region?: number | number[];
  sector?: number | number[];
  turnover?: number | number[];
  employees?: number | number[];
  trading?: number | number[];
  appointment?: number | number[];
  /** Left out for relevance, the default. */
  sort?: Exclude<SearchSort, 'relevance'>;
  added?: SearchAddedDays;
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
  // Past the most words, the text up to the end of the last word allowed (its quotes and signs kept).
  const lastWord = [...text.matchAll(/[\p{L}\p{N}]+/gu)][SEARCH_WORDS_MAX - 1];
  const page = searchIdFrom(params.get('page'));
  const view: SearchView = {
    q: lastWord?.index === undefined ? text : text.slice(0, lastWord.index + lastWord[0].length),
    page: page !== undefined && page <= SEARCH_PAGE_MAX ? page : 1,
  };
  if (params.get('exact') === '1') view.exact = true;
  for (const key of SEARCH_FACET_KEYS) {
    const ids = searchFacetIds(params.getAll(key).flatMap((value) => searchIdFrom(value) ?? []).slice(0, SEARCH_FACET_VALUES_MAX));
    if (ids.length > 0) view[key] = ids.length === 1 ? ids[0] : ids;
  }
  const sort = params.get('sort');
  if (sort === 'newest' || sort === 'closing') view.sort = sort;
  const added = SEARCH_ADDED_DAYS.find((days) => String(days) === params.get('added'));
  if (added !== undefined) view.added = added;
  return view;
}

/** The query of a view, without what is at its default (no words, no filter, page 1): the address and the call's. */
export function searchViewParams(view: SearchView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.exact) params.set('exact', '1');
  for (const key of SEARCH_FACET_KEYS) for (const id of searchFacetIds(view[key])) params.append(key, String(id));
  if (view.sort) params.set('sort', view.sort);
  if (view.added) params.set('added', String(view.added));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The call of a view: its words and filters, the page, `SEARCH_PAGE_SIZE` a page. */
export function searchFilterOf(view: SearchView): SearchFilter {
  const filter: SearchFilter = { page: view.page, pageSize: SEARCH_PAGE_SIZE };
  if (view.q) filter.q = view.q;
  if (view.exact) filter.exact = true;
  for (const key of SEARCH_FACET_KEYS) if (view[key] !== undefined) filter[key] = view[key];
  if (view.sort) filter.sort = view.sort;
  if (view.added) filter.added = view.added;
  return filter;
}

/** The address of the search page for some words (the search boxes' target without script). */
export function searchPagePath(q: string): string {
  const params = searchViewParams({ q: q.trim(), page: 1 });
  const query = params.toString();
  return query ? `${ROUTE_PATHS.Search}?${query}` : ROUTE_PATHS.Search;
}
