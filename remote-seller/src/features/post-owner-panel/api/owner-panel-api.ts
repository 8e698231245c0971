import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

/** The owner panel's own call: the post's SIP 16 evidence PDF, fetched afresh on each click as an object URL. */
const ownerPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/sip16-evidence?id (beyond the spec): an object URL of the A4 PDF. */
    sellerSip16EvidencePdf: build.mutation<string, number>({
      query: (id) => ({ url: 'seller/sip16-evidence', method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
  }),
});

export const { useSellerSip16EvidencePdfMutation } = ownerPanelApi;
