import { decodeAccessToken } from './access-token';

/**
 * The server's clock as seen from the browser. Expiry is judged against the token's
 * `exp`, which is server time; a PC whose clock is off by more than the token's lifetime
 * would otherwise treat every fresh token as expired (and never get past Login). Each
 * new token's `iat` tells how far off the browser is; small differences (latency) are
 * ignored. Kept in localStorage so a reload remembers it.
 */
export const CLOCK_OFFSET_KEY = 'insolvency.auth.clockOffsetMs';
const IGNORED_OFFSET_MS = 30_000;

function readOffset(): number {
  try {
    const stored = Number(window.localStorage.getItem(CLOCK_OFFSET_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/** Current time on the server's clock (epoch ms). */
export function serverNow(): number {
  return Date.now() + readOffset();
}

/** Learn the offset from a token the server has just issued. */
export function learnServerClock(freshToken: string): void {
  const issuedAt = decodeAccessToken(freshToken)?.iat;
  if (issuedAt === undefined) return;
  const offset = issuedAt * 1000 - Date.now();
  try {
    if (Math.abs(offset) < IGNORED_OFFSET_MS) window.localStorage.removeItem(CLOCK_OFFSET_KEY);
    else window.localStorage.setItem(CLOCK_OFFSET_KEY, String(offset));
  } catch {
    // storage unavailable: judge expiry on the browser's clock
  }
}
