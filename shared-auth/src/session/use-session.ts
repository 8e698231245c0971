import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import type { Role } from '@insolvency/shared-contracts';
import { expiresAtMs, isTokenCurrent } from './access-token';
import { serverNow } from './server-clock';
import { selectSessionClaims } from './session-slice';

export interface Session {
  isAuthenticated: boolean;
  role: Role | null;
  userId: string | null;
  name: string | null;
}

const LOGGED_OUT: Session = { isAuthenticated: false, role: null, userId: null, name: null };

/** Longest single timer browsers honour (~24.8 days); a later expiry simply re-arms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Who is logged in. A token past its expiry counts as logged out: the hook re-renders
 * when the stored token expires (the next navigation's guard then tries a refresh).
 */
export function useSession(): Session {
  const claims = useSelector(selectSessionClaims);
  const [expiryCheck, setExpiryCheck] = useState(0);
  const current = isTokenCurrent(claims, serverNow());

  useEffect(() => {
    if (!claims || !current) return undefined;
    const untilExpiry = Math.min(expiresAtMs(claims) - serverNow() + 1, MAX_TIMER_MS);
    const timer = setTimeout(() => setExpiryCheck((count) => count + 1), Math.max(untilExpiry, 0));
    return () => clearTimeout(timer);
  }, [claims, current, expiryCheck]);

  return useMemo(
    () =>
      current && claims
        ? { isAuthenticated: true, role: claims.role, userId: claims.sub, name: claims.name ?? null }
        : LOGGED_OUT,
    [claims, current],
  );
}

