import { z } from 'zod';
import type { PostTeaser, PostTeaserAnswer } from '@insolvency/shared-contracts';
import { postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { AppError } from '../../errors';
import { NOT_FOUND_MESSAGE } from '../../plugins/error-handler';
import { findPostTeaser } from '../../services/posts/post-teasers';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const postTeaserSchema = z.object({
  businessId: z.number(),
  reference: z.string(),
  activityHeading: z.string(),
  locations: z.array(z.string()),
  sector: z.string(),
  turnover: z.string(),
  employees: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  firm: z.string(),
}) satisfies z.ZodType<PostTeaser>;

const postTeaserAnswerSchema = z.object({ forSale: z.boolean(), teaser: postTeaserSchema }) satisfies z.ZodType<PostTeaserAnswer>;

/**
 * GET /api/unauth/post-teaser?id= (beyond the spec): a post's public teaser, for the teaser page
 * when the browser renders it (the server renders it first: server/src/delivery/). 404 for a
 * post that has no teaser, as for an unknown id.
 */
const postTeaserRoutes: ApiRoutes = async (app) => {
  app.get(
    '/post-teaser',
    {
      schema: {
        summary: "A post's public teaser: its public fields, and whether it is still For Sale",
        tags: ['home'],
        querystring: postIdQuerySchema,
        response: { 200: postTeaserAnswerSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const lookup = await findPostTeaser(app.ctx, request.query.id);
      if (!lookup) throw new AppError(404, NOT_FOUND_MESSAGE);
      return { forSale: lookup.state === 'live', teaser: lookup.teaser };
    },
  );
};

export default postTeaserRoutes;
