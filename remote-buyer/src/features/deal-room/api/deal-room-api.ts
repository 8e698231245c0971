import type { PackDocument } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

// Where the buyer stands and their signature are shared with ExpressInterest.
export { useBuyerAcceptNdaMutation, useBuyerDealRoomQuery } from '../../../api/nda-api';

/** The buyer's side of a post's deal room (issue 32): the information pack and the signed copy. */
const dealRoomApi = api.enhanceEndpoints({ addTagTypes: ['BuyerDealRoom'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/buyer/pack-documents?id: asked for only once the pack is released. */
    buyerPackDocuments: build.query<PackDocument[], number>({
      query: (id) => ({ url: 'buyer/pack-documents', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BuyerDealRoom', id }],
    }),
    /** GET /api/buyer/pack-document?id (a document): an object URL of the file, a PDF stamped with the buyer's name. */
    buyerPackDocumentFile: build.mutation<string, number>({
      query: (id) => ({ url: 'buyer/pack-document', method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
    /** GET /api/buyer/signed-nda-pdf?id: an object URL of the signed copy. */
    buyerSignedNdaPdf: build.mutation<string, number>({
      query: (id) => ({ url: 'buyer/signed-nda-pdf', method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
  }),
});

export const { useBuyerPackDocumentsQuery, useBuyerPackDocumentFileMutation, useBuyerSignedNdaPdfMutation } = dealRoomApi;
