import { parseSearchView, searchFilterOf, type SearchAnswer, type SearchFilter } from '@insolvency/shared-contracts';
import { api, type RoutePrefetchContext } from '@insolvency/shared-auth';

/** The search page's call (anonymous). */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/unauth/search?q=&region=&sector=&turnover=&employees=&trading=&page=&pageSize= */
    publicSearch: build.query<SearchAnswer, SearchFilter>({
      query: (filter) => ({ url: 'unauth/search', params: filter }),
    }),
  }),
});

export const { usePublicSearchQuery } = searchApi;

/** `RemoteRoute.prefetch` of Search: the results the address asks for. */
export function prefetchSearch({ dispatch, search }: RoutePrefetchContext): void {
  dispatch(searchApi.util.prefetch('publicSearch', searchFilterOf(parseSearchView(search)), {}));
}
