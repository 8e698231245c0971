import { SEARCH_FACET_KEYS, searchFacetIds, searchTextKey, type SearchFilter } from '@insolvency/shared-contracts';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import type { CachedJson, PublicCache } from '../public-cache';
import { consumeRateLimit, type RateLimit } from '../rate-limits/rate-limiter';
import { searchPosts } from './search-posts';

const SEARCH_RATE_WINDOW_MS = 60_000;

/** Who a search counts against: a signed-in user (a valid token), else the address it came from. */
export interface SearchClient {
  userId?: number;
  address: string;
}

/**
 * Each signed-in user has a limit of their own, so that a firm's practitioners and buyers behind
 * one office address do not share one; a visitor's searches count against their address.
 */
function rateLimitKey(client: SearchClient): string {
  return client.userId === undefined ? `address:${client.address}` : `user:${client.userId}`;
}

/** Searches one client may have the database answer a minute (`SEARCH_REQUESTS_PER_MINUTE`). */
export function searchRateLimit(ctx: ServiceContext): RateLimit {
  return { bucket: 'search', limit: ctx.config.searchRequestsPerMinute, windowMs: SEARCH_RATE_WINDOW_MS };
}

export const searchThrottledMessage = (seconds: number) =>
  `You have searched many times in a short while. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * What an answer depends on, and nothing else: the search as the query reads its text (case,
 * spacing and punctuation that is not syntax do not count), whether it is exact, the filters, the page and the London date (a scheduled post goes on
 * sale at midnight whatever the cache's TTL).
 */
export function searchCacheKey(filter: SearchFilter, today: string): string {
  const words = searchTextKey(filter.q ?? '');
  const filters = SEARCH_FACET_KEYS.map((key) => searchFacetIds(filter[key]).join(',')).join(':');
  return `search:${today}:${filters}:${filter.sort ?? ''}:${filter.added ?? ''}:${filter.page ?? 1}:${filter.pageSize ?? ''}:${filter.exact ? 'exact' : ''}:${words}`;
}

/**
 * GET unauth/search's answer, the same for every client: from the public cache while it is
 * fresh (`PUBLIC_CACHE_TTL_SECONDS`, a few seconds: a changed post shows within them, as on the
 * home), else computed by the database, which costs the client (`rateLimitKey`) one search of its rate limit (429
 * with Retry-After past it). Only the searches the database answers are counted: a cached answer
 * costs nothing, and each new key the cache holds is one a client paid for.
 */
export async function cachedSearch(ctx: ServiceContext, cache: PublicCache, filter: SearchFilter, client: SearchClient): Promise<CachedJson> {
  const key = searchCacheKey(filter, ctx.today());
  const held = cache.peek(key);
  if (held) return held;
  const verdict = await consumeRateLimit(ctx, searchRateLimit(ctx), rateLimitKey(client));
  if (!verdict.allowed) throw new AppError(429, searchThrottledMessage(verdict.waitSeconds), { headers: { 'retry-after': String(verdict.waitSeconds) } });
  return cache.get(key, () => searchPosts(ctx, filter));
}
