import type { AdminCertificateItem, AdminInvoiceItem } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';

/** Every seller's invoices and certificates created in the last N days (spec §7). */
const adminBillingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/invoice-list?daysAfterCreation */
    adminInvoiceList: build.query<AdminInvoiceItem[], number>({
      query: (daysAfterCreation) => ({ url: 'admin/invoice-list', params: { daysAfterCreation } }),
      providesTags: ['AdminInvoices'],
    }),
    /** GET /api/admin/certificate-list?daysAfterCreation */
    adminCertificateList: build.query<AdminCertificateItem[], number>({
      query: (daysAfterCreation) => ({ url: 'admin/certificate-list', params: { daysAfterCreation } }),
      providesTags: ['AdminCertificates'],
    }),
  }),
});

export const { useAdminInvoiceListQuery, useAdminCertificateListQuery } = adminBillingApi;
