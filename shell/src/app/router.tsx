import { useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSession } from '@insolvency/shared-auth';
import { NotFound } from '../screens/not-found';
import { composeRoutes, type LoadedRemote, type ShellRouteElements } from './compose-routes';
import { remotesForRole } from './remote-registry';
import { useRemoteRuntime, useRemotesSnapshot } from './remote-runtime-context';
import { ShellFrame } from './shell-frame';
import { UnmatchedRoute } from './unmatched-route';

const SHELL_ELEMENTS: ShellRouteElements = {
  frame: <ShellFrame />,
  notFound: <NotFound />,
  unmatched: <UnmatchedRoute notFound={<NotFound />} />,
};

/**
 * The one router (history mode). It is composed from the route manifests of the remotes
 * the current role may use, and rebuilt when one more of them has loaded (after login the
 * role's remotes are fetched at once, before the user asks for their screens).
 */
export function AppRouter() {
  const { loader } = useRemoteRuntime();
  const snapshot = useRemotesSnapshot();
  const { role } = useSession();
  const allowed = useMemo(() => remotesForRole(snapshot.remotes, role), [snapshot.remotes, role]);

  useEffect(() => {
    // Failures are recorded in the remotes slice and shown where the remote's screens go.
    for (const remote of allowed) loader.loadRoutes(remote).catch(() => undefined);
  }, [allowed, loader]);

  const loaded = useMemo(
    () =>
      allowed.flatMap((remote): LoadedRemote[] => {
        const routes = snapshot.routes.get(remote.name);
        return routes ? [{ remote, routes }] : [];
      }),
    [allowed, snapshot.routes],
  );
  const { router, routerKey } = useMemo(
    () => ({
      router: createBrowserRouter(composeRoutes(loaded, SHELL_ELEMENTS)),
      routerKey: loaded.map(({ remote }) => remote.name).join('+'),
    }),
    [loaded],
  );
  // A replaced router stops listening to history (not on unmount: StrictMode remounts).
  const previousRouter = useRef<typeof router | null>(null);
  useEffect(() => {
    if (previousRouter.current && previousRouter.current !== router) previousRouter.current.dispose();
    previousRouter.current = router;
  }, [router]);

  // RouterProvider keeps the state of the first router it was given: a new router needs a
  // new provider, or the old matches (e.g. the "still loading" route) would stay on screen.
  return <RouterProvider key={routerKey} router={router} />;
}
