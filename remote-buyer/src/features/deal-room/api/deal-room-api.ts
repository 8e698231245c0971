import type { BuyerOffer, BuyerQuestion, BuyerQuestions, PackDocument, ProofOfFunds } from '@insolvency/shared-contracts/deal-room';
import type { AskQuestionRequest, SubmitOfferRequest } from '@insolvency/shared-contracts/schemas';
import { parseId } from '@insolvency/shared-contracts';
import { api, postApi, type RoutePrefetchContext } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';
import { ndaApi } from '../../../api/nda-api';
import { prefetchBuyerCdd } from '../../screening/api/cdd-api';
import { prefetchBeneficialOwners } from '../../screening/api/screening-api';

// Where the buyer stands and their signature are shared with ExpressInterest.
export { useBuyerAcceptNdaMutation, useBuyerDealRoomQuery } from '../../../api/nda-api';

/** Each resource read and written by two calls under one path. */
const DEAL_ROOM_QUESTIONS = 'buyer/deal-room-questions';
const OFFER = 'buyer/deal-room-offer';
const PROOF_OF_FUNDS = 'buyer/offer-proof-of-funds';

/**
 * The buyer's side of a post's deal room (issues 32 and 49): the information pack, the signed
 * copy, questions and answers, and their sealed offer. Tagged by post id.
 */
const dealRoomApi = api.enhanceEndpoints({ addTagTypes: ['BuyerDealRoom', 'BuyerQuestions', 'BuyerOffer'] }).injectEndpoints({
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
    /** GET /api/buyer/deal-room-offer?id */
    buyerOffer: build.query<BuyerOffer, number>({
      query: (id) => ({ url: OFFER, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'BuyerOffer', id }],
    }),
    /** POST /api/buyer/deal-room-offer?id {Amount, Scope, NamedAssets, Conditions, Funding, ConnectedParty, ProofOfFundsFileId} */
    buyerSubmitOffer: build.mutation<BuyerOffer, { id: number; body: SubmitOfferRequest }>({
      query: ({ id, body }) => ({ url: OFFER, method: 'POST', params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'BuyerOffer', id }],
    }),
    /** POST /api/buyer/offer-proof-of-funds?id (multipart/form-data: File) */
    buyerUploadProofOfFunds: build.mutation<ProofOfFunds, { id: number; body: FormData }>({
      query: ({ id, body }) => ({ url: PROOF_OF_FUNDS, method: 'POST', params: { id }, body }),
    }),
    /** GET /api/buyer/offer-proof-of-funds?id (a file): an object URL of the buyer's own proof of funds. */
    buyerProofOfFundsFile: build.mutation<string, number>({
      query: (id) => ({ url: PROOF_OF_FUNDS, method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
  }),
});

export const {
  useBuyerPackDocumentsQuery,
  useBuyerPackDocumentFileMutation,
  useBuyerSignedNdaPdfMutation,
  useBuyerQuestionsQuery,
  useBuyerAskQuestionMutation,
  useBuyerOfferQuery,
  useBuyerSubmitOfferMutation,
  useBuyerUploadProofOfFundsMutation,
  useBuyerProofOfFundsFileMutation,
} = dealRoomApi;

/**
 * `RemoteRoute.prefetch` of BuyerDealRoom, with the arguments the screen asks with: the post and
 * where the buyer stands at once, then what the screen draws for where they stand (the pack, the
 * questions and their offer once the pack is released to them; the questions alone once revoked).
 * Resolves once those are started, so the server's render waits for them too.
 */
export async function prefetchBuyerDealRoom({ dispatch, params }: RoutePrefetchContext): Promise<void> {
  const id = parseId(params.id);
  if (id === null) return;
  dispatch(postApi.util.prefetch('post', id, {}));
  const { data: room } = await dispatch(ndaApi.endpoints.buyerDealRoom.initiate(id, { subscribe: false }));
  if (room?.access === 'granted') {
    dispatch(dealRoomApi.util.prefetch('buyerPackDocuments', id, {}));
    dispatch(dealRoomApi.util.prefetch('buyerOffer', id, {}));
    prefetchBeneficialOwners(dispatch);
    prefetchBuyerCdd(dispatch, id);
  }
  if (room?.access === 'granted' || room?.access === 'revoked') dispatch(dealRoomApi.util.prefetch('buyerQuestions', id, {}));
}
