import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSessionExpiredAt, sessionExpiryHandled } from '../session/session-slice';
import { routeForPathname } from './current-route';
import { loginPath, parseLoginQuery } from './login-path';

/**
 * Mounted once by the shell inside the router. When a request was answered 401 and the
 * refresh was refused (spec §4), it takes the user to Login with reason expired and
 * the current route (and id), so that logging in again returns them here.
 */
export function SessionExpiryRedirect() {
  const expiredAt = useSelector(selectSessionExpiredAt);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (expiredAt === null) return;
    dispatch(sessionExpiryHandled());
    const here = routeForPathname(pathname);
    const returnTo =
      here?.route === 'Login'
        ? parseLoginQuery(search)
        : here && here.route !== 'ConditionalHome' && here.route !== 'NotFound'
          ? here
          : null;
    navigate(loginPath({ route: returnTo?.route, id: returnTo?.id, reason: 'expired' }), {
      replace: here?.route === 'Login',
    });
    // Only a new expiry signal should navigate, not every location change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiredAt]);

  return null;
}
