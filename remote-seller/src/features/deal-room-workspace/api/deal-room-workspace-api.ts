import { parseId, type MessageResponse } from '@insolvency/shared-contracts';
import { type DealRoomBuyer, type SellerOffers, type SellerPackDocument, type SellerQuestion, type StandardNdaText } from '@insolvency/shared-contracts/deal-room';
import type { AcceptOfferRequest, AnswerQuestionRequest, OffersClosingRequest, PackOrderRequest, RevokeDealRoomAccessRequest, StandardNdaTextRequest } from '@insolvency/shared-contracts/schemas';
import { api, postApi, type RoutePrefetchContext } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';
import { prefetchSellerDealRoom } from '../../../api/deal-room-settings-api';
import { prefetchSellerDealRoomSummary } from '../../../api/deal-room-summary-api';
import { prefetchSellerCddStatuses } from './cdd-api';
import { prefetchSellerScreeningStatuses } from './screening-review-api';

// The settings' own calls (GET and PUT seller/deal-room) are shared with AddPost and the edit screen.
export { useSellerDealRoomQuery, useSellerSaveDealRoomMutation } from '../../../api/deal-room-settings-api';

/** Each resource read and written by two calls (GET and PUT, POST or DELETE) under one path. */
const NDA_STANDARD_TEXT = 'seller/nda-standard-text';
const PACK_DOCUMENTS = 'seller/pack-documents';
const PACK_DOCUMENT = 'seller/pack-document';

/**
 * The deal-room screen's calls (issues 32 and 49): the standard NDA text, buyers' access, the
 * information pack, questions and sealed offers. Tagged by post id; the owner panel's summary card
 * (`seller/deal-room-summary`) carries the same tags, so its counts follow every change made here.
 */
const dealRoomWorkspaceApi = api.enhanceEndpoints({ addTagTypes: ['SellerDealRoom', 'SellerPack', 'SellerNdaText', 'SellerQuestions', 'SellerOffers'] }).injectEndpoints({
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
    /** POST /api/seller/pack-document-version?id (a document; multipart/form-data: File): a new version in its place. */
    sellerReplacePackDocument: build.mutation<SellerPackDocument, { id: number; postId: number; body: FormData }>({
      query: ({ id, body }) => ({ url: 'seller/pack-document-version', method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { postId }) => [{ type: 'SellerPack', id: postId }],
    }),
    /** PUT /api/seller/pack-order?id {DocumentIds}: the whole pack in its new order; answers the pack. */
    sellerReorderPack: build.mutation<SellerPackDocument[], { id: number; body: PackOrderRequest }>({
      query: ({ id, body }) => ({ url: 'seller/pack-order', method: 'PUT', params: { id }, body }),
      // Shown at once in the new order; a refusal (the pack changed meanwhile) refetches it.
      async onQueryStarted({ id, body }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          dealRoomWorkspaceApi.util.updateQueryData('sellerPackDocuments', id, (pack) => {
            const byId = new Map(pack.map((document) => [document.documentId, document]));
            return body.DocumentIds.map((documentId) => byId.get(documentId)).filter((document) => document !== undefined);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(dealRoomWorkspaceApi.util.upsertQueryData('sellerPackDocuments', id, data));
        } catch {
          patch.undo();
          dispatch(dealRoomWorkspaceApi.util.invalidateTags([{ type: 'SellerPack', id }]));
        }
      },
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
    /** GET /api/seller/deal-room-offers?id */
    sellerOffers: build.query<SellerOffers, number>({
      query: (id) => ({ url: 'seller/deal-room-offers', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerOffers', id }],
    }),
    /** PUT /api/seller/offers-closing?id {OffersCloseAt} */
    sellerSetOffersClosing: build.mutation<SellerOffers, { id: number; body: OffersClosingRequest }>({
      query: ({ id, body }) => ({ url: 'seller/offers-closing', method: 'PUT', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SellerOffers', id }],
    }),
    /** POST /api/seller/accept-offer?id {OfferId, Message} */
    sellerAcceptOffer: build.mutation<MessageResponse, { id: number; body: AcceptOfferRequest }>({
      query: ({ id, body }) => ({ url: 'seller/accept-offer', method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SellerOffers', id }],
    }),
    /** GET /api/seller/deal-room-offers-csv?id: an object URL of the register's CSV. */
    sellerOfferRegisterCsv: build.mutation<string, number>({
      query: (id) => ({ url: 'seller/deal-room-offers-csv', method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
    /** GET /api/seller/offer-proof-of-funds?id (a file): an object URL of the proof as uploaded. */
    sellerProofOfFundsFile: build.mutation<string, number>({
      query: (id) => ({ url: 'seller/offer-proof-of-funds', method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
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
  useSellerReorderPackMutation,
  useSellerReplacePackDocumentMutation,
  useSellerDealRoomQuestionsQuery,
  useSellerAnswerQuestionMutation,
  useSellerOffersQuery,
  useSellerSetOffersClosingMutation,
  useSellerAcceptOfferMutation,
  useSellerOfferRegisterCsvMutation,
  useSellerProofOfFundsFileMutation,
} = dealRoomWorkspaceApi;

/**
 * `RemoteRoute.prefetch` of the deal-room screen: the post (its frame), the counts above the tabs,
 * the settings (which say whether the caller may edit) and the open tab's list, with the arguments
 * the screen asks with; on the settings tab, once the settings say the caller may edit, their
 * standard NDA text (Admin reads the post's settings alone).
 */
export async function prefetchDealRoom({ dispatch, params, search }: RoutePrefetchContext): Promise<void> {
  const id = parseId(params.id);
  if (id === null) return;
  dispatch(postApi.util.prefetch('post', id, {}));
  dispatch(prefetchSellerDealRoomSummary(id));
  const room = dispatch(prefetchSellerDealRoom(id));
  const tab = search.get('tab');
  if (tab === 'documents') dispatch(dealRoomWorkspaceApi.util.prefetch('sellerPackDocuments', id, {}));
  else if (tab === 'questions') dispatch(dealRoomWorkspaceApi.util.prefetch('sellerDealRoomQuestions', id, {}));
  else if (tab === 'offers') dispatch(dealRoomWorkspaceApi.util.prefetch('sellerOffers', id, {}));
  else if (tab !== 'settings') {
    dispatch(dealRoomWorkspaceApi.util.prefetch('sellerDealRoomBuyers', id, {}));
    dispatch(prefetchSellerScreeningStatuses(id));
    dispatch(prefetchSellerCddStatuses(id));
  }
  else if ((await room).data?.canEdit) dispatch(dealRoomWorkspaceApi.util.prefetch('sellerStandardNdaText', undefined, {}));
}
