import type { DealRoomSettingsRequest, DraftRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/** What AddPost's Post now hands to the post-new step (route PostWithoutDraft): the checked draft payload. */
export interface PostWithoutDraftState {
  draft: DraftRequest;
  /** The deal-room settings chosen on AddPost, saved once the draft exists (PUT seller/deal-room). */
  dealRoom?: DealRoomSettingsRequest;
}

/** POST /api/seller/draft: a new post saved as a draft (AddPost's Save Draft, and the first step of posting a new post). */
const draftApi = api.injectEndpoints({
  endpoints: (build) => ({
    sellerCreateDraft: build.mutation<{ businessId: number }, DraftRequest>({
      query: (body) => ({ url: 'seller/draft', method: 'POST', body }),
      invalidatesTags: [{ type: 'SellerPosts', id: 7 }],
    }),
  }),
});

export const { useSellerCreateDraftMutation } = draftApi;
