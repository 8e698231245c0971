import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useRoutes } from 'react-router-dom';
import { useSession } from '@insolvency/shared-auth';
import { routeScriptsSettled } from '../delivery/early-fetches';
import { firstScreenDrawn, whenFirstScreenDrawn } from '../delivery/first-screen';
import { NotFound } from '../screens/not-found';
import { composeRoutes, type LoadedRemote, type ShellRouteElements } from './compose-routes';
import { remotesForRole } from './remote-registry';
import { useRemoteRuntime, useRemotesSnapshot } from './remote-runtime-context';
import { ShellFrame } from './shell-frame';
import { UnmatchedRoute } from './unmatched-route';

const SHELL_ELEMENTS: ShellRouteElements = {
  notFound: <NotFound />,
  unmatched: <UnmatchedRoute notFound={<NotFound />} />,
};

/**
 * Whether the page's first screen no longer needs the line to itself: it has been drawn, or the
 * user (or a guard's redirect) has left the address the page opened at.
 */
function useFirstScreenSettled(): boolean {
  const { pathname } = useLocation();
  const [openedAt] = useState(pathname);
  const [drawn, setDrawn] = useState(firstScreenDrawn);
  useEffect(() => {
    let current = true;
    void whenFirstScreenDrawn().then(() => current && setDrawn(true));
    return () => {
      current = false;
    };
  }, []);
  return drawn || pathname !== openedAt;
}

/**
 * The screens of the remotes the current role may use. Their manifests are loaded here, and the
 * routes are recomposed when one more has loaded; the router itself never changes, so a
 * navigation started while a remote arrives is never lost. On a page whose later scripts held a
 * remote's route manifest (the remote that owns the page's route), that remote loads first and
 * the role's others once the first screen is drawn, so their entries do not share the line with
 * the screen's scripts; otherwise (after login, say) the role's remotes are fetched at once, before
 * the user asks for their screens.
 */
function RemoteRoutes() {
  const { loader } = useRemoteRuntime();
  const snapshot = useRemotesSnapshot();
  const { role } = useSession();
  const allowed = useMemo(() => remotesForRole(snapshot.remotes, role), [snapshot.remotes, role]);
  const firstScreenSettled = useFirstScreenSettled();

  useEffect(() => {
    let current = true;
    void routeScriptsSettled().then((held) => {
      if (!current) return;
      const everyRemote = firstScreenSettled || !allowed.some((remote) => held.has(remote.name));
      // Failures are recorded in the remotes slice and shown where the remote's screens go.
      for (const remote of allowed) if (everyRemote || held.has(remote.name)) loader.loadRoutes(remote).catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [allowed, loader, firstScreenSettled]);

  const loaded = allowed.flatMap((remote): LoadedRemote[] => {
    const routes = snapshot.routes.get(remote.name);
    return routes ? [{ remote, routes }] : [];
  });
  // A loaded manifest never changes, so the names say whether the routes did.
  const loadedKey = loaded.map(({ remote }) => remote.name).join('+');
  const routes = useMemo(() => composeRoutes(loaded, SHELL_ELEMENTS), [loadedKey]);
  return useRoutes(routes);
}

/** The one router of the product (history mode): the shell layout around the remotes' routes. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<ShellFrame />}>
          <Route path="*" element={<RemoteRoutes />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
