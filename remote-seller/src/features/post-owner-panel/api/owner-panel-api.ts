import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

/** The owner panel's own calls: files about the post, each fetched afresh on a click as an object URL (with the bearer token). */
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
  }),
});

export const { useSellerSip16EvidencePdfMutation, useSellerExportExpressionsMutation } = ownerPanelApi;
