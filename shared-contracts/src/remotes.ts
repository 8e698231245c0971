import { ADMIN_DEFAULT_PAGE_SIZE } from './admin';
import { INBOX_DEFAULT_SORT, INBOX_PAGE_SIZE } from './interest';
import { STATUS_CODE } from './post-status';
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
 * `GET /route-preloads?path=<page>`: `{ scripts, calls }`. `scripts`: what the page's route loads
 * besides the shell's own scripts, which the shell preloads once those are in (the server hints
 * this URL). `calls`: the signed-in screen's first API call (`SIGNED_IN_FIRST_CALLS`, as `/api/...`).
 */
export const ROUTE_PRELOADS_PATH = '/route-preloads';
export const routePreloadsUrl = (pathname: string) => `${ROUTE_PRELOADS_PATH}?path=${encodeURIComponent(pathname)}`;

/**
 * The API call a signed-in screen makes first when opened at its address without a query, as
 * `<path>?<query>` under `/api/`. `/route-preloads` lists it, the shell fetches it with the stored
 * token while the page's scripts download, and the screen's own request (same URL, same token)
 * takes that answer. Each remote's tests hold its route's prefetch to exactly this call.
 */
export const SIGNED_IN_FIRST_CALLS: Partial<Record<RouteName, string>> = {
  PostingInbox: `buyer/posts-by-criteria?page=1&pageSize=${INBOX_PAGE_SIZE}&sort=${INBOX_DEFAULT_SORT}&direction=desc`,
  LivePosts: `seller/posts?status=${STATUS_CODE.live}`,
  ScheduledPosts: `seller/posts?status=${STATUS_CODE.scheduled}`,
  DraftPosts: `seller/posts?status=${STATUS_CODE.draft}`,
  PostingArchive: 'seller/archived-posts',
  AdminUsers: `admin/users?page=1&pageSize=${ADMIN_DEFAULT_PAGE_SIZE}&sort=lastLogin&buyersOnly=false&sellersOnly=true`,
};

/** Who may open a route. */
export type RouteGuard = 'public' | 'login' | 'buyer' | 'seller' | 'admin';

/** Plain description of one route a remote serves (the remote adds the lazy screen). */
export interface RouteDescriptor {
  name: RouteName;
  path: string;
  guard: RouteGuard;
}
