import type { InboxSort, OptionalCriteriaSetResponse, PostPage, SortDirection } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

export interface InboxPageArgs {
  page: number;
  pageSize: number;
  sort: InboxSort;
  direction: SortDirection;
}

/** The posting inbox's calls (spec §7): a page of matching posts, sorted and paged on the server. */
const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/buyer/posts-by-criteria?page&pageSize&sort&direction */
    buyerPostsByCriteria: build.query<PostPage, InboxPageArgs>({
      query: (params) => ({ url: 'buyer/posts-by-criteria', params }),
      providesTags: ['BuyerPosts'],
    }),
    /** GET /api/buyer/optional-criteria-set: whether to suggest narrowing the inbox. */
    buyerOptionalCriteriaSet: build.query<OptionalCriteriaSetResponse, void>({
      query: () => ({ url: 'buyer/optional-criteria-set' }),
      providesTags: ['BuyerPreferences'],
    }),
  }),
});

export const { useBuyerPostsByCriteriaQuery, useBuyerOptionalCriteriaSetQuery } = inboxApi;
