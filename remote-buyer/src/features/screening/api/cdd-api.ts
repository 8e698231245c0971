import type { MessageResponse } from '@insolvency/shared-contracts';
import type { BuyerCdd } from '@insolvency/shared-contracts/deal-room';
import type { BuyerCddRequest } from '@insolvency/shared-contracts/schemas';
import { api, type RoutePrefetchContext } from '@insolvency/shared-auth';

/** The buyer's part of their customer due diligence for a sale (issue 56), by post. */
const buyerCddApi = api.enhanceEndpoints({ addTagTypes: ['BuyerCdd'] }).injectEndpoints({
  endpoints: (build) => ({
    buyerCdd: build.query<BuyerCdd, number>({ query: (id) => ({ url: 'buyer/deal-room-cdd', params: { id } }), providesTags: (_result, _error, id) => [{ type: 'BuyerCdd', id }] }),
    buyerSaveCdd: build.mutation<MessageResponse, { id: number; body: BuyerCddRequest }>({
      query: ({ id, body }) => ({ url: 'buyer/deal-room-cdd', method: 'PUT', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'BuyerCdd', id }],
    }),
  }),
});

export const { useBuyerCddQuery, useBuyerSaveCddMutation } = buyerCddApi;

/** For the deal room's prefetch: the buyer's part is drawn with the rest of the room, on the server too. */
export function prefetchBuyerCdd(dispatch: RoutePrefetchContext['dispatch'], postId: number): void {
  dispatch(buyerCddApi.util.prefetch('buyerCdd', postId, {}));
}
