import type { Dispatch } from '@reduxjs/toolkit';
import type { TokenPair } from '@insolvency/shared-contracts';
import { sessionExpired, sessionRefused, sessionSynced } from './session-slice';
import { learnServerClock } from './server-clock';
import { clearStoredTokens, NO_TOKENS, readStoredTokens, writeStoredTokens } from './token-storage';

/** The only writers of the session: localStorage first, then the Redux mirror. */

/** After login or refresh: keep both new tokens. */
export function saveSession(dispatch: Dispatch, tokens: TokenPair): void {
  learnServerClock(tokens.token);
  writeStoredTokens(tokens);
  dispatch(sessionSynced({ accessToken: tokens.token, refreshToken: tokens.refreshToken }));
}

/** Logout: drop both tokens. */
export function endSession(dispatch: Dispatch): void {
  clearStoredTokens();
  dispatch(sessionSynced(NO_TOKENS));
}

/** The server refused a refresh: drop both tokens; Login will say the session expired. */
export function refuseSession(dispatch: Dispatch): void {
  clearStoredTokens();
  dispatch(sessionRefused());
}

/** A refresh after a 401 failed: drop both tokens and signal expiry (Login with reason expired). */
export function expireSession(dispatch: Dispatch): void {
  clearStoredTokens();
  dispatch(sessionExpired());
}

/** Another tab changed the stored tokens: mirror what is stored now. */
export function syncSessionFromStorage(dispatch: Dispatch): void {
  dispatch(sessionSynced(readStoredTokens()));
}
