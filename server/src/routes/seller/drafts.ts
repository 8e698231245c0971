import { z } from 'zod';
import { checkDescriptionRequestSchema, draftRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { checkDescription, createDraft } from '../../services/posts/drafts';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const checkDescriptionResponseSchema = z.object({ contactDetailsDetected: z.boolean(), contactDetails: z.array(z.string()) });

/** POST /api/seller/check-description and /api/seller/draft: the new post form's calls. */
const sellerDraftRoutes: ApiRoutes = async (app) => {
  app.post(
    '/check-description',
    {
      schema: {
        summary: 'Find phone numbers, e-mail and web addresses in a description',
        tags: ['seller'],
        body: checkDescriptionRequestSchema,
        response: { 200: checkDescriptionResponseSchema, 400: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => checkDescription(request.body.Description),
  );
  app.post(
    '/draft',
    {
      schema: {
        summary: 'Save a new post as a draft; at most POST_SAVES_PER_HOUR saves of post texts per user in an hour (429)',
        tags: ['seller'],
        body: draftRequestSchema,
        response: { 200: z.object({ businessId: z.number() }), 400: errorResponseSchema, 429: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => createDraft(app.ctx, currentUser(request), request.body),
  );
};

export default sellerDraftRoutes;
