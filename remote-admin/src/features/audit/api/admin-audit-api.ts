import type { AdminAction, AdminAuditPage } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

export interface AdminAuditArgs {
  adminId?: number;
  userId?: number;
  action?: AdminAction;
  page: number;
  pageSize: number;
}

/** The audit trail of admin actions. */
const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/audit?adminId&userId&action&page&pageSize */
    adminAudit: build.query<AdminAuditPage, AdminAuditArgs>({
      query: (params) => ({ url: 'admin/audit', params }),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const { useAdminAuditQuery } = adminAuditApi;
