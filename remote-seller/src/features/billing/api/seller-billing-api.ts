import type { Certificate, CertificateListItem, Invoice, InvoiceListItem } from '@insolvency/shared-contracts';
import { api } from '@insolvency/shared-auth';
import { objectUrlOrError } from '@insolvency/shared-ui/screens';

/**
 * UserInvoices, UserCertificates, InvoiceOutput and CertificateOutput (spec §2, §7). The PDFs
 * are made by the server and fetched with the bearer token as mutations: fetched afresh on
 * each click, the answer an object URL the screen saves and revokes.
 */
const sellerBillingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/seller/invoice-list: the seller's invoices, newest first. */
    sellerInvoiceList: build.query<InvoiceListItem[], void>({
      query: () => 'seller/invoice-list',
      providesTags: [{ type: 'SellerInvoices', id: 'list' }],
    }),
    /** GET /api/seller/invoice?id (invoiceId). */
    sellerInvoice: build.query<Invoice, number>({
      query: (id) => ({ url: 'seller/invoice', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerInvoices', id }],
    }),
    /** GET /api/seller/certificate-list: the seller's posting periods, newest first. */
    sellerCertificateList: build.query<CertificateListItem[], void>({
      query: () => 'seller/certificate-list',
      providesTags: [{ type: 'SellerCertificates', id: 'list' }],
    }),
    /** GET /api/seller/certificate?id (periodId). */
    sellerCertificate: build.query<Certificate, number>({
      query: (id) => ({ url: 'seller/certificate', params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'SellerCertificates', id }],
    }),
    /** GET /api/seller/invoice-pdf?id: an object URL of the A4 PDF. */
    sellerInvoicePdf: build.mutation<string, number>({
      query: (id) => ({ url: 'seller/invoice-pdf', method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
    /** GET /api/seller/certificate-pdf?id: an object URL of the A4 PDF. */
    sellerCertificatePdf: build.mutation<string, number>({
      query: (id) => ({ url: 'seller/certificate-pdf', method: 'GET', params: { id }, responseHandler: objectUrlOrError }),
    }),
  }),
});

export const {
  useSellerInvoiceListQuery,
  useSellerInvoiceQuery,
  useSellerCertificateListQuery,
  useSellerCertificateQuery,
  useSellerInvoicePdfMutation,
  useSellerCertificatePdfMutation,
} = sellerBillingApi;
