import { isRole, type AccessTokenClaims } from '@insolvency/shared-contracts';

/**
 * Reading the access token in the browser. The signature is NOT verified here (the
 * server does that on every call); the claims only drive what the UI shows and when a
 * refresh is due.
 */

/** A token is treated as expired this long before its `exp`, to absorb clock skew and latency. */
export const EXPIRY_SKEW_MS = 10_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT, or null when it is malformed or lacks `sub`, `role` or `exp`. */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, role, exp, iat, name } = claims as Record<string, unknown>;
    if ((typeof sub !== 'string' && typeof sub !== 'number') || !isRole(role) || typeof exp !== 'number') {
      return null;
    }
    return {
      sub: String(sub),
      role,
      exp,
      ...(typeof iat === 'number' ? { iat } : {}),
      ...(typeof name === 'string' ? { name } : {}),
    };
  } catch {
    return null;
  }
}

/** When the token stops counting (epoch ms), skew included. */
export function expiresAtMs(claims: AccessTokenClaims): number {
  return claims.exp * 1000 - EXPIRY_SKEW_MS;
}

/** A token past its expiry (minus the skew) counts as logged out. `nowMs` is server time (server-clock.ts). */
export function isTokenCurrent(claims: AccessTokenClaims | null, nowMs: number): claims is AccessTokenClaims {
  return claims !== null && nowMs < expiresAtMs(claims);
}
