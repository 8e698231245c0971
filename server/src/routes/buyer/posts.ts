import { z } from 'zod';
import { postPageQuerySchema, postsByFieldParamsSchema, postsByFieldQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { postsByCriteria, postsByField } from '../../services/interest/buyer-posts';
import { getOptionalCriteriaSet } from '../../services/interest/preferences';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';
import { postPageSchema } from '../shared/interest-schemas';

const tags = ['buyer'];
const answers = { 200: postPageSchema, 400: errorResponseSchema, ...guardedErrors } as const;

/** The buyer's inbox and browsing by one field (spec §7), a page at a time, sorted in the database. */
const buyerPostsRoutes: ApiRoutes = async (app) => {
  app.get(
    '/posts-by-criteria',
    { schema: { summary: "The buyer's inbox: For Sale posts matching their preferences, one page", tags, querystring: postPageQuerySchema, response: answers } },
    async (request) => postsByCriteria(app.ctx, currentUser(request), request.query),
  );
  app.get(
    '/posts-by-:field',
    {
      schema: {
        summary: "For Sale posts with one category (a sector covers its children), turnover band, employee band or location: field is 'category', 'turnover', 'employees' or 'location'",
        tags,
        params: postsByFieldParamsSchema,
        querystring: postsByFieldQuerySchema,
        response: answers,
      },
    },
    async (request) => {
      const { id, ...page } = request.query;
      return postsByField(app.ctx, currentUser(request), request.params.field, id, page);
    },
  );
  app.get(
    '/optional-criteria-set',
    { schema: { summary: 'Whether the buyer set any category, keyword or asset (the inbox banner)', tags, response: { 200: z.object({ optionalCriteriaSet: z.boolean() }), ...guardedErrors } } },
    async (request) => getOptionalCriteriaSet(app.ctx, currentUser(request)),
  );
};

export default buyerPostsRoutes;
