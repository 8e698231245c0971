import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listHomePosts } from '../../services/posts/home-posts';
import { HOME_POSTS_TOTAL_HEADER, type HomePostsFilter } from '@insolvency/shared-contracts';
import { homePostsQuerySchema } from '@insolvency/shared-contracts/schemas';
import { etagMatches, PublicAnswer, type CachedJson } from '../../services/public-cache';
import { precompressedBodies, type PrecompressedBody } from '../../http/precompressed-body';
import { getHomeStats } from '../../services/stats/home-stats';
import type { ApiRoutes } from '../types';
import { homeStatsResponseSchema, postResponseSchema } from './home-schemas';

/**
 * Answers a public, identical-for-everyone read from the app's short-lived cache, keyed by
 * `name` and the London date (a scheduled post goes on sale at midnight whatever the TTL).
 * Cacheable by browsers and CDNs for the same TTL, with an ETag for 304 revalidation.
 */
async function sendPublic(
  app: FastifyInstance,
  bodyOf: (cached: CachedJson, text: () => string) => PrecompressedBody,
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  compute: (today: string) => Promise<unknown>,
): Promise<FastifyReply> {
  const today = app.ctx.today();
  const cached = await app.publicCache.get(`${name}:${today}`, () => compute(today));
  const ttl = app.publicCache.ttlSeconds;
  reply.header('cache-control', ttl > 0 ? `public, max-age=${ttl}` : 'no-cache');
  reply.header('etag', cached.etag);
  for (const [header, value] of Object.entries(cached.headers)) reply.header(header, value);
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  // Already JSON: sent as it is, compressed once per cached answer.
  return bodyOf(cached, () => cached.body).send(request, reply.type('application/json; charset=utf-8'));
}

/** GET /api/unauth/homeposts and /api/unauth/homestats: the visitor home page. */
const homeRoutes: ApiRoutes = async (app) => {
  const bodyOf = precompressedBodies<CachedJson>();
  app.get(
    '/homeposts',
    {
      schema: {
        summary: 'The latest public posts for the visitor home, by region and sector, a page at a time (total in X-Total-Count)',
        tags: ['home'],
        querystring: homePostsQuerySchema,
        response: { 200: z.array(postResponseSchema) },
      },
    },
    async (request, reply) => {
      const filter: HomePostsFilter = request.query;
      // Every filter value is in the key: one cached answer per query (and London date).
      const key = `homeposts:${filter.region ?? ''}:${filter.sector ?? ''}:${filter.page ?? 1}:${filter.pageSize ?? ''}`;
      return sendPublic(app, bodyOf, request, reply, key, async (today) => {
        const page = await listHomePosts(app.ctx, today, filter);
        return new PublicAnswer(page.posts, { [HOME_POSTS_TOTAL_HEADER]: String(page.total) });
      });
    },
  );
  app.get('/homestats', { schema: { summary: 'Marketplace statistics for the visitor home', tags: ['home'], response: { 200: homeStatsResponseSchema } } }, async (request, reply) =>
    sendPublic(app, bodyOf, request, reply, 'homestats', (today) => getHomeStats(app.ctx, today)),
  );
};

export default homeRoutes;
