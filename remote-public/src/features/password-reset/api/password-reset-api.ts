import type { ForgotPasswordRequest, ResetPasswordRequest } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** The server's answer to both calls: its text is shown on success and on failure (spec §8). */
export interface PasswordResetAnswer {
  message: string;
}

export interface ResetPasswordArgs {
  email: string;
  token: string;
  body: ResetPasswordRequest;
}

/** ForgotPass and ResetPass calls (both anonymous). */
const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/unauth/forgotpassword {Email}: the same answer whether or not the address exists. */
    publicForgotPassword: build.mutation<PasswordResetAnswer, ForgotPasswordRequest>({
      query: (body) => ({ url: 'unauth/forgotpassword', method: 'POST', body }),
    }),
    /** POST /api/unauth/resetpassword?email&token {Password, ConfirmPassword} */
    publicResetPassword: build.mutation<PasswordResetAnswer, ResetPasswordArgs>({
      query: ({ email, token, body }) => ({ url: 'unauth/resetpassword', method: 'POST', params: { email, token }, body }),
    }),
  }),
});

export const { usePublicForgotPasswordMutation, usePublicResetPasswordMutation } = passwordResetApi;
