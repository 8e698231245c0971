import type { ComponentType } from 'react';
import type { RouteGuard, RouteName } from '@insolvency/shared-contracts';

/**
 * One route a remote serves: each remote's `./routes` module default-exports a
 * `RemoteRoute[]`; the shell mounts every entry as
 * `<GuardGate guard routeName>{lazy(load)}</GuardGate>` at `path`.
 */
export interface RemoteRoute {
  name: RouteName;
  path: string;
  guard: RouteGuard;
  /**
   * The page title ('Login' becomes 'Login · Insolvency Marketplace') before the screen
   * knows more (`usePageTitle` of shared-ui, e.g. a post's heading). Kept with the route in
   * its remote, so a visitor downloads only the public routes' titles. Omitted: the product's name.
   */
  title?: string;
  load: () => Promise<{ default: ComponentType }>;
}
