import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  formatCount,
  pathFor,
  ROUTE_PATHS,
  SEARCH_FACET_KEYS,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXT_MAX_LENGTH,
  searchFilterOf,
  searchViewParams,
  type SearchCorrection,
  type SearchPlace,
  type SearchView,
} from '@insolvency/shared-contracts';
import { apiErrorMessage, apiErrorStatus } from '@insolvency/shared-auth';
import { EmptyState, ErrorState, LinkButton, LoadingState, PageHeader, PostCard, PostCardGrid, SEARCH_EXAMPLE_PLACEHOLDER, usePageTitle } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { SaveSearchButton } from '@insolvency/shared-ui/save-search';
import { usePublicSearchQuery } from '../api/search-api';
import { useSearchView } from '../hooks/use-search-view';
import { MarkedSnippet } from './marked-snippet';
import { SearchFacetSelects } from './search-facets';

/** The page's title: what was searched for. */
export function searchTitle(q: string): string {
  return q ? `Search results for “${q}”` : 'Search opportunities';
}

const filtered = (view: SearchView) => view.added !== undefined || SEARCH_FACET_KEYS.some((key) => view[key] !== undefined);
const hrefOf = (view: SearchView) => {
  const query = searchViewParams(view).toString();
  return query ? `${ROUTE_PATHS.Search}?${query}` : ROUTE_PATHS.Search;
};

/** The words as typed with each corrected word replaced by the word searched instead (case and punctuation as typed). */
export function correctedText(q: string, corrections: readonly SearchCorrection[]): string {
  const instead = new Map(corrections.map((correction) => [correction.from, correction.to]));
  return q.replace(/[\p{L}\p{N}]+/gu, (word) => instead.get(word.toLowerCase()) ?? word);
}

/** The words as typed without the place's ("bakery" of "bakery Leeds"), spacing tidied; empty when the place was all. */
export function wordsBesidePlace(q: string, place: Pick<SearchPlace, 'words'>): string {
  const tokens = [...q.matchAll(/[\p{L}\p{N}]+/gu)];
  const placeWords = place.words.split(' ');
  for (let start = 0; start + placeWords.length <= tokens.length; start++) {
    const run = tokens.slice(start, start + placeWords.length);
    if (run.every((token, offset) => token[0].toLowerCase() === placeWords[offset])) {
      const [first, last] = [run[0], run[run.length - 1]];
      const cut = q.slice(0, first.index) + q.slice(last.index! + last[0].length);
      return cut.replace(/""/g, '').replace(/\s+/g, ' ').trim();
    }
  }
  return q;
}

/** What a town in the words was understood as: "Showing bakery in Yorkshire and the Humber, the region of Leeds, …". */
function PlaceLine({ q, place }: { q: string; place: SearchPlace }) {
  const { token } = theme.useToken();
  const beside = wordsBesidePlace(q, place);
  return (
    <p style={{ margin: `0 0 ${token.margin}px` }}>
      Showing {beside ? <strong>{beside}</strong> : 'posts'} in {place.region}, the region of {place.name}, and posts that name {place.name} elsewhere.
    </p>
  );
}

/**
 * Search (`/search?q=&…`, public, beyond the spec): live public posts found by their words, best
 * first, with the filters and page in the address. When only corrections of misspelt words found
 * them, says so, with a link to the words exactly as typed (`exact=1`, kept while filtering and paging). A GET form, so the server's page searches
 * before the app runs; in the app each change is a move in its history (Back goes back).
 */
