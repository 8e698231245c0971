import { api } from '@insolvency/shared-auth';

export interface LatestDraft {
  draftExists: boolean;
  businessId: number | null;
  reference: string | null;
}

/** The new post form's own call (spec §7): the draft in progress offered back. */
const addPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/draft-already-exists-notifiation (path as the spec spells it): the newest draft. */
    sellerLatestDraft: build.query<LatestDraft, void>({
      query: () => 'seller/draft-already-exists-notifiation',
      providesTags: [{ type: 'SellerPosts', id: 7 }],
    }),
  }),
});

export const { useSellerLatestDraftQuery } = addPostApi;
