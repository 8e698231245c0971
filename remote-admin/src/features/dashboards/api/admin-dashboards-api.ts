import type { AdminConfig, AdminDashboardFigures } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** The Dashboards screen's figures and the admin area's configured external services. */
const adminDashboardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/dashboard-figures?weeks */
    adminDashboardFigures: build.query<AdminDashboardFigures, number>({
      query: (weeks) => ({ url: 'admin/dashboard-figures', params: { weeks } }),
    }),
    /** GET /api/admin/config */
    adminConfig: build.query<AdminConfig, void>({
      query: () => ({ url: 'admin/config' }),
    }),
  }),
});

export const { useAdminDashboardFiguresQuery, useAdminConfigQuery } = adminDashboardsApi;
