import { z } from 'zod';
import type { SearchAnswer, SearchFacetCount, SearchItem } from '@insolvency/shared-contracts';
import { searchQuerySchema } from '@insolvency/shared-contracts/schemas';
import { searchPosts } from '../../services/search/search-posts';
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

/** GET /api/unauth/search (issue 49, beyond the spec): full-text search of the live public posts. */
const searchRoutes: ApiRoutes = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        summary:
          'Live public posts found by words (stemmed, the last word as a prefix, misspellings tolerated), best match first, with a highlighted snippet, the total and counts per region, sector, turnover, employees and trading status',
        tags: ['home'],
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, 400: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => searchPosts(app.ctx, request.query),
  );
};

export default searchRoutes;
