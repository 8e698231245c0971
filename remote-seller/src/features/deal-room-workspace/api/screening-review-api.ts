import type { MessageResponse } from '@insolvency/shared-contracts';
import type { BuyerScreening, BuyerScreeningStatus } from '@insolvency/shared-contracts/deal-room';
import type { ScreeningDecisionRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

/**
 * The practitioner's review of buyers' sanctions screening in a deal room (issue 56): each
 * buyer's checks status, one buyer's checks, a decision on a possible match and the draft OFSI
 * report. Tagged by post id; a decision also refreshes the buyers' access (a true match pauses it).
 */
const screeningReviewApi = api.enhanceEndpoints({ addTagTypes: ['SellerScreening', 'SellerDealRoom'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/deal-room-screening-statuses?id */
    sellerScreeningStatuses: build.query<BuyerScreeningStatus[], number>({
      query: (id) => ({ url: 'seller/deal-room-screening-statuses', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerScreening', id }],
    }),
    /** GET /api/seller/deal-room-buyer-screening?id&BuyerId */
    sellerBuyerScreening: build.query<BuyerScreening, { id: number; buyerId: number }>({
      query: ({ id, buyerId }) => ({ url: 'seller/deal-room-buyer-screening', params: { id, BuyerId: buyerId } }),
      providesTags: (_result, _error, { id }) => [{ type: 'SellerScreening', id }],
    }),
    /** POST /api/seller/deal-room-screening-decision?id {BuyerId, MatchId, Decision, Reason} */
    sellerScreeningDecision: build.mutation<MessageResponse, { id: number; body: ScreeningDecisionRequest }>({
      query: ({ id, body }) => ({ url: 'seller/deal-room-screening-decision', method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'SellerScreening', id },
        { type: 'SellerDealRoom', id },
      ],
    }),
    /** GET /api/seller/deal-room-ofsi-report?id&BuyerId: an object URL of the draft PDF. */
    sellerOfsiReport: build.mutation<string, { id: number; buyerId: number }>({
      query: ({ id, buyerId }) => ({ url: 'seller/deal-room-ofsi-report', method: 'GET', params: { id, BuyerId: buyerId }, responseHandler: objectUrlOrError }),
    }),
  }),
});

export const { useSellerScreeningStatusesQuery, useSellerBuyerScreeningQuery, useSellerScreeningDecisionMutation, useSellerOfsiReportMutation } = screeningReviewApi;

/** The route's prefetch: the Buyers tab's Checks column, so the page the server draws holds each buyer's status. */
export const prefetchSellerScreeningStatuses = (id: number) => screeningReviewApi.util.prefetch('sellerScreeningStatuses', id, {});
