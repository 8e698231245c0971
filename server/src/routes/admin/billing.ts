import type { AdminInvoiceSort } from '@insolvency/shared-contracts';
import { adminCertificateListQuerySchema, adminInvoiceExportQuerySchema, adminInvoiceListQuerySchema } from '@insolvency/shared-contracts/schemas';
import { z } from 'zod';
import { exportAdminInvoices, listAdminCertificates, listAdminInvoices } from '../../services/admin/documents';
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
    '/invoice-export',
    {
      schema: {
        summary: "The accountant's CSV of the invoices created in the last daysAfterCreation days (every page, in the list's order)",
        tags,
        querystring: adminInvoiceExportQuerySchema,
        response: { 200: z.string().describe('text/csv; UTF-8 with a byte order mark'), ...refusals },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportAdminInvoices(app.ctx, { ...request.query, sort: request.query.sort as AdminInvoiceSort });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
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
