import type { BuyerQuestion, BuyerQuestions, PackDocument } from '@insolvency/shared-contracts';
import type { AskQuestionRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

// Where the buyer stands and their signature are shared with ExpressInterest.
export { useBuyerAcceptNdaMutation, useBuyerDealRoomQuery } from '../../../api/nda-api';

/** The questions of a post: listed (GET) and asked (POST) under one path. */
const DEAL_ROOM_QUESTIONS = 'buyer/deal-room-questions';

/** The buyer's side of a post's deal room (issue 32): the information pack, the signed copy, questions and answers. */
const dealRoomApi = api.enhanceEndpoints({ addTagTypes: ['BuyerDealRoom', 'BuyerQuestions'] }).injectEndpoints({
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
    /** GET /api/buyer/deal-room-questions?id: the buyer's own questions and the answers published to every buyer. */
    buyerQuestions: build.query<BuyerQuestions, number>({
      query: (id) => ({ url: DEAL_ROOM_QUESTIONS, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BuyerQuestions', id }],
    }),
    /** POST /api/buyer/deal-room-questions?id {Question} */
    buyerAskQuestion: build.mutation<BuyerQuestion, { id: number; body: AskQuestionRequest }>({
      query: ({ id, body }) => ({ url: DEAL_ROOM_QUESTIONS, method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'BuyerQuestions', id }],
    }),
  }),
});

export const {
  useBuyerPackDocumentsQuery,
  useBuyerPackDocumentFileMutation,
  useBuyerSignedNdaPdfMutation,
  useBuyerQuestionsQuery,
  useBuyerAskQuestionMutation,
} = dealRoomApi;
