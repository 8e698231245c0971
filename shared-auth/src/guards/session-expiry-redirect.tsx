import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSessionExpiredAt, sessionExpiryHandled } from '../session/session-slice';
import { routeForPathname } from './current-route';
import { loginPath, parseLoginQuery, searchReturnId, type LoginQuery } from './login-path';

/** Where Login should send the user back to, from the location the session expired on. */
function returnTarget(pathname: string, search: string): Partial<LoginQuery> {
  const here = routeForPathname(pathname);
  if (!here) return {};
  if (here.route === 'Login') return parseLoginQuery(search);
  if (here.route === 'ConditionalHome' || here.route === 'NotFound') return {};
  // The search has no id: its words and filters ride in `id`, so Login returns to the same results.
  if (here.route === 'Search') return { route: 'Search', id: searchReturnId(search) };
  return here;
}

/**
 * Mounted once by the shell inside the router. When a request was answered 401 and the
 * refresh was refused (spec §4), it takes the user to Login with reason expired and
 * the current route (and id), so that logging in again returns them here.
 */
export function SessionExpiryRedirect() {
  const expiredAt = useSelector(selectSessionExpiredAt);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // Read at the moment of expiry; a location change alone must not navigate.
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    if (expiredAt === null) return;
    dispatch(sessionExpiryHandled());
    const { pathname, search } = locationRef.current;
    const target = returnTarget(pathname, search);
    navigate(loginPath({ route: target.route, id: target.id, reason: 'expired' }), {
      replace: pathname === loginPath(),
    });
  }, [dispatch, expiredAt, navigate]);

  return null;
}
