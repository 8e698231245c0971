import type { MessageResponse, SavedSearch } from '@insolvency/shared-contracts';
import type { SaveSearchRequest } from '@insolvency/shared-contracts/schemas';
import { api } from './base-api';

/**
 * A buyer's saved searches (issue 49), called from two areas: the search page saves one
 * (remote-public, through shared-ui's SaveSearchButton) and the preferences list and remove
 * them (remote-buyer). Defined once here, named by their resource.
 */
export const savedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/buyer/saved-searches: newest first. */
    savedSearches: build.query<SavedSearch[], void>({
      query: () => 'buyer/saved-searches',
      providesTags: (searches = []) => [{ type: 'SavedSearches', id: 'LIST' }, ...searches.map((search) => ({ type: 'SavedSearches' as const, id: search.id }))],
    }),
    /** POST /api/buyer/saved-searches {Query, Filters, Delivery}. */
    savedSearchesSave: build.mutation<MessageResponse, SaveSearchRequest>({
      query: (body) => ({ url: 'buyer/saved-searches', method: 'POST', body }),
      invalidatesTags: [{ type: 'SavedSearches', id: 'LIST' }],
    }),
    /** DELETE /api/buyer/saved-searches?id= */
    savedSearchesRemove: build.mutation<MessageResponse, number>({
      query: (id) => ({ url: 'buyer/saved-searches', method: 'DELETE', params: { id: String(id) } }),
      invalidatesTags: (_answer, _error, id) => [{ type: 'SavedSearches', id }, { type: 'SavedSearches', id: 'LIST' }],
    }),
  }),
});

export const { useSavedSearchesQuery, useSavedSearchesSaveMutation, useSavedSearchesRemoveMutation } = savedSearchesApi;
