import { buyerScreeningQuerySchema, ofsiReportQuerySchema, postIdQuerySchema, screeningDecisionRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { getBuyerScreening } from '../../services/screening/buyer-screening';
import { ofsiReport } from '../../services/screening/ofsi-report';
import { getScreeningStatuses, recordScreeningDecision } from '../../services/screening/screening-decisions';
import { errorResponseSchema, guardedErrors, messageResponseSchema, pdfResponseSchema } from '../schemas';
import { buyerScreeningSchema, buyerScreeningStatusesSchema } from '../screening-schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];

/** A buyer's sanctions screening in a post's deal room, for the practitioner selling it (issue 56). */
const sellerScreeningRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room-buyer-screening',
    {
      schema: {
        summary: "A buyer's latest screening against the UK Sanctions List: who was screened, the list version, each possible match with the list entry, score, reasons and decision",
        tags,
        querystring: buyerScreeningQuerySchema,
        response: { 200: buyerScreeningSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => getBuyerScreening(app.ctx, currentUser(request), request.query.id, request.query.BuyerId),
  );
  app.get(
    '/deal-room-screening-statuses',
    {
      schema: {
        summary: "Where each interested buyer's checks against the UK Sanctions List stand in a post's deal room: not screened, clear, possible match or confirmed match",
        tags,
        querystring: postIdQuerySchema,
        response: { 200: buyerScreeningStatusesSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => getScreeningStatuses(app.ctx, currentUser(request), request.query.id),
  );
  app.post(
    '/deal-room-screening-decision',
    {
      schema: {
        summary: "Records the practitioner's decision on a possible match of a buyer's latest screening: not the same person (with a reason) or a true match, which pauses the buyer's access to the deal room",
        tags,
        querystring: postIdQuerySchema,
        body: screeningDecisionRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => recordScreeningDecision(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.get(
    '/deal-room-ofsi-report',
    {
      schema: {
        summary: "A draft report to OFSI (PDF) of a buyer the practitioner decided is a true match on the UK Sanctions List, from the marketplace's records, for the practitioner to check and send",
        tags,
        querystring: ofsiReportQuerySchema,
        response: { 200: pdfResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const report = await ofsiReport(app.ctx, currentUser(request), request.query.id, request.query.BuyerId);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${report.fileName}"`).send(report.pdf);
    },
  );
};

export default sellerScreeningRoutes;
