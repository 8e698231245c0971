import type {
  AccountDetailsResponse,
  AssetLabelsResponse,
  CategoryLabelsResponse,
  LocationSizeLabelsResponse,
  MessageResponse,
  NewPostLabelsResponse,
  RegisterLabelsResponse,
  ResendConfirmationRequest,
} from '@insolvency/shared-contracts';
import { api } from './base-api';

/**
 * The calls several areas make, each defined once and named by its resource: the label sets
 * behind the pickers, the caller's account details, and a new confirmation mail. An area
 * injects only its own calls (RTK Query keeps the first of two same-named endpoints silently).
 */
export const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/label/register?registerBuyer=: titles, countries, and capacities (seller) or functions (buyer). */
    registerLabels: build.query<RegisterLabelsResponse, { registerBuyer: boolean }>({
      query: ({ registerBuyer }) => ({ url: 'label/register', params: { registerBuyer: String(registerBuyer) } }),
      providesTags: ['Labels'],
    }),
    /** GET /api/label/location-size */
    locationSizeLabels: build.query<LocationSizeLabelsResponse, void>({
      query: () => 'label/location-size',
      providesTags: ['Labels'],
    }),
    /** GET /api/label/nestedcategories: categories with their parent sectors. */
    categoryLabels: build.query<CategoryLabelsResponse, void>({
      query: () => 'label/nestedcategories',
      providesTags: ['Labels'],
    }),
    /** GET /api/label/assets */
    assetLabels: build.query<AssetLabelsResponse, void>({
      query: () => 'label/assets',
      providesTags: ['Labels'],
    }),
    /** GET /api/label/newpost: the new post form's locations, appointment and trading statuses, turnover and employee bands. */
    newPostLabels: build.query<NewPostLabelsResponse, void>({
      query: () => 'label/newpost',
      providesTags: ['Labels'],
    }),
    /** GET /api/allauth/account-details: the signed-in user's account. */
    accountDetails: build.query<AccountDetailsResponse, void>({
      query: () => 'allauth/account-details',
      providesTags: ['Account'],
    }),
    /** POST /api/unauth/resend-confirmation {Email}: the same answer whether or not the address is known. */
    resendConfirmation: build.mutation<MessageResponse, ResendConfirmationRequest>({
      query: (body) => ({ url: 'unauth/resend-confirmation', method: 'POST', body }),
    }),
  }),
});

export const {
  useRegisterLabelsQuery,
  useLocationSizeLabelsQuery,
  useCategoryLabelsQuery,
  useAssetLabelsQuery,
  useNewPostLabelsQuery,
  useAccountDetailsQuery,
  useResendConfirmationMutation,
} = sharedApi;
