import type { SanctionsImportResult, SanctionsListVersion } from '@insolvency/shared-contracts/sanctions';
import { api } from '@insolvency/shared-auth';

/** The UK Sanctions List's versions, its import and the decision on a version that waits (issue 56). */
const adminSanctionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/sanctions-list-versions */
    adminSanctionsListVersions: build.query<SanctionsListVersion[], void>({
      query: () => ({ url: 'admin/sanctions-list-versions' }),
      providesTags: ['AdminSanctionsList'],
    }),
    /** POST /api/admin/sanctions-list (multipart/form-data: File) */
    adminImportSanctionsList: build.mutation<SanctionsImportResult, FormData>({
      query: (body) => ({ url: 'admin/sanctions-list', method: 'POST', body }),
      invalidatesTags: ['AdminSanctionsList'],
    }),
    /** POST /api/admin/sanctions-list-confirm?id or -reject?id */
    adminDecideSanctionsVersion: build.mutation<SanctionsImportResult, { id: number; decision: 'confirm' | 'reject' }>({
      query: ({ id, decision }) => ({ url: `admin/sanctions-list-${decision}`, method: 'POST', params: { id } }),
      invalidatesTags: ['AdminSanctionsList'],
    }),
  }),
});

export const { useAdminSanctionsListVersionsQuery, useAdminImportSanctionsListMutation, useAdminDecideSanctionsVersionMutation } = adminSanctionsApi;
