import { ADMIN_DEFAULT_PAGE_SIZE } from './admin';
import { INBOX_DEFAULT_SORT, INBOX_PAGE_SIZE } from './interest';
import { STATUS_CODE } from './post-status';
import type { RouteName } from './route-names';

/** `GET /remotes.json`: remote name -> URL of its `mf-manifest.json`. */
export type RemoteRegistry = Record<string, string>;

/**
 * The API calls a signed-in screen makes first when opened at its address without a query, as
 * `<path>?<query>` under `/api/`. `/route-preloads` lists them, the shell fetches them with the
 * stored token while the page's scripts download, and the screen's own requests (same URL, same
 * token) take those answers. Each remote's tests hold its route's prefetch to exactly these calls.
 */
export const SIGNED_IN_FIRST_CALLS: Partial<Record<RouteName, readonly string[]>> = {
  // The posts, and whether to suggest narrowing them: the banner above the posts is drawn with them, not after.
  PostingInbox: [`buyer/posts-by-criteria?page=1&pageSize=${INBOX_PAGE_SIZE}&sort=${INBOX_DEFAULT_SORT}&direction=desc`, 'buyer/optional-criteria-set'],
  LivePosts: [`seller/posts?status=${STATUS_CODE.live}`],
  ScheduledPosts: [`seller/posts?status=${STATUS_CODE.scheduled}`],
  DraftPosts: [`seller/posts?status=${STATUS_CODE.draft}`],
  PostingArchive: ['seller/archived-posts'],
  AdminUsers: [`admin/users?page=1&pageSize=${ADMIN_DEFAULT_PAGE_SIZE}&sort=lastLogin&buyersOnly=false&sellersOnly=true`],
};

/** Who may open a route. */
export type RouteGuard = 'public' | 'login' | 'buyer' | 'seller' | 'admin';

/** Plain description of one route a remote serves (the remote adds the lazy screen). */
export interface RouteDescriptor {
  name: RouteName;
  path: string;
  guard: RouteGuard;
}
