import type { AdminCertificatesPage, AdminInvoiceSort, AdminInvoicesPage, SortOrder } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

export interface AdminDocumentsArgs {
  daysAfterCreation: number;
  page: number;
  pageSize: number;
  order: SortOrder;
}

export interface AdminInvoicesArgs extends AdminDocumentsArgs {
  sort: AdminInvoiceSort;
}

/** Every seller's invoices and certificates created in the last N days (spec §7), a page at a time. */
const adminBillingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/invoice-list?daysAfterCreation&page&pageSize&sort&order */
    adminInvoiceList: build.query<AdminInvoicesPage, AdminInvoicesArgs>({
      query: (params) => ({ url: 'admin/invoice-list', params }),
      providesTags: ['AdminInvoices'],
    }),
    /** GET /api/admin/certificate-list?daysAfterCreation&page&pageSize&order */
    adminCertificateList: build.query<AdminCertificatesPage, AdminDocumentsArgs>({
      query: (params) => ({ url: 'admin/certificate-list', params }),
      providesTags: ['AdminCertificates'],
    }),
  }),
});

export const { useAdminInvoiceListQuery, useAdminCertificateListQuery } = adminBillingApi;
