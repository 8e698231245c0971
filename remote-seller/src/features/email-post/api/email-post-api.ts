import type { MessageResponse } from '@insolvency/shared-contracts';
import type { EmailPostRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/** EmailPost (spec §2, §7): send a post to up to five addresses. */
const emailPostApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/seller/email-post?id {EmailTos, Message}: the answer's `message` is shown with a tick. */
    sellerEmailPost: build.mutation<MessageResponse, { id: number; body: EmailPostRequest }>({
      query: ({ id, body }) => ({ url: 'seller/email-post', method: 'POST', params: { id }, body }),
    }),
  }),
});

export const { useSellerEmailPostMutation } = emailPostApi;
