import { api } from '@insolvency/shared-auth';

/**
 * The seller menu's count (spec §4, §7): how many expressions of interest the seller has not
 * viewed. Injected from the lazily loaded seller pieces of the top bar, so a visitor's page never
 * carries it. Tagged `SellerInterests`: a screen that marks interest viewed invalidates that tag
 * and the count follows.
 */
export const sellerNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/notifications: a number. Keyed by the seller's id, so the next user never reads another's count. */
    sellerNotificationCount: build.query<number, string>({
      query: () => 'seller/notifications',
      providesTags: [{ type: 'SellerInterests', id: 'unviewed-count' }],
    }),
  }),
});

export const { useSellerNotificationCountQuery } = sellerNotificationsApi;
