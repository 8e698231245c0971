import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessTokenClaims } from '@insolvency/shared-contracts';
import { decodeAccessToken } from './access-token';
import { NO_TOKENS, readStoredTokens, type StoredTokens } from './token-storage';

/**
 * Redux mirror of the stored tokens, plus the "session expired" signal that
 * `SessionExpiryRedirect` turns into a trip to Login. Never dispatch `sessionSynced`
 * yourself: write through `saveSession` / `endSession` (persist-session.ts) so that
 * localStorage and the store cannot disagree.
 */
export interface SessionState extends StoredTokens {
  /** Set (epoch ms) when a refresh after a 401 failed; cleared once the redirect ran. */
  expiredAt: number | null;
  /** Set (epoch ms) when the server refused a refresh and the session ended; cleared by a login or logout. */
  refusedAt: number | null;
  /** The last refresh could not reach the server (network, 5xx, 429): the tokens were kept. */
  refreshUnavailable: boolean;
}

const initialState = (): SessionState => ({
  ...readStoredTokens(),
  expiredAt: null,
  refusedAt: null,
  refreshUnavailable: false,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionSynced(state, action: PayloadAction<StoredTokens>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.refreshUnavailable = false;
      state.refusedAt = null;
      if (action.payload.accessToken) state.expiredAt = null;
    },
    sessionRefused: {
      reducer(state, action: PayloadAction<{ at: number }>) {
        state.accessToken = NO_TOKENS.accessToken;
        state.refreshToken = NO_TOKENS.refreshToken;
        state.refusedAt = action.payload.at;
      },
      prepare: () => ({ payload: { at: Date.now() } }),
    },
    sessionRefreshUnavailable(state) {
      state.refreshUnavailable = true;
    },
    sessionExpired: {
      reducer(state, action: PayloadAction<{ at: number }>) {
        state.accessToken = NO_TOKENS.accessToken;
        state.refreshToken = NO_TOKENS.refreshToken;
        state.refusedAt ??= action.payload.at;
        // Several requests may fail together: the first signal counts until it is handled.
        state.expiredAt ??= action.payload.at;
      },
      prepare: () => ({ payload: { at: Date.now() } }),
    },
    sessionExpiryHandled(state) {
      state.expiredAt = null;
    },
  },
  selectors: {
    selectAccessToken: (session) => session.accessToken,
    selectRefreshToken: (session) => session.refreshToken,
    selectSessionExpiredAt: (session) => session.expiredAt,
    selectRefreshUnavailable: (session) => session.refreshUnavailable,
    selectSessionRefused: (session) => session.refusedAt !== null,
  },
});

export const { sessionSynced, sessionRefused, sessionExpired, sessionExpiryHandled, sessionRefreshUnavailable } =
  sessionSlice.actions;
export const {
  selectAccessToken,
  selectRefreshToken,
  selectSessionExpiredAt,
  selectRefreshUnavailable,
  selectSessionRefused,
} = sessionSlice.selectors;

/** The state shape every store built from `rootReducer` has (enough for the session selectors). */
export interface SessionRootState {
  session: SessionState;
}

/** Decoded claims of the stored access token (expired or not), or null. */
export const selectSessionClaims = createSelector(
  [(state: SessionRootState) => state.session.accessToken],
  (token): AccessTokenClaims | null => decodeAccessToken(token),
);
