import type { Area } from './roles';
import type { RouteName } from './route-names';

/** `GET /remotes.json`: remote name -> URL of its `mf-manifest.json`. */
export type RemoteRegistry = Record<string, string>;

export const REMOTE_NAMES: Record<Area, string> = {
  public: 'remote_public',
  buyer: 'remote_buyer',
  seller: 'remote_seller',
  admin: 'remote_admin',
};

/**
 * `GET /route-preloads?path=<page>`: `{ scripts }`, what the page's route loads besides the
 * shell's own scripts, which the shell preloads once those are in (the server hints this URL).
 */
export const ROUTE_PRELOADS_PATH = '/route-preloads';
export const routePreloadsUrl = (pathname: string) => `${ROUTE_PRELOADS_PATH}?path=${encodeURIComponent(pathname)}`;

/** Who may open a route. */
export type RouteGuard = 'public' | 'login' | 'buyer' | 'seller' | 'admin';

/** Plain description of one route a remote serves (the remote adds the lazy screen). */
export interface RouteDescriptor {
  name: RouteName;
  path: string;
  guard: RouteGuard;
}
