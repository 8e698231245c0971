import type { BuyerDealRoom } from '@insolvency/shared-contracts/deal-room';
import type { AcceptNdaRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/**
 * Where the buyer stands in a post's deal room and their signature of its NDA (issue 32): used
 * by the deal-room screen and its link on the post, and by ExpressInterest (the NDA accepted together with the interest).
 */
export const ndaApi = api.enhanceEndpoints({ addTagTypes: ['BuyerDealRoom'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/buyer/deal-room?id */
    buyerDealRoom: build.query<BuyerDealRoom, number>({
      query: (id) => ({ url: 'buyer/deal-room', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BuyerDealRoom', id }],
    }),
    /** POST /api/buyer/accept-nda?id {FullName, Company, Position, AcceptOnBehalf} */
    buyerAcceptNda: build.mutation<BuyerDealRoom, { id: number; body: AcceptNdaRequest }>({
      query: ({ id, body }) => ({ url: 'buyer/accept-nda', method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'BuyerDealRoom', id }],
    }),
  }),
});

export const { useBuyerDealRoomQuery, useBuyerAcceptNdaMutation } = ndaApi;

/** The action that makes the post's deal room be read again (its access changes once interest is expressed). */
export const buyerDealRoomChanged = (postId: number) => ndaApi.util.invalidateTags([{ type: 'BuyerDealRoom', id: postId }]);
