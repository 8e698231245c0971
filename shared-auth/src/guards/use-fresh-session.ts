import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { decodeAccessToken, isTokenCurrent } from '../session/access-token';
import { refreshSession, type RefreshOutcome } from '../session/refresh-session';
import { serverNow } from '../session/server-clock';
import { selectAccessToken, selectRefreshToken } from '../session/session-slice';

/**
 * Before navigation a non-current token is refreshed (spec §4). Runs on every
 * navigation (keyed by `location.key`) while a refresh token is stored and the access
 * token is missing or past its expiry.
 *
 * - `pending`: a refresh is under way; protected screens wait.
 * - `expired`: the server refused the refresh; both tokens are gone.
 * - `settled`: nothing to do, or the refresh is done (or the server was unreachable).
 */
export type SessionFreshness = 'pending' | 'expired' | 'settled';

interface Attempt {
  locationKey: string;
  outcome: RefreshOutcome | 'running';
}

export function useFreshSessionBeforeNavigation(): SessionFreshness {
  const dispatch = useDispatch();
  const { key: locationKey } = useLocation();
  const accessToken = useSelector(selectAccessToken);
  const refreshToken = useSelector(selectRefreshToken);
  const needsRefresh = refreshToken !== null && !isTokenCurrent(decodeAccessToken(accessToken), serverNow());
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const attemptedFor = useRef<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!needsRefresh || attemptedFor.current === locationKey) return;
    attemptedFor.current = locationKey;
    setAttempt({ locationKey, outcome: 'running' });
    void refreshSession(dispatch).then((outcome) => {
      if (mounted.current) setAttempt({ locationKey, outcome });
    });
  }, [dispatch, locationKey, needsRefresh]);

  const outcomeHere = attempt?.locationKey === locationKey ? attempt.outcome : null;
  if (outcomeHere === 'rejected') return 'expired';
  if (outcomeHere === 'running' || (needsRefresh && outcomeHere === null)) return 'pending';
  return 'settled';
}
