import { useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes, useRoutes } from 'react-router-dom';
import { useSession } from '@insolvency/shared-auth';
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
 * The screens of the remotes the current role may use. Their manifests are loaded here (after
 * login the role's remotes are fetched at once, before the user asks for their screens), and
 * the routes are recomposed when one more has loaded; the router itself never changes, so a
 * navigation started while a remote arrives is never lost.
 */
function RemoteRoutes() {
  const { loader } = useRemoteRuntime();
  const snapshot = useRemotesSnapshot();
  const { role } = useSession();
  const allowed = useMemo(() => remotesForRole(snapshot.remotes, role), [snapshot.remotes, role]);

  useEffect(() => {
    // Failures are recorded in the remotes slice and shown where the remote's screens go.
    for (const remote of allowed) loader.loadRoutes(remote).catch(() => undefined);
  }, [allowed, loader]);

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
