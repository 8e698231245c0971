import { adminDocumentsQuerySchema } from '@insolvency/shared-contracts/schemas';
import { listAdminCertificates, listAdminInvoices } from '../../services/admin/documents';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';
import { adminCertificateListSchema, adminInvoiceListSchema } from './admin-schemas';

const tags = ['admin'];
const refusals = { 400: errorResponseSchema, ...guardedErrors } as const;

/** Every seller's invoices and certificates created in the last N days (spec §7). */
const adminBillingRoutes: ApiRoutes = async (app) => {
  app.get(
    '/invoice-list',
    { schema: { summary: 'Invoices created in the last daysAfterCreation days, newest first', tags, querystring: adminDocumentsQuerySchema, response: { 200: adminInvoiceListSchema, ...refusals } } },
    async (request) => listAdminInvoices(app.ctx, request.query.daysAfterCreation),
  );
  app.get(
    '/certificate-list',
    { schema: { summary: 'Posting certificates created in the last daysAfterCreation days, newest first', tags, querystring: adminDocumentsQuerySchema, response: { 200: adminCertificateListSchema, ...refusals } } },
    async (request) => listAdminCertificates(app.ctx, request.query.daysAfterCreation),
  );
};

export default adminBillingRoutes;
