import { api } from '@insolvency/shared-auth';

export interface DescriptionCheckResult {
  contactDetailsDetected: boolean;
  contactDetails: string[];
}

/** POST /api/seller/check-description {Description}: the contact details found, as written. */
const descriptionCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    sellerCheckDescription: build.mutation<DescriptionCheckResult, { Description: string }>({
      query: (body) => ({ url: 'seller/check-description', method: 'POST', body }),
    }),
  }),
});

export const { useSellerCheckDescriptionMutation } = descriptionCheckApi;
