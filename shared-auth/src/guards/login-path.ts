import { isRouteName, parseSearchView, pathFor, ROUTE_PATHS, searchViewParams, type RouteName } from '@insolvency/shared-contracts';

/**
 * The Login redirect query (team contract): `/login?route=<RouteName>&id=<id>&reason=expired`.
 * Only known route names are honoured, so the query can never redirect off the site. For the
 * Search route, which has no id, `id` carries the search's own query (`q=bakery&region=13`): it is
 * read back by the search's parser, so it only ever names `/search` with known parameters.
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

/** The Login query's `id` for a search: its known parameters (words, filters, page), or null when it has none. */
export function searchReturnId(search: URLSearchParams | string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return searchViewParams(parseSearchView(params)).toString() || null;
}

/** Where Login sends the user: the route named in the query (with its id), otherwise home. */
export function pathAfterLogin(query: LoginQuery): string {
  if (!query.route || query.route === 'Login') return ROUTE_PATHS.ConditionalHome;
  if (query.route === 'Search') {
    const search = query.id ? searchReturnId(query.id) : null;
    return search ? `${ROUTE_PATHS.Search}?${search}` : ROUTE_PATHS.Search;
  }
  return pathFor(query.route, query.id);
}
