import type { AdminInvoiceSort } from '@insolvency/shared-contracts';
import { adminCertificateListQuerySchema, adminInvoiceListQuerySchema } from '@insolvency/shared-contracts/schemas';
import { listAdminCertificates, listAdminInvoices } from '../../services/admin/documents';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';
import { adminCertificatesPageSchema, adminInvoicesPageSchema } from './admin-schemas';

const tags = ['admin'];
const refusals = { 400: errorResponseSchema, ...guardedErrors } as const;

/** Every seller's invoices and certificates created in the last N days (spec §7), paged and sorted on the server. */
const adminBillingRoutes: ApiRoutes = async (app) => {
  app.get(
    '/invoice-list',
    {
      schema: {
        summary: 'One page of the invoices created in the last daysAfterCreation days, newest first unless sorted otherwise',
        tags,
        querystring: adminInvoiceListQuerySchema,
        response: { 200: adminInvoicesPageSchema, ...refusals },
      },
    },
    async (request) => listAdminInvoices(app.ctx, { ...request.query, sort: request.query.sort as AdminInvoiceSort }),
  );
  app.get(
    '/certificate-list',
    {
      schema: {
        summary: 'One page of the posting certificates created in the last daysAfterCreation days, newest first by default',
        tags,
        querystring: adminCertificateListQuerySchema,
        response: { 200: adminCertificatesPageSchema, ...refusals },
      },
    },
    async (request) => listAdminCertificates(app.ctx, request.query),
  );
};

export default adminBillingRoutes;
