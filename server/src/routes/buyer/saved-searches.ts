import { z } from 'zod';
import { ALERT_FREQUENCIES, SAVED_SEARCH_OPTION_KEYS, type SavedSearch } from '@insolvency/shared-contracts';
import { savedSearchFiltersSchema, savedSearchIdQuerySchema, saveSearchRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { listSavedSearches, removeSavedSearch, saveSearch } from '../../services/interest/saved-searches';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['buyer'];

const savedSearchSchema = z.object({
  id: z.number(),
  query: z.string(),
  filters: savedSearchFiltersSchema,
  filterLabels: z.array(z.object({ key: z.enum(SAVED_SEARCH_OPTION_KEYS), name: z.string(), label: z.string() })),
  delivery: z.enum(ALERT_FREQUENCIES),
  createdDate: z.string(),
}) satisfies z.ZodType<SavedSearch>;

/** The buyer's saved searches (issue 49, beyond the spec): searches kept as alerts, mailed at once or in the daily digest. */
const buyerSavedSearchRoutes: ApiRoutes = async (app) => {
  app.get(
    '/saved-searches',
    { schema: { summary: "The buyer's saved searches, newest first, with their filters' texts and delivery", tags, response: { 200: z.array(savedSearchSchema), ...guardedErrors } } },
    async (request) => listSavedSearches(app.ctx, currentUser(request)),
  );
  app.post(
    '/saved-searches',
    {
      schema: {
        summary: 'Save a search (words and filters) as an alert: new live posts it finds are e-mailed at once or in the daily digest; at most 20, no two the same',
        tags,
        body: saveSearchRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => saveSearch(app.ctx, currentUser(request), request.body),
  );
  app.delete(
    '/saved-searches',
    {
      schema: {
        summary: "Remove one of the buyer's saved searches (its alerts stop); 404 for one that is not theirs",
        tags,
        querystring: savedSearchIdQuerySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request) => removeSavedSearch(app.ctx, currentUser(request), request.query.id),
  );
};

export default buyerSavedSearchRoutes;
