import { z } from 'zod';
import type { PostTeaser, PostTeaserAnswer } from '@insolvency/shared-contracts';
import { postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { AppError } from '../../errors';
import { NOT_FOUND_MESSAGE } from '../../plugins/error-handler';
import { findPostTeaser, type PostTeaserLookup } from '../../services/posts/post-teasers';
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
 * (the server renders it first through this call: server/src/delivery/). 404 for a post that has
 * no teaser, as for an unknown id. Read through the public cache (services/public-cache.ts), keyed
 * by the post and the London date: a shared link opened by many reads the database once per TTL,
 * and a post withdrawn or sold shows so within the TTL.
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
      const { id } = request.query;
      const cached = await app.publicCache.get(`post-teaser:${id}:${app.ctx.today()}`, async () => (await findPostTeaser(app.ctx, id)) ?? null);
      const lookup = JSON.parse(cached.body) as PostTeaserLookup | null;
      if (!lookup) throw new AppError(404, NOT_FOUND_MESSAGE);
      return { forSale: lookup.state === 'live', teaser: lookup.teaser };
    },
  );
};

export default postTeaserRoutes;
