import type { ComponentType } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RouteGuard, RouteHead, RouteName } from '@insolvency/shared-contracts';

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
  /**
   * Starts the screen's first data request as the route opens, while its code still loads and
   * runs, with the very arguments the screen asks with (RTK Query shares the one request).
   * Called once the route's guard has let the user in. A screen whose calls wait for an earlier
   * answer (what it draws depends on it) starts them from a promise it returns, resolved once they
   * are started: the server's render waits for it, and then for them.
   */
  prefetch?: (context: RoutePrefetchContext) => void | Promise<void>;
  /**
   * What the page's head says once the prefetch's calls are answered (a teaser's title and its tags
   * for search engines and link previews): the server build writes it in the page it renders.
   */
  head?: (context: RouteHeadContext) => Promise<RouteHead | undefined>;
}

export interface RouteHeadContext {
  /** The store's state, holding the answers of the route's prefetch. */
  state: unknown;
  params: Readonly<Record<string, string | undefined>>;
  /** The product's address without a trailing slash (canonical and share links). */
  publicUrl: string;
}

export interface RoutePrefetchContext {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  /** The page address's query (`?page=2&sort=...`), for screens whose view is in the address. */
  search: URLSearchParams;
  /** The route path's parameters at the page's address (`:id` of `/opportunities/:id`). */
  params: Readonly<Record<string, string | undefined>>;
}
