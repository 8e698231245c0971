import type { HomeStats, Post } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** The visitor home page's calls (both anonymous). */
const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/unauth/homeposts: For Sale posts whose owner chose to show them on the home page. */
    publicHomePosts: build.query<Post[], void>({
      query: () => 'unauth/homeposts',
      providesTags: ['HomePosts'],
    }),
    /** GET /api/unauth/homestats */
    publicHomeStats: build.query<HomeStats, void>({
      query: () => 'unauth/homestats',
      providesTags: ['HomeStats'],
    }),
  }),
});

export const { usePublicHomePostsQuery, usePublicHomeStatsQuery } = homeApi;
