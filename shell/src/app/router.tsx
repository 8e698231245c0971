import { useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter, matchRoutes, Route, Routes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { REMOTE_NAMES } from '@insolvency/shared-contracts';
import { useSession } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { routeScriptsSettled } from '../delivery/early-fetches';
import { firstScreenDrawn, whenFirstScreenDrawn } from '../delivery/first-screen';
import { NotFound } from '../screens/not-found';
import { composeRoutes, type LoadedRemote, type ShellRouteElements, type ShellRouteHandle } from './compose-routes';
import type { RemoteLoader, RegistryCheck } from './remote-loader';
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
  const { loader, checkRegistry } = useRemoteRuntime();
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
  // A loaded manifest never changes, so the names and manifests say whether the routes did.
  const loadedKey = loaded.map(({ remote }) => `${remote.name} ${remote.manifestUrl}`).join('+');
  const routes = useMemo(() => composeRoutes(loaded, SHELL_ELEMENTS), [loadedKey]);
  const element = useRoutes(routes);
  const switching = useReleaseSwitch(loader, routes, snapshot.newer);
  useReleaseChecks(loader, checkRegistry);
  // The screen being entered comes from its area's new release: nothing of the old one is drawn for it.
  return switching ? <LoadingState /> : element;
}

/** How often an open page asks whether an area was released, besides at each navigation. */
export const RELEASE_CHECK_INTERVAL_MS = 60_000;

/** `/remotes.json` asked again (a 304 while nothing was released) at every navigation and every minute. */
function useReleaseChecks(loader: RemoteLoader, check: RegistryCheck | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (check) void loader.checkForReleases(check);
  }, [loader, check, pathname]);
  useEffect(() => {
    if (!check) return undefined;
    const timer = setInterval(() => void loader.checkForReleases(check), RELEASE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [loader, check]);
}

/**
 * The switching rule: an area with a newer release (the registry names another manifest than the
 * one in use) takes it when the user enters a screen of that area, a route other than the one on
 * screen, and never while a screen stays (a query or a refetch, a form being filled, a dialog). On
 * entering, the new release's routes are loaded and the screen drawn from them; true meanwhile.
 */
function useReleaseSwitch(loader: RemoteLoader, routes: RouteObject[], newer: ReadonlyMap<string, unknown>): boolean {
  const location = useLocation();
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as ShellRouteHandle | undefined;
  const onScreen = useRef<string | undefined>(undefined);
  const remoteName = handle && handle.area !== 'shell' ? REMOTE_NAMES[handle.area] : undefined;
  const switching = remoteName !== undefined && handle?.routeName !== onScreen.current && newer.has(remoteName);
  useEffect(() => {
    if (switching) loader.switchToNewer(remoteName)?.catch(() => undefined);
    else onScreen.current = handle?.routeName;
  });
  return switching;
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
