import { postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { certificatePdf, invoicePdf } from '../../services/pdf/pdf-documents';
import { getCertificate, getInvoice, listCertificates, listInvoices } from '../../services/billing/seller-documents';
import { errorResponseSchema, guardedErrors, pdfResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import { certificateListSchema, certificateSchema, invoiceListSchema, invoiceSchema } from './billing-schemas';

const tags = ['billing'];
const byId = { querystring: postIdQuerySchema };
const notFound = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The seller's invoices and certificates (Admin: any one by id). */
const sellerBillingRoutes: ApiRoutes = async (app) => {
  app.get('/invoice', { schema: { summary: 'One invoice, as a UK VAT invoice', tags, ...byId, response: { 200: invoiceSchema, ...notFound } } }, async (request) =>
    getInvoice(app.ctx, currentUser(request), request.query.id),
  );
  app.get('/invoice-list', { schema: { summary: "The caller's invoices, newest first", tags, response: { 200: invoiceListSchema, ...guardedErrors } } }, async (request) =>
    listInvoices(app.ctx, currentUser(request)),
  );
  app.get('/certificate', { schema: { summary: 'One posting certificate (id: the period)', tags, ...byId, response: { 200: certificateSchema, ...notFound } } }, async (request) =>
    getCertificate(app.ctx, currentUser(request), request.query.id),
  );
  app.get('/certificate-list', { schema: { summary: "The caller's posting certificates, newest first", tags, response: { 200: certificateListSchema, ...guardedErrors } } }, async (request) =>
    listCertificates(app.ctx, currentUser(request)),
  );
  const pdf = pdfResponseSchema;
  app.get('/invoice-pdf', { schema: { summary: 'One invoice as an A4 PDF', tags, ...byId, response: { 200: pdf, ...notFound } } }, async (request, reply) => {
    const invoice = await getInvoice(app.ctx, currentUser(request), request.query.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="invoice-${invoice.invoiceId}.pdf"`)
      .send(await invoicePdf(invoice));
  });
  app.get('/certificate-pdf', { schema: { summary: 'One posting certificate as an A4 PDF', tags, ...byId, response: { 200: pdf, ...notFound } } }, async (request, reply) => {
    const certificate = await getCertificate(app.ctx, currentUser(request), request.query.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${certificate.periodId}.pdf"`)
      .send(await certificatePdf(certificate));
  });
};

export default sellerBillingRoutes;
