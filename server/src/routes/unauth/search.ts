import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SearchAnswer, SearchFacetCount, SearchItem } from '@insolvency/shared-contracts';
import { searchQuerySchema } from '@insolvency/shared-contracts/schemas';
import { precompressedBodies } from '../../plugins/precompressed-body';
import { etagMatches, type CachedJson } from '../../services/public-cache';
import { cachedSearch } from '../../services/search/cached-search';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import { postResponseSchema } from './home-schemas';

const searchItemSchema = postResponseSchema
  .pick({
    businessId: true,
    reference: true,
    activityHeading: true,
    siteStatus: true,
    creationDate: true,
    activeStartDate: true,
    activeEndDate: true,
    locations: true,
    primaryCategory: true,
    turnover: true,
    employee: true,
    tradingStatus: true,
    createdByCompany: true,
  })
  .extend({
    snippet: z.string().describe('A passage of the description: HTML-escaped text whose only markup is <mark>…</mark> around the matched words'),
  }) satisfies z.ZodType<SearchItem>;

const facetCountsSchema = z.array(z.object({ id: z.number(), description: z.string(), count: z.number() }) satisfies z.ZodType<SearchFacetCount>);

const searchAnswerSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number(),
  facets: z.object({ region: facetCountsSchema, sector: facetCountsSchema, turnover: facetCountsSchema, employees: facetCountsSchema, trading: facetCountsSchema }),
}) satisfies z.ZodType<SearchAnswer>;

/**
 * GET /api/unauth/search (issue 49, beyond the spec): full-text search of the live public posts,
 * an answer shared by every client for the public cache's TTL (with an ETag for 304s).
 */
const searchRoutes: ApiRoutes = async (app) => {
  const bodyOf = precompressedBodies<CachedJson>();
  app.get(
    '/search',
    {
      schema: {
        summary:
          'Live public posts found by words (stemmed, the last word as a prefix, misspellings tolerated), best match first, with a highlighted snippet, the total and counts per region, sector, turnover, employees and trading status',
        description:
          'Answers the database computes count against the client address: `SEARCH_REQUESTS_PER_MINUTE` a minute (60 by default), then 429 with `Retry-After` in seconds. ' +
          'An answer is kept and shared for `PUBLIC_CACHE_TTL_SECONDS` (Cache-Control max-age, with an ETag); answers from it are not counted.',
        tags: ['home'],
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => sendShared(request, reply, await cachedSearch(app.ctx, app.publicCache, request.query, request.ip), app.publicCache.ttlSeconds),
  );

  /** The shared answer, public for the cache's TTL with its ETag (304 when the client holds it), compressed once. */
  function sendShared(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, ttl: number): Promise<FastifyReply> | FastifyReply {
    reply.header('cache-control', ttl > 0 ? `public, max-age=${ttl}` : 'no-cache').header('etag', cached.etag);
    if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    return bodyOf(cached, () => cached.body).send(request, reply.type('application/json; charset=utf-8'));
  }
};

export default searchRoutes;
