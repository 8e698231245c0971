import type { SellerDealRoom } from '@insolvency/shared-contracts/deal-room';
import type { DealRoomSettingsRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/** Read and written under one path. */
const DEAL_ROOM = 'seller/deal-room';

/**
 * A post's deal-room settings (issue 32): set on AddPost (and its Post now step), on the post
 * detail edit screen and in the owner panel, so the calls live here once.
 */
const dealRoomSettingsApi = api.enhanceEndpoints({ addTagTypes: ['SellerDealRoom'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/deal-room?id */
    sellerDealRoom: build.query<SellerDealRoom, number>({
      query: (id) => ({ url: DEAL_ROOM, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerDealRoom', id }],
    }),
    /** PUT /api/seller/deal-room?id {NdaRequired, NdaText, PackRelease} */
    sellerSaveDealRoom: build.mutation<SellerDealRoom, { id: number; body: DealRoomSettingsRequest }>({
      query: ({ id, body }) => ({ url: DEAL_ROOM, method: 'PUT', params: { id }, body }),
      // The release rule decides each buyer's access.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SellerDealRoom', id }],
    }),
  }),
});

export const { useSellerDealRoomQuery, useSellerSaveDealRoomMutation } = dealRoomSettingsApi;

/** Starts `GET seller/deal-room?id` ahead of a screen that asks for it (a route's prefetch); dispatched, it resolves with the answer. */
export const prefetchSellerDealRoom = (id: number) => dealRoomSettingsApi.endpoints.sellerDealRoom.initiate(id, { subscribe: false });
