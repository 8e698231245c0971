import type { DraftRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

export interface LatestDraft {
  draftExists: boolean;
  businessId: number | null;
  reference: string | null;
}

/** The new post form's calls (spec §7): the draft offered back, and saving a new draft. */
const addPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/draft-already-exists-notifiation (path as the spec spells it): the newest draft. */
    sellerLatestDraft: build.query<LatestDraft, void>({
      query: () => 'seller/draft-already-exists-notifiation',
      providesTags: [{ type: 'SellerPosts', id: 7 }],
    }),
    /** POST /api/seller/draft: the new post saved as a draft; answers its businessId. */
    sellerCreateDraft: build.mutation<{ businessId: number }, DraftRequest>({
      query: (body) => ({ url: 'seller/draft', method: 'POST', body }),
      invalidatesTags: [{ type: 'SellerPosts', id: 7 }],
    }),
  }),
});

export const { useSellerLatestDraftQuery, useSellerCreateDraftMutation } = addPostApi;
