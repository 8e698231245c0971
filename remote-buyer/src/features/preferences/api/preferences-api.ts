import type { AssetPreferences, CategoryPreferences, KeywordPreferences, LocationSizePreferences, MailPreferences, MessageResponse } from '@insolvency/shared-contracts';
import type {
  AssetPreferencesRequest,
  CategoryPreferencesRequest,
  KeywordPreferencesRequest,
  LocationSizePreferencesRequest,
  MailPreferencesRequest,
} from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/** A saved preference changes the inbox and the optional-criteria banner. */
const saved = ['BuyerPreferences' as const, 'BuyerPosts' as const];

/** The preference tabs' reads and saves (spec §7, and the mail choices); each save answers the server's message. */
const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    buyerLocationSizePreferences: build.query<LocationSizePreferences, void>({
      query: () => ({ url: 'buyer/location-size-preferences' }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveLocationSizePreferences: build.mutation<MessageResponse, LocationSizePreferencesRequest>({
      query: (body) => ({ url: 'buyer/location-size-preferences', method: 'PUT', body }),
      invalidatesTags: saved,
    }),
    buyerCategoryPreferences: build.query<CategoryPreferences, void>({
      query: () => ({ url: 'buyer/category-preferences' }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveCategoryPreferences: build.mutation<MessageResponse, CategoryPreferencesRequest>({
      query: (body) => ({ url: 'buyer/category-preferences', method: 'PUT', body }),
      invalidatesTags: saved,
    }),
    buyerKeywords: build.query<KeywordPreferences, void>({
      query: () => ({ url: 'buyer/keywords' }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveKeywords: build.mutation<MessageResponse, KeywordPreferencesRequest>({
      query: (body) => ({ url: 'buyer/keywords', method: 'PUT', body }),
      invalidatesTags: saved,
    }),
    buyerAssetPreferences: build.query<AssetPreferences, void>({
      query: () => ({ url: 'buyer/asset-preferences' }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveAssetPreferences: build.mutation<MessageResponse, AssetPreferencesRequest>({
      query: (body) => ({ url: 'buyer/asset-preferences', method: 'PUT', body }),
      invalidatesTags: saved,
    }),
    buyerMailPreferences: build.query<MailPreferences, void>({
      query: () => ({ url: 'buyer/mail-preferences' }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveMailPreferences: build.mutation<MessageResponse, MailPreferencesRequest>({
      query: (body) => ({ url: 'buyer/mail-preferences', method: 'PUT', body }),
      invalidatesTags: ['BuyerPreferences'],
    }),
  }),
});

export const {
  useBuyerLocationSizePreferencesQuery,
  useBuyerSaveLocationSizePreferencesMutation,
  useBuyerCategoryPreferencesQuery,
  useBuyerSaveCategoryPreferencesMutation,
  useBuyerKeywordsQuery,
  useBuyerSaveKeywordsMutation,
  useBuyerAssetPreferencesQuery,
  useBuyerSaveAssetPreferencesMutation,
  useBuyerMailPreferencesQuery,
  useBuyerSaveMailPreferencesMutation,
} = preferencesApi;
