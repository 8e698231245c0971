import { CAPTCHA_PASS_HEADER, type LoginRequest, type MessageResponse, type TokenPair } from '@insolvency/shared-contracts';
import { endSession, saveSession } from '../session/persist-session';
import { readStoredTokens } from '../session/token-storage';
import { api } from './base-api';

/**
 * Login and logout. Both skip the reauth logic: a 401 from login means bad
 * credentials, not an expired session.
 */
/** A login: the credentials, and the captcha pass when the server asked for one (403 CAPTCHA_REQUIRED_CODE). */
export interface LoginArgs {
  credentials: LoginRequest;
  captchaPass?: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/login {Email, Password}; on success both tokens are stored. */
    authLogin: build.mutation<TokenPair, LoginArgs>({
      async queryFn({ credentials, captchaPass }, { dispatch }, _extra, baseQuery) {
        const headers = captchaPass ? { [CAPTCHA_PASS_HEADER]: captchaPass } : undefined;
        const result = await baseQuery({ url: 'login', method: 'POST', body: credentials, headers });
        if (result.error) return { error: result.error };
        const tokens = result.data as TokenPair;
        saveSession(dispatch, tokens);
        return { data: tokens };
      },
      extraOptions: { skipReauth: true },
    }),
    /** POST /api/logout (header `refreshToken`); the tokens are cleared even if the call fails. */
    authLogout: build.mutation<MessageResponse | null, void>({
      async queryFn(_arg, { dispatch }, _extra, baseQuery) {
        const { refreshToken } = readStoredTokens();
        const result = refreshToken
          ? await baseQuery({ url: 'logout', method: 'POST', headers: { refreshToken } })
          : null;
        endSession(dispatch);
        return { data: result?.data ? (result.data as MessageResponse) : null };
      },
      extraOptions: { skipReauth: true },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        // Nothing cached for the previous user may leak into the next session.
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const { useAuthLoginMutation: useLoginMutation, useAuthLogoutMutation: useLogoutMutation } = authApi;
