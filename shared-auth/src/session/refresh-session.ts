import type { Dispatch } from '@reduxjs/toolkit';
import { readTokenPair } from '@insolvency/shared-contracts';
import { apiUrl } from '../api/api-url';
import { decodeAccessToken, isTokenCurrent } from './access-token';
import { withCrossTabLock } from './cross-tab-lock';
import { endSession, refuseSession, saveSession } from './persist-session';
import { sessionRefreshUnavailable } from './session-slice';
import { serverNow } from './server-clock';
import { readStoredTokens } from './token-storage';

/**
 * Refreshing the session: `POST /api/refresh-token` with an empty body and both tokens
 * in the headers `accessToken` and `refreshToken`; the answer replaces both.
 *
 * Single flight: however many callers ask at once (ten requests answered 401 together,
 * a guard before navigation), one refresh call is made and all of them await it.
 */
export type RefreshOutcome =
  /** New tokens are stored (by this call or by another tab meanwhile). */
  | 'refreshed'
  /** The server refused (or there was no refresh token): both tokens are cleared. */
  | 'rejected'
  /** Network failure, 5xx or throttled (429): tokens are kept, the caller's request fails as it is. */
  | 'unavailable';

let inFlight: Promise<RefreshOutcome> | null = null;

/** True while a refresh is under way; requests wait for it before they are sent. */
export function refreshInFlight(): Promise<RefreshOutcome> | null {
  return inFlight;
}

export function refreshSession(dispatch: Dispatch): Promise<RefreshOutcome> {
  if (!inFlight) {
    const tokensBefore = readStoredTokens();
    inFlight = withCrossTabLock(() => refreshUnlessAnotherTabDid(dispatch, tokensBefore.refreshToken)).finally(
      () => {
        inFlight = null;
      },
    );
  }
  return inFlight;
}

async function refreshUnlessAnotherTabDid(dispatch: Dispatch, refreshTokenBefore: string | null): Promise<RefreshOutcome> {
  const stored = readStoredTokens();
  const anotherTabRefreshed =
    stored.refreshToken !== null &&
    stored.refreshToken !== refreshTokenBefore &&
    isTokenCurrent(decodeAccessToken(stored.accessToken), serverNow());
  if (anotherTabRefreshed) {
    saveSession(dispatch, { token: stored.accessToken as string, refreshToken: stored.refreshToken as string });
    return 'refreshed';
  }
  if (!stored.refreshToken) {
    endSession(dispatch);
    return 'rejected';
  }
  return requestNewTokens(dispatch, stored.accessToken, stored.refreshToken);
}

async function requestNewTokens(dispatch: Dispatch, accessToken: string | null, refreshToken: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(apiUrl('refresh-token'), {
      method: 'POST',
      headers: { accessToken: accessToken ?? '', refreshToken },
    });
  } catch {
    dispatch(sessionRefreshUnavailable());
    return 'unavailable';
  }
  if (response.status >= 500 || response.status === 429) {
    dispatch(sessionRefreshUnavailable());
    return 'unavailable';
  }
  // A plain check, not the zod schema: this runs on every page and zod is not loaded there.
  const tokens = response.ok ? readTokenPair(await response.json().catch(() => null)) : null;
  if (!tokens) {
    refuseSession(dispatch);
    return 'rejected';
  }
  saveSession(dispatch, tokens);
  return 'refreshed';
}
