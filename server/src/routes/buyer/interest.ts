import { z } from 'zod';
import { expressInterestRequestSchema, postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { expressInterest, listBuyerExpressions } from '../../services/interest/expressions';
import { getExpressionText } from '../../services/interest/preferences';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import { expressionSchema } from '../shared/interest-schemas';

const tags = ['buyer'];

/** Expressing interest in a post and the buyer's expressions (spec §7). */
const buyerInterestRoutes: ApiRoutes = async (app) => {
  app.post(
    '/express-interest',
    {
      schema: {
        summary: 'Express interest in a For Sale post, once ever; the practitioner is e-mailed',
        tags,
        querystring: postIdQuerySchema,
        body: expressInterestRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => expressInterest(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.get(
    '/interested-posts',
    { schema: { summary: "The buyer's expressions of interest, newest first", tags, response: { 200: z.array(expressionSchema), ...guardedErrors } } },
    async (request) => listBuyerExpressions(app.ctx, currentUser(request)),
  );
  app.get(
    '/expression-text',
    { schema: { summary: 'The profile text the buyer last sent with an expression of interest', tags, response: { 200: z.object({ expressionText: z.string() }), ...guardedErrors } } },
    async (request) => getExpressionText(app.ctx, currentUser(request)),
  );
};

export default buyerInterestRoutes;
