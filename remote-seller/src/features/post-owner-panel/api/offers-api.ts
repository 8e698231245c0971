import type { MessageResponse, SellerOffers } from '@insolvency/shared-contracts';
import type { AcceptOfferRequest, OffersClosingRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

/** The owner panel's sealed-offer calls (issue 32): closing time, count or register, CSV, proof of funds, acceptance. */
const offersApi = api.enhanceEndpoints({ addTagTypes: ['SellerOffers'] }).injectEndpoints({
  endpoints: (build) => ({
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

export const { useSellerOffersQuery, useSellerSetOffersClosingMutation, useSellerAcceptOfferMutation, useSellerOfferRegisterCsvMutation, useSellerProofOfFundsFileMutation } = offersApi;
