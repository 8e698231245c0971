import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATHS, type Area, type RouteName } from '@insolvency/shared-contracts';
import { GuardGate, type RegisteredRemote, type RemoteRoute } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { RemoteScreen } from './remote-screen';

/** A remote whose route manifest the shell has loaded. */
export interface LoadedRemote {
  remote: RegisteredRemote;
  routes: readonly RemoteRoute[];
}

/** `handle` of every composed route: the layout reads the route name (e.g. to hide the footer). */
export interface ShellRouteHandle {
  routeName: RouteName;
  area: Area | 'shell';
}

export interface ShellRouteElements {
  /** The layout route: app bar, notification area, footer and an `<Outlet />`. */
  frame: ReactElement;
  notFound: ReactElement;
  /** For any other path: a route of a remote not loaded (yet), or NotFound. */
  unmatched: ReactElement;
}

/**
 * The one router's route tree, from the manifests of the remotes the role may use: each
 * screen in its guard, inside its remote's error boundary, inside the shell layout.
 */
export function composeRoutes(loaded: readonly LoadedRemote[], elements: ShellRouteElements): RouteObject[] {
  const remoteRoutes = loaded.flatMap(({ remote, routes }) =>
    routes.map(
      (route): RouteObject => ({
        id: route.name,
        path: route.path,
        handle: { routeName: route.name, area: remote.area } satisfies ShellRouteHandle,
        element: (
          <GuardGate guard={route.guard} routeName={route.name} fallback={<LoadingState />}>
            <RemoteScreen route={route} area={remote.area} />
          </GuardGate>
        ),
      }),
    ),
  );

  return [
    {
      element: elements.frame,
      children: [
        ...remoteRoutes,
        {
          id: 'NotFound',
          path: ROUTE_PATHS.NotFound,
          handle: { routeName: 'NotFound', area: 'shell' } satisfies ShellRouteHandle,
          element: elements.notFound,
        },
        { id: 'Unmatched', path: '*', element: elements.unmatched },
      ],
    },
  ];
}
