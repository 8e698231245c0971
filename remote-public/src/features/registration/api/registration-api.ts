import type {
  AssetLabelsResponse,
  BuyerRegistrationRequest,
  CategoryLabelsResponse,
  LocationSizeLabelsResponse,
  RegisterLabelsResponse,
  ResendConfirmationRequest,
  SellerRegistrationRequest,
  ValidateEmailsRequest,
  ValidateEmailsResponse,
} from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** Any `{message}` answer (registration, resend). */
export interface MessageResponse {
  message?: string;
}

/** The registration wizards' calls (all anonymous, spec §7). */
const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/label/register?registerBuyer=true|false: titles, countries, and capacities (seller) or functions (buyer). */
    publicRegisterLabels: build.query<RegisterLabelsResponse, { registerBuyer: boolean }>({
      query: ({ registerBuyer }) => ({ url: 'label/register', params: { registerBuyer: String(registerBuyer) } }),
      providesTags: ['Labels'],
    }),
    /** GET /api/label/location-size */
    publicRegisterLocationSizeLabels: build.query<LocationSizeLabelsResponse, void>({
      query: () => 'label/location-size',
      providesTags: ['Labels'],
    }),
    /** GET /api/label/nestedcategories */
    publicRegisterCategoryLabels: build.query<CategoryLabelsResponse, void>({
      query: () => 'label/nestedcategories',
      providesTags: ['Labels'],
    }),
    /** GET /api/label/assets */
    publicRegisterAssetLabels: build.query<AssetLabelsResponse, void>({
      query: () => 'label/assets',
      providesTags: ['Labels'],
    }),
    /** POST /api/validate-emails {Email, Email2}: a verdict per address; 409 for an address already registered. */
    publicValidateEmails: build.mutation<ValidateEmailsResponse, ValidateEmailsRequest>({
      query: (body) => ({ url: 'validate-emails', method: 'POST', body }),
    }),
    /** POST /api/register-interestedparty */
    publicRegisterBuyer: build.mutation<MessageResponse, BuyerRegistrationRequest>({
      query: (body) => ({ url: 'register-interestedparty', method: 'POST', body }),
    }),
    /** POST /api/register-insolvencypractitioner */
    publicRegisterSeller: build.mutation<MessageResponse, SellerRegistrationRequest>({
      query: (body) => ({ url: 'register-insolvencypractitioner', method: 'POST', body }),
    }),
    /** POST /api/unauth/resend-confirmation {Email}: the same answer whether or not the address is known. */
    publicResendConfirmation: build.mutation<MessageResponse, ResendConfirmationRequest>({
      query: (body) => ({ url: 'unauth/resend-confirmation', method: 'POST', body }),
    }),
  }),
});

export const {
  usePublicRegisterLabelsQuery,
  usePublicRegisterLocationSizeLabelsQuery,
  usePublicRegisterCategoryLabelsQuery,
  usePublicRegisterAssetLabelsQuery,
  usePublicValidateEmailsMutation,
  usePublicRegisterBuyerMutation,
  usePublicRegisterSellerMutation,
  usePublicResendConfirmationMutation,
} = registrationApi;