export default function SearchScreen() {
  const { token } = theme.useToken();
  const fieldId = useId();
  const { view, change } = useSearchView();
  const { data, error, isLoading, isFetching, refetch } = usePublicSearchQuery(searchFilterOf(view));
  usePageTitle(searchTitle(view.q));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    // New words are corrected again (`exact` is for the words it was chosen for).
    change({ q: field instanceof HTMLInputElement ? field.value.trim() : '', exact: undefined });
  };

  let results;
  if (isLoading) results = <LoadingState label="Searching…" />;
  else if (error && apiErrorStatus(error) === 429) {
    // Too many searches: the API's message says when to try again; a link (not a script's button) tries, so the server's page has it too.
    results = (
      <ErrorState
        title="Too many searches for a moment"
        message={
          <>
            {apiErrorMessage(error) ?? 'Please try again in a minute.'} <Link to={hrefOf(view)}>Search again</Link>
          </>
        }
      />
    );
  } else if (error || !data) {
    results = <ErrorState title="The search could not be done" message={apiErrorMessage(error) ?? 'Please try again in a moment.'} onRetry={isFetching ? undefined : () => void refetch()} />;
  } else if (data.items.length === 0) {
    results = (
      <EmptyState
        hint={
          data.total > 0 ? (
            <>
              There is no page {view.page}. <Link to={hrefOf({ ...view, page: 1 })}>Go to the first page</Link>
            </>
          ) : (
            <>
              No posts match {view.q ? `“${view.q}”` : 'your search'}
              {filtered(view) ? ' with these filters' : ''}. Check the spelling, try fewer or more general words
              {filtered(view) ? (
                <>
                  , or <Link to={hrefOf({ q: view.q, page: 1 })}>search without filters</Link>
                </>
              ) : null}
              .
            </>
          )
        }
      />
    );
  } else {
    const pages = Math.min(SEARCH_PAGE_MAX, Math.max(1, Math.ceil(data.total / SEARCH_PAGE_SIZE)));
    results = (
      <div aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        <PostCardGrid aria-label="Search results">
          {data.items.map((item) => (
            <PostCard
              key={item.businessId}
              post={item}
              headingLevel={2}
              excerpt={item.snippet ? <MarkedSnippet snippet={item.snippet} /> : undefined}
              actions={<LinkButton to={pathFor('PostTeaser', item.businessId)}>View Detail</LinkButton>}
            />
          ))}
        </PostCardGrid>
        {pages > 1 ? <SearchPager view={view} pages={pages} /> : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={view.q ? searchTitle(view.q) : 'Search opportunities'} />
      <form
        role="search"
        aria-label="Words and filters"
        method="get"
        action={ROUTE_PATHS.Search}
        onSubmit={onSubmit}
        style={{ display: 'flex', flexDirection: 'column', gap: token.margin, marginBottom: token.marginLG }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS }}>
          <label htmlFor={fieldId} style={{ fontWeight: 600 }}>
            Words
          </label>
          <div style={{ display: 'flex', gap: token.marginXS }}>
            <input
              // A new address (Back, a link) shows its own words.
              key={view.q}
              id={fieldId}
              name="q"
              type="search"
              defaultValue={view.q}
              maxLength={SEARCH_TEXT_MAX_LENGTH}
              placeholder={SEARCH_EXAMPLE_PLACEHOLDER}
              enterKeyHint="search"
              style={{
                flex: 1,
                minWidth: 0,
                height: token.controlHeightLG,
                padding: `0 ${token.paddingSM}px`,
                border: `${token.lineWidth}px solid ${token.colorBorder}`,
                borderRadius: token.borderRadius,
                background: token.colorBgContainer,
                color: token.colorText,
                font: 'inherit',
                fontSize: token.fontSizeLG,
              }}
            />
            <button
              type="submit"
              style={{
                height: token.controlHeightLG,
                padding: `0 ${token.paddingLG}px`,
                border: 0,
                borderRadius: token.borderRadius,
                background: token.colorPrimary,
                color: token.colorTextLightSolid,
                font: 'inherit',
                fontSize: token.fontSizeLG,
                fontWeight: 600,
                cursor: 'pointer',
              }}
            >
              Search
            </button>
          </div>
        </div>
        <SearchFacetSelects view={view} facets={data?.facets} onChange={change} />
      </form>
      {data && !error ? (
        <p role="status" style={{ margin: `0 0 ${token.margin}px`, color: token.colorTextSecondary }}>
          {data.total === 1 ? '1 opportunity found' : `${formatCount(data.total)} opportunities found`}
          {filtered(view) ? ' with these filters' : ''}
          {filtered(view) ? (
            <>
              {' '}
              · <Link to={hrefOf({ q: view.q, page: 1 })}>Clear filters</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {data && !error && data.corrected?.length ? (
        <p style={{ margin: `0 0 ${token.margin}px` }}>
          Showing results for <strong>{correctedText(view.q, data.corrected)}</strong>. Search instead for{' '}
          <Link to={hrefOf({ ...view, exact: true, page: 1 })}>{view.q}</Link>
        </p>
      ) : null}
      {data && !error && data.place ? <PlaceLine q={view.q} place={data.place} /> : null}
      <SaveSearchButton search={searchFilterOf(view)} />
      {results}
    </>
  );
}

/** Previous, where we are, Next: links, so they work before the app runs and open in a new tab. */
function SearchPager({ view, pages }: { view: SearchView; pages: number }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label="Pages of results" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: token.margin, marginTop: token.marginLG }}>
      {view.page > 1 ? <LinkButton to={hrefOf({ ...view, page: view.page - 1 })}>Previous</LinkButton> : null}
      <span>
        Page {view.page} of {pages}
      </span>
      {view.page < pages ? <LinkButton to={hrefOf({ ...view, page: view.page + 1 })}>Next</LinkButton> : null}
    </nav>
  );
}
