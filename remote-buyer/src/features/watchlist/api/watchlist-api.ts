import type { MessageResponse, WatchlistEntry } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** The buyer's watchlist: saved posts, and saving or unsaving one. */
const watchlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/buyer/watchlist */
    buyerWatchlist: build.query<WatchlistEntry[], void>({
      query: () => ({ url: 'buyer/watchlist' }),
      providesTags: ['Watchlist'],
    }),
    /** POST /api/buyer/watchlist-add?id */
    buyerWatchlistAdd: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: 'buyer/watchlist-add', method: 'POST', params: { id } }),
      invalidatesTags: ['Watchlist'],
    }),
    /** POST /api/buyer/watchlist-remove?id */
    buyerWatchlistRemove: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: 'buyer/watchlist-remove', method: 'POST', params: { id } }),
      invalidatesTags: ['Watchlist'],
    }),
  }),
});

export const { useBuyerWatchlistQuery, useBuyerWatchlistAddMutation, useBuyerWatchlistRemoveMutation } = watchlistApi;
