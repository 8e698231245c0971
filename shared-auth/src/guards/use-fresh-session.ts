import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { decodeAccessToken, isTokenCurrent } from '../session/access-token';
import { refreshSession, type RefreshOutcome } from '../session/refresh-session';
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

interface Settlement {
  locationKey: string;
  outcome: RefreshOutcome;
}

export function useFreshSessionBeforeNavigation(): SessionFreshness {
  const dispatch = useDispatch();
  const { key: locationKey } = useLocation();
  const accessToken = useSelector(selectAccessToken);
  const refreshToken = useSelector(selectRefreshToken);
  const needsRefresh = refreshToken !== null && !isTokenCurrent(decodeAccessToken(accessToken));
  const [settlement, setSettlement] = useState<Settlement | null>(null);
  const outcomeHere = settlement?.locationKey === locationKey ? settlement.outcome : null;

  useEffect(() => {
    if (!needsRefresh || outcomeHere !== null) return undefined;
    let unmounted = false;
    void refreshSession(dispatch).then((outcome) => {
      if (!unmounted) setSettlement({ locationKey, outcome });
    });
    return () => {
      unmounted = true;
    };
  }, [dispatch, locationKey, needsRefresh, outcomeHere]);

  if (outcomeHere === 'rejected') return 'expired';
  if (needsRefresh && outcomeHere === null) return 'pending';
  return 'settled';
}
