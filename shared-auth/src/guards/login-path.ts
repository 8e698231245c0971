import { isRouteName, pathFor, ROUTE_PATHS, type RouteName } from '@insolvency/shared-contracts';

/**
 * The Login redirect query (team contract): `/login?route=<RouteName>&id=<id>&reason=expired`.
 * Only known route names are honoured, so the query can never redirect off the site.
 */
export type LoginReason = 'expired';

export interface LoginQuery {
  route: RouteName | null;
  id: string | null;
  reason: LoginReason | null;
}

export function loginPath(query: Partial<LoginQuery> = {}): string {
  const params = new URLSearchParams();
  if (query.route && query.route !== 'Login') params.set('route', query.route);
  if (query.id) params.set('id', query.id);
  if (query.reason) params.set('reason', query.reason);
  const search = params.toString();
  return search ? `${ROUTE_PATHS.Login}?${search}` : ROUTE_PATHS.Login;
}

export function parseLoginQuery(search: URLSearchParams | string): LoginQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const route = params.get('route');
  const id = params.get('id');
  return {
    route: isRouteName(route) ? route : null,
    id: id ? id : null,
    reason: params.get('reason') === 'expired' ? 'expired' : null,
  };
}

/** Where Login sends the user: the route named in the query (with its id), otherwise home. */
export function pathAfterLogin(query: LoginQuery): string {
  if (!query.route || query.route === 'Login') return ROUTE_PATHS.ConditionalHome;
  return pathFor(query.route, query.id);
}
