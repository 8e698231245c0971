import { parseSearchView, searchFilterOf, type SearchAnswer, type SearchFilter } from '@insolvency/shared-contracts';
import { api, type RoutePrefetchContext } from '@insolvency/shared-auth';

/** The search page's call (anonymous). */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/unauth/search?q=&exact=1&region=&sector=&turnover=&employees=&trading=&sort=&added=&page=&pageSize= (filters repeatable) */
    publicSearch: build.query<SearchAnswer, SearchFilter>({
      // `exact` is `exact=1` on the wire, or left out; a filter's several values repeat its parameter (region=1&region=2).
      query: (filter) => ({ url: `unauth/search?${searchCallParams(filter).toString()}` }),
    }),
  }),
});

function searchCallParams({ exact, ...filter }: SearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  if (exact) params.set('exact', '1');
  return params;
}

export const { usePublicSearchQuery } = searchApi;

/** `RemoteRoute.prefetch` of Search: the results the address asks for. */
export function prefetchSearch({ dispatch, search }: RoutePrefetchContext): void {
  dispatch(searchApi.util.prefetch('publicSearch', searchFilterOf(parseSearchView(search)), {}));
}
