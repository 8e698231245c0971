import type { FastifyInstance } from 'fastify';
import { homePostsFilter, parseHomePostsView, type HomePostsFilter, type VisitorHomeData } from '@insolvency/shared-contracts';
import { listHomePosts } from '../../services/posts/home-posts';
import { getLocationSizeLabels, getNestedCategoryLabels } from '../../services/labels/label-service';
import { getHomeStats } from '../../services/stats/home-stats';

/**
 * The answers of the visitor home's calls for the address's query, through the public cache
 * (services/public-cache.ts): keyed by everything they depend on and the London date, so the
 * home is rendered without reading the database on every request.
 */
export async function visitorHomeData(app: FastifyInstance, search: string): Promise<VisitorHomeData> {
  const today = app.ctx.today();
  const filter: HomePostsFilter = homePostsFilter(parseHomePostsView(new URLSearchParams(search)));
  const viewKey = visitorHomeViewKey(search);
  const cached = async <T>(key: string, compute: () => Promise<T>): Promise<T> => JSON.parse((await app.publicCache.get(key, compute)).body) as T;
  const [page, stats, locationSizeLabels, categoryLabels] = await Promise.all([
    cached(`visitor-home:posts:${viewKey}:${today}`, () => listHomePosts(app.ctx, today, filter)),
    cached(`visitor-home:stats:${today}`, () => getHomeStats(app.ctx, today)),
    cached('visitor-home:location-size-labels', () => getLocationSizeLabels(app.ctx)),
    cached('visitor-home:category-labels', () => getNestedCategoryLabels(app.ctx)),
  ]);
  return { posts: page.posts, total: page.total, stats, locationSizeLabels, categoryLabels };
}

/** What the screen depends on in the address (the region, sector and page it shows), as a cache key. */
export function visitorHomeViewKey(search: string): string {
  const view = parseHomePostsView(new URLSearchParams(search));
  return `${view.region ?? ''}:${view.sector ?? ''}:${view.page}`;
}
