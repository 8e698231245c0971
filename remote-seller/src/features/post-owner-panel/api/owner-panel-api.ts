import type { MessageResponse } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

/**
 * The owner panel's own calls: files about the post, each fetched afresh on a click as an object
 * URL (with the bearer token), and marking the post Sold from its confirm dialog.
 */
const ownerPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/sip16-evidence?id (beyond the spec): an object URL of the A4 PDF. */
    sellerSip16EvidencePdf: build.mutation<string, number>({
      query: (id) => ({ url: 'seller/sip16-evidence', method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
    /** PATCH /api/seller/export-expressions-of-interest?id: an object URL of the CSV. */
    sellerExportExpressions: build.mutation<string, number>({
      query: (id) => ({ url: 'seller/export-expressions-of-interest', method: 'PATCH', params: { id }, responseHandler: objectUrlOrError }),
    }),
    /** PATCH /api/seller/mark-sold?id (beyond the spec): the post moves from its list to the archive, as Sold. */
    sellerMarkSold: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: 'seller/mark-sold', method: 'PATCH', params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Post' as const, id }, 'SellerPosts' as const],
    }),
  }),
});

export const { useSellerSip16EvidencePdfMutation, useSellerExportExpressionsMutation, useSellerMarkSoldMutation } = ownerPanelApi;
