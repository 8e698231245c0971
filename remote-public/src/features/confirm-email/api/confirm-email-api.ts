import { api } from '@insolvency/shared-auth';

export interface ConfirmEmailArgs {
  userId: string;
  token: string;
}

/** E-mail confirmation (spec §7: POST confirmemail?userId&token; the answer is `{message}`). */
const confirmEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicConfirmEmail: build.mutation<{ message?: string }, ConfirmEmailArgs>({
      query: ({ userId, token }) => ({ url: 'confirmemail', method: 'POST', params: { userId, token } }),
    }),
  }),
});

export const { usePublicConfirmEmailMutation } = confirmEmailApi;
