import type { ExpressionOfInterest, InterestDetail } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** The practitioner's review of interest (seller-and-admin §7). */
const viewInterestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/expressed-interest-list */
    sellerInterestList: build.query<ExpressionOfInterest[], void>({
      query: () => ({ url: 'seller/expressed-interest-list' }),
      providesTags: [{ type: 'SellerInterests', id: 'list' }],
    }),
    /** GET /api/seller/expressed-interest?id: opening it marks it viewed. */
    sellerInterest: build.query<InterestDetail, number>({
      query: (id) => ({ url: 'seller/expressed-interest', params: { id } }),
      // Not cached as a provider of the list's tag: the detail is read fresh each visit.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSellerInterestListQuery, useSellerInterestQuery } = viewInterestApi;
export const invalidateSellerInterests = () => viewInterestApi.util.invalidateTags(['SellerInterests']);
