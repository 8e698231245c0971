import { SEARCH_FACET_KEYS, searchTextWords, type SearchFilter } from '@insolvency/shared-contracts';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import type { CachedJson, PublicCache } from '../public-cache';
import { consumeRateLimit, type RateLimit } from '../rate-limits/rate-limiter';
import { searchPosts } from './search-posts';

const SEARCH_RATE_WINDOW_MS = 60_000;

/** Searches one client may have the database answer a minute (`SEARCH_REQUESTS_PER_MINUTE`). */
export function searchRateLimit(ctx: ServiceContext): RateLimit {
  return { bucket: 'search', limit: ctx.config.searchRequestsPerMinute, windowMs: SEARCH_RATE_WINDOW_MS };
}

export const searchThrottledMessage = (seconds: number) =>
  `You have searched many times in a short while. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * What an answer depends on, and nothing else: the words as the query reads them (case and
 * punctuation do not count), the filters, the page and the London date (a scheduled post goes on
 * sale at midnight whatever the cache's TTL).
 */
export function searchCacheKey(filter: SearchFilter, today: string): string {
  const words = searchTextWords(filter.q ?? '').join(' ');
  const filters = SEARCH_FACET_KEYS.map((key) => filter[key] ?? '').join(':');
  return `search:${today}:${filters}:${filter.page ?? 1}:${filter.pageSize ?? ''}:${words}`;
}

/**
 * GET unauth/search's answer, the same for every client: from the public cache while it is
 * fresh (`PUBLIC_CACHE_TTL_SECONDS`, a few seconds: a changed post shows within them, as on the
 * home), else computed by the database, which costs the client one search of its rate limit (429
 * with Retry-After past it). Only the searches the database answers are counted: a cached answer
 * costs nothing, and each new key the cache holds is one a client paid for.
 */
export async function cachedSearch(ctx: ServiceContext, cache: PublicCache, filter: SearchFilter, clientKey: string): Promise<CachedJson> {
  const key = searchCacheKey(filter, ctx.today());
  const held = cache.peek(key);
  if (held) return held;
  const verdict = await consumeRateLimit(ctx, searchRateLimit(ctx), clientKey);
  if (!verdict.allowed) throw new AppError(429, searchThrottledMessage(verdict.waitSeconds), { headers: { 'retry-after': String(verdict.waitSeconds) } });
  return cache.get(key, () => searchPosts(ctx, filter));
}
