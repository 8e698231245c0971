import { Fragment, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATHS, type Area, type RouteName } from '@insolvency/shared-contracts';
import { GuardGate, type RegisteredRemote, type RemoteRoute } from '@insolvency/shared-auth';
import { LoadingState, PageTitle } from '@insolvency/shared-ui';
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
  notFound: ReactElement;
  /** For any other path: a route of a remote not loaded (yet), or NotFound. */
  unmatched: ReactElement;
}

/**
 * The routes of the remotes the role may use, rendered below the shell layout (`useRoutes`
 * in the one router's catch-all route): each screen in its guard, inside its remote's
 * error boundary, and the page title its route gives (`RemoteRoute.title`). The title comes
 * first, so its effect runs before the screen's: a screen's own `usePageTitle` wins.
 */
export function composeRoutes(loaded: readonly LoadedRemote[], elements: ShellRouteElements): RouteObject[] {
  const remoteRoutes = loaded.flatMap(({ remote, routes }) =>
    routes.map(
      (route): RouteObject => ({
        id: route.name,
        path: route.path,
        handle: { routeName: route.name, area: remote.area } satisfies ShellRouteHandle,
        // Keyed by route: two screens at the same place in the tree must not share state.
        element: (
          <Fragment key={route.name}>
            <PageTitle title={route.title ?? null} />
            <GuardGate guard={route.guard} routeName={route.name} fallback={<LoadingState />}>
              <RemoteScreen route={route} area={remote.area} />
            </GuardGate>
          </Fragment>
        ),
      }),
    ),
  );

  return [
    ...remoteRoutes,
    {
      id: 'NotFound',
      path: ROUTE_PATHS.NotFound,
      handle: { routeName: 'NotFound', area: 'shell' } satisfies ShellRouteHandle,
      element: (
        <>
          <PageTitle title="404 Not Found" />
          {elements.notFound}
        </>
      ),
    },
    { id: 'Unmatched', path: '*', element: elements.unmatched },
  ];
}
