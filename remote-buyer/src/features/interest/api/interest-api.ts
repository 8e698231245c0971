import type { ExpressionOfInterest, ExpressionTextResponse, MessageResponse } from '@insolvency/shared-contracts';
import type { ExpressInterestRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/** Expressing interest and the buyer's expressions (spec §7). */
const interestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/buyer/interested-posts */
    buyerInterestedPosts: build.query<ExpressionOfInterest[], void>({
      query: () => ({ url: 'buyer/interested-posts' }),
      providesTags: ['BuyerInterests'],
    }),
    /** GET /api/buyer/expression-text: the profile text last sent. */
    buyerExpressionText: build.query<ExpressionTextResponse, void>({
      query: () => ({ url: 'buyer/expression-text' }),
      providesTags: ['BuyerInterests'],
    }),
    /** POST /api/buyer/express-interest?id {ExpressInterestText} */
    buyerExpressInterest: build.mutation<MessageResponse, { id: number; body: ExpressInterestRequest }>({
      query: ({ id, body }) => ({ url: 'buyer/express-interest', method: 'POST', params: { id }, body }),
      // The post now says interest was expressed; the list and the inbox cards change too.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Post', id }, 'BuyerInterests', 'BuyerPosts'],
    }),
  }),
});

export const { useBuyerInterestedPostsQuery, useBuyerExpressionTextQuery, useBuyerExpressInterestMutation } = interestApi;
