import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_PAGE_SIZES,
  ADMIN_USER_FILTERS,
  ADMIN_USER_SEARCH_MAX_LENGTH,
  ADMIN_USER_SORTS,
  type AdminUserFilter,
  type AdminUserSort,
} from '@insolvency/shared-contracts';
import type { RoutePrefetchContext } from '@insolvency/shared-auth';
import { oneOf, PAGE_FIELD, parseView, textField, type View } from '../../components/use-url-view';
import { prefetchAdminUsers, type AdminUsersArgs } from './api/admin-users-api';

/** `/admin/users?filter=&sort=&search=&page=&pageSize=`: sellers only, last login first, 50 a page by default. */
export const USERS_VIEW = {
  filter: oneOf(
    ADMIN_USER_FILTERS.map((f) => f.key),
    'sellers',
  ),
  sort: oneOf(
    ADMIN_USER_SORTS.map((s) => s.key),
    'lastLogin',
  ),
  search: textField(ADMIN_USER_SEARCH_MAX_LENGTH),
  page: PAGE_FIELD,
  pageSize: oneOf(ADMIN_PAGE_SIZES, ADMIN_DEFAULT_PAGE_SIZE),
};

/** The `admin/users` call of a view of the table. */
export function usersQueryArgs(view: View<typeof USERS_VIEW>): AdminUsersArgs {
  return { page: Number(view.page), pageSize: Number(view.pageSize), filter: view.filter as AdminUserFilter, sort: view.sort as AdminUserSort, search: view.search };
}

/** `RemoteRoute.prefetch` of AdminUsers: the page of the table its address asks for. */
export function prefetchUsersTable({ dispatch, search }: RoutePrefetchContext): void {
  dispatch(prefetchAdminUsers(usersQueryArgs(parseView(USERS_VIEW, search))));
}
