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
  load: () => Promise<{ default: ComponentType }>;
}
