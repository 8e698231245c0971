import type { DealRoomBuyer, MessageResponse, SellerPackDocument, SellerQuestion, StandardNdaText } from '@insolvency/shared-contracts';
import type { AnswerQuestionRequest, RevokeDealRoomAccessRequest, StandardNdaTextRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

// The settings' own calls (GET and PUT seller/deal-room) are shared with AddPost and the edit screen.
export { useSellerDealRoomQuery, useSellerSaveDealRoomMutation } from '../../../api/deal-room-settings-api';

/** Each resource read and written by two calls (GET and PUT, POST or DELETE) under one path. */
const NDA_STANDARD_TEXT = 'seller/nda-standard-text';
const PACK_DOCUMENTS = 'seller/pack-documents';
const PACK_DOCUMENT = 'seller/pack-document';

/** The owner panel's deal-room calls (issue 32): the standard NDA text, buyers' access, the information pack and questions. */
const dealRoomApi = api.enhanceEndpoints({ addTagTypes: ['SellerDealRoom', 'SellerPack', 'SellerNdaText', 'SellerQuestions'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/nda-standard-text: the practitioner's standard NDA text (the product's default until saved). */
    sellerStandardNdaText: build.query<StandardNdaText, void>({
      query: () => ({ url: NDA_STANDARD_TEXT }),
      providesTags: ['SellerNdaText'],
    }),
    /** PUT /api/seller/nda-standard-text {Text} */
    sellerSaveStandardNdaText: build.mutation<StandardNdaText, StandardNdaTextRequest>({
      query: (body) => ({ url: NDA_STANDARD_TEXT, method: 'PUT', body }),
      invalidatesTags: ['SellerNdaText'],
    }),
    /** GET /api/seller/deal-room-buyers?id: the interested buyers, their NDA signature and access. */
    sellerDealRoomBuyers: build.query<DealRoomBuyer[], number>({
      query: (id) => ({ url: 'seller/deal-room-buyers', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerDealRoom', id }],
    }),
    /** POST /api/seller/approve-deal-room-access?id {BuyerId} */
    sellerApproveDealRoomAccess: build.mutation<MessageResponse, { id: number; buyerId: number }>({
      query: ({ id, buyerId }) => ({ url: 'seller/approve-deal-room-access', method: 'POST', params: { id }, body: { BuyerId: buyerId } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SellerDealRoom', id }],
    }),
    /** POST /api/seller/revoke-deal-room-access?id {BuyerId, Reason} */
    sellerRevokeDealRoomAccess: build.mutation<MessageResponse, { id: number; body: RevokeDealRoomAccessRequest }>({
      query: ({ id, body }) => ({ url: 'seller/revoke-deal-room-access', method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SellerDealRoom', id }],
    }),
    /** GET /api/seller/pack-documents?id: each document with its downloads. */
    sellerPackDocuments: build.query<SellerPackDocument[], number>({
      query: (id) => ({ url: PACK_DOCUMENTS, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerPack', id }],
    }),
    /** POST /api/seller/pack-documents?id (multipart/form-data: Title, File) */
    sellerUploadPackDocument: build.mutation<SellerPackDocument, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: PACK_DOCUMENTS, method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SellerPack', id }],
    }),
    /** DELETE /api/seller/pack-document?id (a document) */
    sellerRemovePackDocument: build.mutation<MessageResponse, { id: number; postId: number }>({
      query: ({ id }) => ({ url: PACK_DOCUMENT, method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, _error, { postId }) => [{ type: 'SellerPack', id: postId }],
    }),
    /** GET /api/seller/pack-document?id (a document): an object URL of the file as uploaded. */
    sellerPackDocumentFile: build.mutation<string, number>({
      query: (id) => ({ url: PACK_DOCUMENT, method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
    /** GET /api/seller/deal-room-questions?id: every question of the post with its asker and answer. */
    sellerDealRoomQuestions: build.query<SellerQuestion[], number>({
      query: (id) => ({ url: 'seller/deal-room-questions', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerQuestions', id }],
    }),
    /** PUT /api/seller/deal-room-answer?id (a question) {Answer, Publish} */
    sellerAnswerQuestion: build.mutation<SellerQuestion, { id: number; postId: number; body: AnswerQuestionRequest }>({
      query: ({ id, body }) => ({ url: 'seller/deal-room-answer', method: 'PUT', params: { id }, body }),
      invalidatesTags: (_result, _error, { postId }) => [{ type: 'SellerQuestions', id: postId }],
    }),
  }),
});

export const {
  useSellerStandardNdaTextQuery,
  useSellerSaveStandardNdaTextMutation,
  useSellerDealRoomBuyersQuery,
  useSellerApproveDealRoomAccessMutation,
  useSellerRevokeDealRoomAccessMutation,
  useSellerPackDocumentsQuery,
  useSellerUploadPackDocumentMutation,
  useSellerRemovePackDocumentMutation,
  useSellerPackDocumentFileMutation,
  useSellerDealRoomQuestionsQuery,
  useSellerAnswerQuestionMutation,
} = dealRoomApi;
