import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_WORDS_MAX, type SearchAnswer, type SearchCorrection, type SearchFacetCount, type SearchItem, type SearchPlace } from '@insolvency/shared-contracts';
import { searchQuerySchema } from '@insolvency/shared-contracts/schemas';
import { precompressedBodies } from '../../http/precompressed-body';
import { etagMatches, type CachedJson } from '../../services/public-cache';
import { signedInCaller } from '../../plugins/auth';
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
  facets: z.object({
    region: facetCountsSchema,
    sector: facetCountsSchema,
    turnover: facetCountsSchema,
    employees: facetCountsSchema,
    trading: facetCountsSchema,
    appointment: facetCountsSchema,
  }),
  corrected: z
    .array(
      z.object({
        from: z.string().describe('A word as typed (lower case) that no post holds'),
        to: z.string().describe('The nearest word of the posts searched for instead'),
      }) satisfies z.ZodType<SearchCorrection>,
    )
    .optional()
    .describe('Present only when every post found was found through corrected words (never with exact=1): those words, in the order typed'),
  place: z
    .object({
      name: z.string().describe('The town or city as it is called, e.g. Leeds'),
      words: z.string().describe('Its words as the search read them, lower case'),
      regionId: z.number().describe('The location id of its region (the region filter)'),
      region: z.string().describe('The name of its region, e.g. Yorkshire and the Humber'),
    } satisfies Record<keyof SearchPlace, z.ZodTypeAny>)
    .optional()
    .describe('Present when the words named a UK town or city (the first named): posts holding its words and posts of its region holding the other words are found'),
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
          'Live public posts found by words (stemmed, the last word as a prefix, misspellings tolerated), best match first, with a highlighted snippet, the total and counts per region, sector, turnover, employees, trading status and appointment type',
        description:
          'The words are read as in a search engine: all must match; `OR` (in capitals) between two finds either; `-word` or `-"a phrase"` leaves out the posts holding it; ' +
          '`"words in quotes"` must be found in that order. The last plain word, from 3 letters, is also a prefix. A word no live post holds is also searched as the nearest words ' +
          'of the posts (`corrected` in the answer says so when only they found posts); `exact=1` turns that off. ' +
          'A UK town or city among the words (e.g. leeds) also finds the posts of its region that match the other words (`place` in the answer says which). ' +
          `At most ${SEARCH_TEXT_MAX_LENGTH} characters and ${SEARCH_WORDS_MAX} words (\`OR\` counts as one), else 400 naming the limit. ` +
          'Answers the database computes count against the signed-in user (when the call carries a valid bearer token; each user has a limit of their own) or else the client address: ' +
          '`SEARCH_REQUESTS_PER_MINUTE` a minute (60 by default), then 429 with `Retry-After` in seconds. No token is needed; one that is not valid counts as none. ' +
          'An answer is kept and shared for `PUBLIC_CACHE_TTL_SECONDS` (Cache-Control max-age, with an ETag); answers from it are not counted.',
        tags: ['home'],
        // No token needed; a valid one makes the limit the user's own.
        security: [{}, { bearerAuth: [] }],
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, 400: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signedInCaller(request);
      const answer = await cachedSearch(app.ctx, app.publicCache, request.query, { userId: user?.id, address: request.ip });
      return sendShared(request, reply, answer, app.publicCache.ttlSeconds);
    },
  );

  /** The shared answer, public for the cache's TTL with its ETag (304 when the client holds it), compressed once. */
  function sendShared(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, ttl: number): Promise<FastifyReply> | FastifyReply {
    reply.header('cache-control', ttl > 0 ? `public, max-age=${ttl}` : 'no-cache').header('etag', cached.etag);
    if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    return bodyOf(cached, () => cached.body).send(request, reply.type('application/json; charset=utf-8'));
  }
};

export default searchRoutes;
