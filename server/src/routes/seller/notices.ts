import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { countUnviewedInterest, latestDraft } from '../../services/posts/seller-notices';
import { guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['seller'];

/** The seller menu's count and the new post screen's draft offer. */
const sellerNoticeRoutes: ApiRoutes = async (app) => {
  app.get(
    '/notifications',
    { schema: { summary: 'How many expressions of interest the seller has not viewed yet', tags, response: { 200: z.number().int(), ...guardedErrors } } },
    async (request) => countUnviewedInterest(app.ctx, currentUser(request)),
  );
  app.get(
    '/draft-already-exists-notifiation',
    {
      schema: {
        summary: "The seller's newest draft, if any (path spelled as the spec spells it)",
        tags,
        response: { 200: z.object({ draftExists: z.boolean(), businessId: z.number().nullable(), reference: z.string().nullable() }), ...guardedErrors },
      },
    },
    async (request) => latestDraft(app.ctx, currentUser(request)),
  );
};

export default sellerNoticeRoutes;
