import type { BuyerOffer, ProofOfFunds } from '@insolvency/shared-contracts';
import type { SubmitOfferRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

/** Each resource read and written by two calls under one path. */
const OFFER = 'buyer/deal-room-offer';
const PROOF_OF_FUNDS = 'buyer/offer-proof-of-funds';

/** The buyer's sealed offer on a post (issue 32): their own offer and versions, a new version, a proof of funds. */
const offersApi = api.enhanceEndpoints({ addTagTypes: ['BuyerOffer'] }).injectEndpoints({
  endpoints: (build) => ({
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

export const { useBuyerOfferQuery, useBuyerSubmitOfferMutation, useBuyerUploadProofOfFundsMutation, useBuyerProofOfFundsFileMutation } = offersApi;
