import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

/**
 * THE one RTK Query api of the product. It starts empty: every feature adds its
 * endpoints where it is used with `api.injectEndpoints({ endpoints: (build) => ... })`
 * and exports the hooks from its own `api/<group>-api.ts`. Endpoint and tag names carry
 * the area (`sellerLivePosts`, `adminUsers`): RTK silently keeps the first of two
 * endpoints with the same name.
 */
export const API_TAG_TYPES = [
  'Labels',
  'HomePosts',
  'HomeStats',
  'Account',
  'Notifications',
  'Post',
  'BuyerPosts',
  'BuyerInterests',
  'BuyerPreferences',
  'Watchlist',
  'SavedSearches',
  'SellerPosts',
  'SellerInterests',
  'SellerInvoices',
  'SellerCertificates',
  'AdminPosts',
  'AdminUsers',
  'AdminInvoices',
  'AdminCertificates',
  'AdminDashboards',
  'AdminAudit',
  'AdminSanctionsList',
  'AdminReleases',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

/** What the shell adds to `configureStore`'s middleware for the api slice. */
export const apiMiddleware = api.middleware;
