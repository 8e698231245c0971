import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

/** The owner panel's own call: the post's expressions of interest as a CSV file. */
const ownerPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/seller/export-expressions-of-interest?id: an object URL of the CSV (with the bearer token). */
    sellerExportExpressions: build.mutation<string, number>({
      query: (id) => ({ url: 'seller/export-expressions-of-interest', method: 'PATCH', params: { id }, responseHandler: objectUrlOrError }),
    }),
  }),
});

export const { useSellerExportExpressionsMutation } = ownerPanelApi;
