import type { CddStatus, SellerCdd } from '@insolvency/shared-contracts/deal-room';
import type { SellerCddRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/** Customer due diligence on the buyers of a post (issue 56): each buyer's state, one buyer's record, the practitioner's save. */
const cddApi = api.enhanceEndpoints({ addTagTypes: ['SellerCdd'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/deal-room-cdd-statuses?id */
    sellerCddStatuses: build.query<CddStatus[], number>({
      query: (id) => ({ url: 'seller/deal-room-cdd-statuses', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerCdd', id }],
    }),
    /** GET /api/seller/deal-room-cdd?id&BuyerId */
    sellerCdd: build.query<SellerCdd, { id: number; buyerId: number }>({
      query: ({ id, buyerId }) => ({ url: 'seller/deal-room-cdd', params: { id, BuyerId: buyerId } }),
      providesTags: (_result, _error, { id }) => [{ type: 'SellerCdd', id }],
    }),
    /** PUT /api/seller/deal-room-cdd?id {BuyerId, …} */
    sellerSaveCdd: build.mutation<SellerCdd, { id: number; body: SellerCddRequest }>({
      query: ({ id, body }) => ({ url: 'seller/deal-room-cdd', method: 'PUT', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SellerCdd', id }],
    }),
  }),
});

export const { useSellerCddStatusesQuery, useSellerCddQuery, useSellerSaveCddMutation } = cddApi;

/** The route's prefetch: the Buyers tab's Checks column, so the page the server draws holds each buyer's CDD state. */
export const prefetchSellerCddStatuses = (id: number) => cddApi.util.prefetch('sellerCddStatuses', id, {});
