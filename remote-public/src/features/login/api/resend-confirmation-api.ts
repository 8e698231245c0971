import type { ResendConfirmationRequest } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** Login's extra call for an account whose e-mail is not confirmed yet. */
const resendConfirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/unauth/resend-confirmation {Email}: answers `{message}`. */
    publicResendConfirmation: build.mutation<{ message: string }, ResendConfirmationRequest>({
      query: (body) => ({ url: 'unauth/resend-confirmation', method: 'POST', body }),
    }),
  }),
});

export const { usePublicResendConfirmationMutation } = resendConfirmationApi;
