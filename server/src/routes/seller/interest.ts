import { z } from 'zod';
import { expressionIdQuerySchema, postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { exportExpressions, getSellerExpression, listSellerExpressions } from '../../services/interest/expressions';
import { expressionSchema, interestDetailSchema } from '../shared/interest-schemas';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['seller'];
const notFound = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The practitioner's review of the interest their posts received (seller-and-admin §2, §7). */
const sellerInterestRoutes: ApiRoutes = async (app) => {
  app.get(
    '/expressed-interest-list',
    { schema: { summary: "Expressions of interest in the caller's posts, newest first", tags, response: { 200: z.array(expressionSchema), ...guardedErrors } } },
    async (request) => listSellerExpressions(app.ctx, currentUser(request)),
  );
  app.get(
    '/expressed-interest',
    {
      schema: {
        summary: "One expression of interest with the interested party's contact details; the owner opening it marks it viewed",
        tags,
        querystring: expressionIdQuerySchema,
        response: { 200: interestDetailSchema, ...notFound },
      },
    },
    async (request) => getSellerExpression(app.ctx, currentUser(request), request.query.id),
  );
  const csv = z.string().describe('text/csv; UTF-8 with a byte order mark (an attachment)');
  app.patch(
    '/export-expressions-of-interest',
    { schema: { summary: "A post's expressions of interest as a CSV file", tags, querystring: postIdQuerySchema, response: { 200: csv, ...notFound } } },
    async (request, reply) => {
      const { fileName, csv: body } = await exportExpressions(app.ctx, currentUser(request), request.query.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(body);
    },
  );
};

export default sellerInterestRoutes;
