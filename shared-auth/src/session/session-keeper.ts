import type { Dispatch } from '@reduxjs/toolkit';
import { decodeAccessToken, expiresAtMs, isTokenCurrent } from './access-token';
import { refreshSession } from './refresh-session';
import { serverNow } from './server-clock';
import { readStoredTokens } from './token-storage';

/**
 * Keeps an open tab's access token current, so that a logged-in user does not turn into
 * a visitor mid-screen when the short-lived token expires (the shell composes its routes
 * from the role): the token is refreshed a minute before it expires, and at once when
 * the app starts with an expired token and a refresh token (a reload after a break).
 * A random delay spreads the tabs of one browser apart; they also share a lock.
 */
export const REFRESH_AHEAD_MS = 60_000;
const TAB_JITTER_MS = 15_000;
/** Never more than one keeper refresh in this interval (guards against a clock gone wrong). */
const MIN_INTERVAL_MS = 30_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface SessionKeeper {
  /** Re-plan after the stored tokens changed. */
  reschedule(): void;
  stop(): void;
}

export function createSessionKeeper(dispatch: Dispatch): SessionKeeper {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRefreshAt = -Infinity;

  const plan = (delayMs: number) => {
    if (delayMs <= 0) refreshNow();
    else timer = setTimeout(refreshNow, Math.min(delayMs, MAX_TIMER_MS));
  };

  function refreshNow() {
    timer = undefined;
    lastRefreshAt = Date.now();
    void refreshSession(dispatch).then((outcome) => {
      // Server unreachable: the tokens were kept, try again later.
      if (outcome === 'unavailable' && timer === undefined) plan(MIN_INTERVAL_MS);
    });
  }

  return {
    reschedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const { accessToken, refreshToken } = readStoredTokens();
      if (!refreshToken) return;
      const claims = decodeAccessToken(accessToken);
      const sinceLast = Date.now() - lastRefreshAt;
      if (!isTokenCurrent(claims, serverNow())) {
        plan(sinceLast < MIN_INTERVAL_MS ? MIN_INTERVAL_MS - sinceLast : 0);
        return;
      }
      const untilRefresh = expiresAtMs(claims) - REFRESH_AHEAD_MS - serverNow();
      plan(Math.max(untilRefresh - Math.random() * TAB_JITTER_MS, MIN_INTERVAL_MS - sinceLast));
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
