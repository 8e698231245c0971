import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useRoutes } from 'react-router-dom';
import { useSession } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { routeScriptsSettled } from '../delivery/early-fetches';
import { firstScreenDrawn, whenFirstScreenDrawn } from '../delivery/first-screen';
import { composeRoutes, type LoadedRemote, type ShellRouteElements } from './compose-routes';
import { loadReleases, type RemoteLoader, type RegistryCheck } from './remote-loader';
import { remotesForRole } from './remote-registry';
import { useRemoteRuntime, useRemotesSnapshot } from './remote-runtime-context';
import { ShellFrame } from './shell-frame';
import { UnmatchedRoute } from './unmatched-route';

// Drawn only at an address no area has: its code comes then, not with every page's first load.
const NotFound = lazy(() => import('../screens/not-found').then((module) => ({ default: module.NotFound })));
const notFound = (
  <Suspense fallback={<LoadingState />}>
    <NotFound />
  </Suspense>
);

const SHELL_ELEMENTS: ShellRouteElements = {
  notFound,
  unmatched: <UnmatchedRoute notFound={notFound} />,
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
  useReleaseChecks(loader, checkRegistry);
  return useRoutes(routes);
}

/** How often an open page asks whether an area was released, besides at each navigation. */
export const RELEASE_CHECK_INTERVAL_MS = 60_000;

/**
 * `/remotes.json` asked again (a 304 while nothing was released) at every navigation and every
 * minute. Not as the page opens, when the registry has just been read: the code that asks
 * (releases.ts) is loaded at the first navigation or minute, not with the page. An area found
 * released is switched to when the user next enters one of its screens (`RemoteScreen`).
 */
function useReleaseChecks(loader: RemoteLoader, check: RegistryCheck | undefined): void {
  const { pathname } = useLocation();
  const checkedAt = useRef(pathname);
  useEffect(() => {
    if (!check) return undefined;
    // Code or registry out of reach (offline): asked again at the next navigation or minute.
    const checkNow = () => void loadReleases().then((releases) => releases.checkForReleases(loader, check), () => undefined);
    if (checkedAt.current !== pathname) checkNow();
    checkedAt.current = pathname;
    const timer = setInterval(checkNow, RELEASE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [loader, check, pathname]);
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
