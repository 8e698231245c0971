import type { FastifyInstance } from 'fastify';
import { AREAS, REMOTE_NAMES, ROUTE_PATHS } from '@insolvency/shared-contracts';
import { routeScripts } from '../route-scripts';
import type { StaticPaths } from '../static-paths';
import { createRemoteServerBuilds, serverBuildLocation } from './remote-server-build';

/**
 * The pages a visitor opens first: rendering them loads remote-public's server build and fills the
 * page cache; their later scripts as one (route-scripts.ts) are compressed at brotli's best, which
 * a first request would get only the second time (its own answer is quality 5: the visitor home's
 * 0.4 KB more, Login's 2.6 KB, against their JavaScript budgets).
 */
const VISITOR_PAGES = ['/', ROUTE_PATHS.Login];

/**
 * Done once the server listens, so that the first visitor and the first signed-in deep link after
 * a start do not wait for what every later one finds ready (the builds read and evaluated, the
 * page rendered and compressed: ~190 ms each on the bench machine against 2 ms and 46 ms after).
 * The signed-in areas' builds are loaded without a user: their screens need one. Nothing here
 * fails the server: a page or build that cannot be rendered is loaded again by the first request.
 */
export async function warmUpServerRendering(app: FastifyInstance, paths: StaticPaths): Promise<void> {
  const started = performance.now();
  const failed: string[] = [];
  for (const url of VISITOR_PAGES) {
    const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }).catch(() => undefined);
    if (!answer || answer.statusCode >= 500) failed.push(url);
    await (await routeScripts(paths, url).catch(() => undefined))?.best;
  }
  const builds = createRemoteServerBuilds(() => app.clock.realNow().getTime());
  for (const area of AREAS.filter((candidate) => candidate !== 'public')) {
    const location = serverBuildLocation(paths, app.config.publicUrl, area);
    if (location) await builds.load(REMOTE_NAMES[area], location).catch(() => failed.push(`${area}'s server build`));
  }
  const ms = Math.round(performance.now() - started);
  if (failed.length) app.log.warn({ ms, failed }, 'server rendering warmed up in part: the first requests load what it could not');
  else app.log.info({ ms }, 'server rendering warmed up');
}
