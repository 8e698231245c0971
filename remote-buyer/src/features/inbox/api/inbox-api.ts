import { INBOX_DEFAULT_SORT, INBOX_PAGE_SIZE, type InboxSort, type OptionalCriteriaSetResponse, type PostPage, type SortDirection } from '@insolvency/shared-contracts';
import { api, type RoutePrefetchContext } from '@insolvency/shared-auth';
import { readBannerDismissed } from '../hooks/use-banner-dismissal';

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

/** What the inbox shows when opened: the first page, default sort, newest first. */
export const FIRST_INBOX_PAGE: InboxPageArgs = { page: 1, pageSize: INBOX_PAGE_SIZE, sort: INBOX_DEFAULT_SORT, direction: 'desc' };

/**
 * `RemoteRoute.prefetch` of PostingInbox: its first page of posts, and whether to suggest
 * narrowing them unless the banner was dismissed here, so the banner above the posts is drawn
 * with them instead of pushing them down a moment later.
 */
export function prefetchInbox({ dispatch }: RoutePrefetchContext): void {
  dispatch(inboxApi.util.prefetch('buyerPostsByCriteria', FIRST_INBOX_PAGE, {}));
  if (!readBannerDismissed()) dispatch(inboxApi.util.prefetch('buyerOptionalCriteriaSet', undefined, {}));
}
