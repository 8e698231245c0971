import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import type { Role } from '@insolvency/shared-contracts';
import { expiresAtMs, isTokenCurrent } from './access-token';
import { serverNow } from './server-clock';
import { selectRefreshToken, selectRefreshUnavailable, selectSessionClaims, selectSessionRefused } from './session-slice';

export interface Session {
  isAuthenticated: boolean;
  role: Role | null;
  userId: string | null;
  name: string | null;
  /**
   * The access token has expired but a stored refresh token is renewing it right now
   * (e.g. the app was reopened after a break). Not authenticated yet: screens that
   * would send a visitor elsewhere should wait while this is true.
   */
  isResolving: boolean;
  /** Logged out because the server refused to renew the session: Login gets `reason=expired`. */
  isExpired: boolean;
}

const LOGGED_OUT: Session = { isAuthenticated: false, role: null, userId: null, name: null, isResolving: false, isExpired: false };
const EXPIRED: Session = { ...LOGGED_OUT, isExpired: true };
const RESOLVING: Session = { ...LOGGED_OUT, isResolving: true };

/** Longest single timer browsers honour (~24.8 days); a later expiry simply re-arms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Who is logged in. A token past its expiry counts as logged out: the hook re-renders
 * when the stored token expires. While a stored refresh token is renewing it (the
 * session keeper does so at once), `isResolving` is true.
 */
export function useSession(): Session {
  const claims = useSelector(selectSessionClaims);
  const refreshToken = useSelector(selectRefreshToken);
  const refreshUnavailable = useSelector(selectRefreshUnavailable);
  const refused = useSelector(selectSessionRefused);
  const canRenew = refreshToken !== null && !refreshUnavailable;
  const [expiryCheck, setExpiryCheck] = useState(0);
  const current = isTokenCurrent(claims, serverNow());

  useEffect(() => {
    if (!claims || !current) return undefined;
    const untilExpiry = Math.min(expiresAtMs(claims) - serverNow() + 1, MAX_TIMER_MS);
    const timer = setTimeout(() => setExpiryCheck((count) => count + 1), Math.max(untilExpiry, 0));
    return () => clearTimeout(timer);
  }, [claims, current, expiryCheck]);

  return useMemo(() => {
    if (current && claims) {
      return { ...LOGGED_OUT, isAuthenticated: true, role: claims.role, userId: claims.sub, name: claims.name ?? null };
    }
    if (canRenew) return RESOLVING;
    return refused ? EXPIRED : LOGGED_OUT;
  }, [canRenew, claims, current, refused]);
}

