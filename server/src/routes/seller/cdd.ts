import { z } from 'zod';
import { cddQuerySchema, postIdQuerySchema, sellerCddRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { getSellerCdd, listCddStatuses, saveSellerCdd } from '../../services/cdd/cdd';
import { sellerPost } from '../../services/deal-room-access/deal-room-posts';
import { cddStatusSchema, sellerCddSchema } from '../cdd-schemas';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['deal room'];
const postErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The practitioner's customer due diligence on each buyer of a post (issue 56). Admin reads, never writes. */
const sellerCddRoutes: ApiRoutes = async (app) => {
  app.get(
    '/deal-room-cdd',
    {
      schema: {
        summary: "One buyer's customer due diligence for a post: the buyer's part, their beneficial owners, the practitioner's identity check, source-of-funds evidence and risk rating, and what is missing",
        tags,
        querystring: cddQuerySchema,
        response: { 200: sellerCddSchema, ...postErrors },
      },
    },
    async (request) => getSellerCdd(app.ctx, currentUser(request), request.query.id, request.query.BuyerId),
  );
  app.put(
    '/deal-room-cdd',
    {
      schema: {
        summary: "Saves the practitioner's part of one buyer's customer due diligence (identity verified how, with which document, when and by whom; source-of-funds evidence; risk rating with reasons), saved whole",
        tags,
        querystring: postIdQuerySchema,
        body: sellerCddRequestSchema,
        response: { 200: sellerCddSchema, ...postErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      // Another practitioner's post answers 404 before the body's rules are judged: they say nothing of a post the caller cannot see.
      const postId = Number((request.query as { id?: unknown }).id);
      if (Number.isSafeInteger(postId) && postId > 0) await sellerPost(app.ctx, currentUser(request), postId, 'write');
      if (request.validationError) throw request.validationError;
      return saveSellerCdd(app.ctx, currentUser(request), request.query.id, request.body);
    },
  );
  app.get(
    '/deal-room-cdd-statuses',
    {
      schema: {
        summary: "Each interested buyer's customer due diligence state for a post (complete, items missing, not required), for the Buyers table",
        tags,
        querystring: postIdQuerySchema,
        response: { 200: z.array(cddStatusSchema), ...postErrors },
      },
    },
    async (request) => listCddStatuses(app.ctx, currentUser(request), request.query.id),
  );
};

export default sellerCddRoutes;
