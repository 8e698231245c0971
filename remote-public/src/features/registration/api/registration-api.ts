import type {
  BuyerRegistrationRequest,
  SellerRegistrationRequest,
  ValidateEmailsRequest,
  ValidateEmailsResponse,
} from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** Any `{message}` answer (registration). */
export interface MessageResponse {
  message?: string;
}

/** The registration wizards' own calls (all anonymous, spec §7); the label sets are shared (shared-auth). */
const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
  usePublicValidateEmailsMutation,
  usePublicRegisterBuyerMutation,
  usePublicRegisterSellerMutation,
} = registrationApi;
