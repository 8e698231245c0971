import type { AdminUserDetail, AdminUserFilter, AdminUserSort, AdminUsersPage, MessageResponse } from '@insolvency/shared-contracts';
import type { AdminPriceRateRequest } from '@insolvency/shared-contracts/schemas';
import { api } from '@insolvency/shared-auth';

export interface AdminUsersArgs {
  page: number;
  pageSize: number;
  filter: AdminUserFilter;
  sort: AdminUserSort;
  /** Part of a name, company or e-mail address; empty: everyone. */
  search: string;
}

/** The filter as the call's two flags (spec §7): sellers only, buyers only, or both false for everyone. */
const filterParams = (filter: AdminUserFilter) => ({ buyersOnly: filter === 'buyers', sellersOnly: filter === 'sellers' });

/** An action changes the user (detail and table rows) and adds to the audit trail. */
const changed = (id: number) => [{ type: 'AdminUsers' as const, id }, { type: 'AdminUsers' as const, id: 'LIST' }, 'AdminAudit' as const];

const action = (url: string) => ({
  query: (id: number) => ({ url: `admin/${url}`, method: 'POST', params: { id } }),
  invalidatesTags: (_result: unknown, error: unknown, id: number) => (error ? [] : changed(id)),
});

/** Administrate Users and the user detail (spec §7, admin calls on users). */
const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/users?page&pageSize&buyersOnly&sellersOnly&sort&search */
    adminUsers: build.query<AdminUsersPage, AdminUsersArgs>({
      query: ({ page, pageSize, filter, sort, search }) => ({ url: 'admin/users', params: { page, pageSize, sort, ...filterParams(filter), ...(search ? { search } : {}) } }),
      providesTags: (result) => [{ type: 'AdminUsers', id: 'LIST' }, ...(result?.usersList ?? []).map((u) => ({ type: 'AdminUsers' as const, id: u.userId }))],
    }),
    /** GET /api/admin/user?id */
    adminUser: build.query<AdminUserDetail, number>({
      query: (id) => ({ url: 'admin/user', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'AdminUsers', id }],
    }),
    /** POST /api/admin/disable?id&days */
    adminDisableUser: build.mutation<MessageResponse, { id: number; days: number }>({
      query: ({ id, days }) => ({ url: 'admin/disable', method: 'POST', params: { id, days } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    /** POST /api/admin/unlock?id */
    adminUnlockUser: build.mutation<MessageResponse, number>(action('unlock')),
    /** POST /api/admin/confirmEmail?id */
    adminConfirmEmail: build.mutation<MessageResponse, number>(action('confirmEmail')),
    /** POST /api/admin/clearEmail1DisableInfo?id */
    adminClearEmail1DisableInfo: build.mutation<MessageResponse, number>(action('clearEmail1DisableInfo')),
    /** POST /api/admin/clearEmail2DisableInfo?id */
    adminClearEmail2DisableInfo: build.mutation<MessageResponse, number>(action('clearEmail2DisableInfo')),
    /** POST /api/admin/flagUser?id&flag */
    adminFlagUser: build.mutation<MessageResponse, { id: number; flag: boolean }>({
      query: ({ id, flag }) => ({ url: 'admin/flagUser', method: 'POST', params: { id, flag } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    /** PUT /api/admin/user-pricerate?userId {PriceRate}: null is the standard rate. */
    adminUserPriceRate: build.mutation<MessageResponse, { userId: number; body: AdminPriceRateRequest }>({
      query: ({ userId, body }) => ({ url: 'admin/user-pricerate', method: 'PUT', params: { userId }, body }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : changed(userId)),
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminUserQuery,
  useAdminDisableUserMutation,
  useAdminUnlockUserMutation,
  useAdminConfirmEmailMutation,
  useAdminClearEmail1DisableInfoMutation,
  useAdminClearEmail2DisableInfoMutation,
  useAdminFlagUserMutation,
  useAdminUserPriceRateMutation,
} = adminUsersApi;

/** Starts `admin/users` for these arguments ahead of the table (its route's prefetch). */
export const prefetchAdminUsers = (args: AdminUsersArgs) => adminUsersApi.util.prefetch('adminUsers', args, {});
