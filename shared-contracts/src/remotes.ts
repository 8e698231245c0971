import type { RouteName } from './route-names';

/** `GET /remotes.json`: remote name -> URL of its `mf-manifest.json`. */
export type RemoteRegistry = Record<string, string>;

/** Who may open a route. */
export type RouteGuard = 'public' | 'login' | 'buyer' | 'seller' | 'admin';

/** Plain description of one route a remote serves (the remote adds the lazy screen). */
export interface RouteDescriptor {
  name: RouteName;
  path: string;
  guard: RouteGuard;
}
