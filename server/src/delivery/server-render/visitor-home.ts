import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { homePostsFilter, parseHomePostsView, type HomePostsFilter, type VisitorHomeData } from '@insolvency/shared-contracts';
import { listHomePosts } from '../../services/posts/home-posts';
import { getLocationSizeLabels, getNestedCategoryLabels } from '../../services/labels/label-service';
import { getHomeStats } from '../../services/stats/home-stats';
import type { StaticPaths } from '../static-paths';

/**
 * Where the server puts the visitor home's screen in the shell's index.html: the home's place in
 * the page shown before the app, empty as build-tools/webpack/visitor-prerender.js writes it.
 */
const VISITOR_HOME_SLOT_START = '<div class="vp-page vp-home">';
const VISITOR_HOME_SLOT = `${VISITOR_HOME_SLOT_START}</div>`;

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

/**
 * The shell's index.html with the screen's markup (antd's style for it included) in the home's
 * slot: inside the page shown before the app, so it leaves with it when the app takes over (the
 * app's antd makes its own styles; the shell's page brings the Button's). `head` goes at the end
 * of the head: it stays (React's hoisted styles, which the app's React takes over).
 */
export async function shellPageWithHome(paths: StaticPaths, screen: { html: string; head?: string }): Promise<string> {
  const page = await readFile(path.join(paths.shellDist, 'index.html'), 'utf8');
  if (!page.includes(VISITOR_HOME_SLOT)) throw new Error(`the shell's index.html has no ${VISITOR_HOME_SLOT} slot`);
  // Functions, not strings: a `$` in the markup is text, not a replacement pattern.
  return page.replace(VISITOR_HOME_SLOT, () => `${VISITOR_HOME_SLOT_START}${screen.html}</div>`).replace('</head>', () => `${screen.head ?? ''}</head>`);
}
