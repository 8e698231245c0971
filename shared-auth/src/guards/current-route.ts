import { matchPath } from 'react-router-dom';
import { ROUTE_PATHS, type RouteName } from '@insolvency/shared-contracts';

/** The spec route name (and id) for a pathname, so an expiry can send the user back after Login. */
export interface NamedLocation {
  route: RouteName;
  id: string | null;
}

// Static paths first, so `/post/post-new` is PostWithoutDraft and not PostDetail with id "post-new".
const NAMED_PATTERNS = (Object.entries(ROUTE_PATHS) as [RouteName, string][]).sort(
  ([, a], [, b]) => Number(a.includes(':')) - Number(b.includes(':')),
);

export function routeForPathname(pathname: string): NamedLocation | null {
  for (const [route, pattern] of NAMED_PATTERNS) {
    const match = matchPath({ path: pattern, end: true }, pathname);
    if (match) return { route, id: match.params.id ?? null };
  }
  return null;
}
