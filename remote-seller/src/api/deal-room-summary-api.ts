import type { DealRoomSummary } from '@insolvency/shared-contracts/deal-room';
import { api } from '@insolvency/shared-auth';

/**
 * A post's deal room in counts (issue 49): shown on the owner panel's card and at the top of the
 * deal-room screen, so the call lives here once. It carries the tags of every list it counts, so
 * an approval, upload, answer or offer change made on the screen updates it too.
 */
const dealRoomSummaryApi = api.enhanceEndpoints({ addTagTypes: ['SellerDealRoom', 'SellerPack', 'SellerQuestions', 'SellerOffers'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/deal-room-summary?id */
    sellerDealRoomSummary: build.query<DealRoomSummary, number>({
      query: (id) => ({ url: 'seller/deal-room-summary', params: { id } }),
      providesTags: (_result, _error, id) => [
        { type: 'SellerDealRoom', id },
        { type: 'SellerPack', id },
        { type: 'SellerQuestions', id },
        { type: 'SellerOffers', id },
      ],
    }),
  }),
});

export const { useSellerDealRoomSummaryQuery } = dealRoomSummaryApi;

/** Starts `GET seller/deal-room-summary?id` ahead of a screen that asks for it (a route's prefetch). */
export const prefetchSellerDealRoomSummary = (id: number) => dealRoomSummaryApi.util.prefetch('sellerDealRoomSummary', id, {});
