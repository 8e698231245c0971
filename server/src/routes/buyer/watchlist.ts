import { z } from 'zod';
import { postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { addToWatchlist, listWatchlist, removeFromWatchlist } from '../../services/interest/watchlist';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import { watchlistEntrySchema } from '../shared/interest-schemas';

const tags = ['buyer'];
const changed = { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The buyer's watchlist (beyond the spec): saved posts, and the calls that save and unsave one. */
const buyerWatchlistRoutes: ApiRoutes = async (app) => {
  app.get(
    '/watchlist',
    { schema: { summary: "The buyer's saved posts that buyers may still see, most recently saved first", tags, response: { 200: z.array(watchlistEntrySchema), ...guardedErrors } } },
    async (request) => listWatchlist(app.ctx, currentUser(request)),
  );
  app.post(
    '/watchlist-add',
    { schema: { summary: "Save a post to the buyer's watchlist (idempotent); 404 for an unknown post or one not yet on sale", tags, querystring: postIdQuerySchema, response: changed } },
    async (request) => addToWatchlist(app.ctx, currentUser(request), request.query.id),
  );
  app.post(
    '/watchlist-remove',
    { schema: { summary: "Remove a post from the buyer's watchlist (idempotent); 404 for an unknown post", tags, querystring: postIdQuerySchema, response: changed } },
    async (request) => removeFromWatchlist(app.ctx, currentUser(request), request.query.id),
  );
};

export default buyerWatchlistRoutes;
