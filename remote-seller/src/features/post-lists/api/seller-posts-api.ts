import type { Post } from '@insolvency/shared-contracts';
import type { SellerListStatusCode } from '@insolvency/shared-contracts/schemas';
import { api, type RoutePrefetchContext } from '@insolvency/shared-auth';
import type { SellerListSource } from '../utils/seller-lists';

/**
 * The seller's own post lists (spec §7). Tagged `SellerPosts` by list (`1`, `6`, `7`,
 * `archive`) so a later action (post a draft, extend, withdraw, repost) can refresh the
 * lists it moves a post between, or all of them with the bare tag.
 */
const sellerPostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/posts?status=1|6|7: For Sale, Scheduled or Draft. */
    sellerPostsByStatus: build.query<Post[], SellerListStatusCode>({
      query: (status) => ({ url: 'seller/posts', params: { status } }),
      providesTags: (_result, _error, status) => [{ type: 'SellerPosts', id: status }],
    }),
    /** GET /api/seller/archived-posts: Expired, sold and Withdrawn. */
    sellerArchivedPosts: build.query<Post[], void>({
      query: () => 'seller/archived-posts',
      providesTags: [{ type: 'SellerPosts', id: 'archive' }],
    }),
  }),
});

export const { useSellerPostsByStatusQuery, useSellerArchivedPostsQuery } = sellerPostsApi;

/** `RemoteRoute.prefetch` of a list screen: the one query it makes (`useSellerPostList`). */
export function prefetchSellerList(source: SellerListSource) {
  return ({ dispatch }: RoutePrefetchContext): void => {
    dispatch(source === 'archive' ? sellerPostsApi.util.prefetch('sellerArchivedPosts', undefined, {}) : sellerPostsApi.util.prefetch('sellerPostsByStatus', source, {}));
  };
}
