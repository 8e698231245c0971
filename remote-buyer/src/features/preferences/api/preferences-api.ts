import type { AssetPreferences, CategoryPreferences, KeywordPreferences, LocationSizePreferences, MailPreferences, MessageResponse } from '@insolvency/shared-contracts';
import type {
  AssetPreferencesRequest,
  CategoryPreferencesRequest,
  KeywordPreferencesRequest,
  LocationSizePreferencesRequest,
  MailPreferencesRequest,
} from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

/** Each preference tab's resource: read with GET, saved with PUT to the same address (spec §7). */
const PREFERENCE_URLS = {
  locationSize: 'buyer/location-size-preferences',
  categories: 'buyer/category-preferences',
  keywords: 'buyer/keywords',
  assets: 'buyer/asset-preferences',
  mail: 'buyer/mail-preferences',
} as const;

/** A saved preference changes the inbox and the optional-criteria banner. */
const saved = ['BuyerPreferences' as const, 'BuyerPosts' as const];

/** The preference tabs' reads and saves (spec §7, and the mail choices); each save answers the server's message. */
const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    buyerLocationSizePreferences: build.query<LocationSizePreferences, void>({
      query: () => ({ url: PREFERENCE_URLS.locationSize }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveLocationSizePreferences: build.mutation<MessageResponse, LocationSizePreferencesRequest>({
      query: (body) => ({ url: PREFERENCE_URLS.locationSize, method: 'PUT', body }),
      invalidatesTags: saved,
    }),
    buyerCategoryPreferences: build.query<CategoryPreferences, void>({
      query: () => ({ url: PREFERENCE_URLS.categories }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveCategoryPreferences: build.mutation<MessageResponse, CategoryPreferencesRequest>({
      query: (body) => ({ url: PREFERENCE_URLS.categories, method: 'PUT', body }),
      invalidatesTags: saved,
    }),
    buyerKeywords: build.query<KeywordPreferences, void>({
      query: () => ({ url: PREFERENCE_URLS.keywords }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveKeywords: build.mutation<MessageResponse, KeywordPreferencesRequest>({
      query: (body) => ({ url: PREFERENCE_URLS.keywords, method: 'PUT', body }),
      invalidatesTags: saved,
    }),
    buyerAssetPreferences: build.query<AssetPreferences, void>({
      query: () => ({ url: PREFERENCE_URLS.assets }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveAssetPreferences: build.mutation<MessageResponse, AssetPreferencesRequest>({
      query: (body) => ({ url: PREFERENCE_URLS.assets, method: 'PUT', body }),
      invalidatesTags: saved,
    }),
    buyerMailPreferences: build.query<MailPreferences, void>({
      query: () => ({ url: PREFERENCE_URLS.mail }),
      providesTags: ['BuyerPreferences'],
    }),
    buyerSaveMailPreferences: build.mutation<MessageResponse, MailPreferencesRequest>({
      query: (body) => ({ url: PREFERENCE_URLS.mail, method: 'PUT', body }),
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
