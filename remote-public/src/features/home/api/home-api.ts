import { HOME_POSTS_TOTAL_HEADER, homePostsFilter, parseHomePostsView } from '@insolvency/shared-contracts';
import type { HomePostsFilter, HomeStats, Post } from '@insolvency/shared-contracts';
import { api, readStoredTokens, sharedApi, type RoutePrefetchContext } from '@insolvency/shared-auth';

/** A page of the visitor home's posts and how many match the filter over all pages. */
export interface HomePostsPage {
  posts: Post[];
  total: number;
}

/** The visitor home page's calls (both anonymous). */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/unauth/homeposts?region=&sector=&page=&pageSize=: For Sale posts whose owner chose
     * to show them on the home page; the total over all pages comes in `X-Total-Count`.
     */
    publicHomePosts: build.query<HomePostsPage, HomePostsFilter>({
      query: (filter) => ({ url: 'unauth/homeposts', params: withoutUnset(filter) }),
      transformResponse: (posts: Post[], meta) => {
        const total = Number(meta?.response?.headers.get(HOME_POSTS_TOTAL_HEADER));
        return { posts, total: Number.isFinite(total) && total >= posts.length ? total : posts.length };
      },
      providesTags: ['HomePosts'],
    }),
    /** GET /api/unauth/homestats */
    publicHomeStats: build.query<HomeStats, void>({
      query: () => 'unauth/homestats',
      providesTags: ['HomeStats'],
    }),
  }),
});

function withoutUnset(filter: HomePostsFilter): Record<string, number> {
  return Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, number] => entry[1] !== undefined));
}

export const { usePublicHomePostsQuery, usePublicHomeStatsQuery } = homeApi;

/**
 * `RemoteRoute.prefetch` of ConditionalHome: for a visitor (no stored session; a logged-in
 * user gets tiles), the posts the address asks for, the statistics and the posts' labels.
 */
export function prefetchVisitorHome({ dispatch, search }: RoutePrefetchContext): void {
  const stored = readStoredTokens();
  if (stored.accessToken || stored.refreshToken) return;
  dispatch(homeApi.util.prefetch('publicHomePosts', homePostsFilter(parseHomePostsView(search)), {}));
  dispatch(homeApi.util.prefetch('publicHomeStats', undefined, {}));
  dispatch(sharedApi.util.prefetch('locationSizeLabels', undefined, {}));
  dispatch(sharedApi.util.prefetch('categoryLabels', undefined, {}));
}
