import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_PATHS, SERVER_RENDERED_ROUTES } from '@insolvency/shared-contracts';
import { PrecompressedBody } from '../../plugins/precompressed-body';
import { etagMatches } from '../../services/public-cache';
import { pagePlan } from '../load-plan';
import { routePreloadLinks } from '../preload-hints';
import { shellPageFacts } from '../shell-page-facts';
import type { StaticPaths } from '../static-paths';
import { sendClientPage, shellPageHoldingScripts } from './shell-page';

/*
 * The page of a signed-in deep link whose screen the server renders when the page's first script
 * asks for it with the user's token (signed-in-screens.ts): the shell's page with its scripts held
 * until the screen is in (shell-page.ts, build-tools/webpack/visitor-prerender.js), and no `Link`
 * header. Fetched from the start, the scripts' ~200 KB shared the line with the screen's answer
 * and their work held the main thread when it came (on the throttled profile of a slow machine
 * the buyer inbox showed at ~3 s against ~1.6 s for React alone). The registry and manifests are
 * not hinted either: the shell's early fetches ask for them once its first script runs, and a
 * preload the app has not taken within a few seconds of the page's load event (which no longer
 * waits for the scripts) is reported by the browser as wasted. Which routes these are is the
 * deployed load plans' answer at each request (a signed-in route whose prefetch makes calls); any
 * other page of the app is the shell's page as before.
 */

/** Every page of the app but the public ones public-pages.ts answers. */
const PUBLIC_RENDERED_PATHS = new Set<string>(SERVER_RENDERED_ROUTES.map((name) => ROUTE_PATHS[name]));
const OTHER_PAGE_PATHS = [...new Set<string>(Object.values(ROUTE_PATHS))].filter((pagePath) => !PUBLIC_RENDERED_PATHS.has(pagePath));

export function registerSignedInPages(app: FastifyInstance, paths: StaticPaths): void {
  /** The page, built and compressed once per version of the shell's index.html. */
  const pages = new Map<string, Promise<{ etag: string; body: PrecompressedBody }>>();
  const pageFor = (shellVersion: string) => {
    let page = pages.get(shellVersion);
    if (!page) {
      page = shellPageHoldingScripts(paths).then((html) => ({ etag: `"${createHash('sha1').update(html).digest('base64url')}"`, body: new PrecompressedBody(html) }));
      page.catch(() => pages.delete(shellVersion));
      pages.clear();
      pages.set(shellVersion, page);
    }
    return page;
  };

  const signedInPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const [pathname, query = ''] = request.url.split('?');
    const plan = pagePlan(paths, pathname);
    const shell = shellPageFacts(paths);
    if (!plan?.signedIn || !plan.route.serverRendered || !shell) {
      const links = routePreloadLinks(paths, pathname, query);
      if (links) reply.header('link', links);
      return sendClientPage(reply, paths, 200);
    }
    const page = await pageFor(shell.version);
    reply.header('cache-control', 'no-cache').header('etag', page.etag).type('text/html; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return page.body.send(request, reply);
  };

  for (const pagePath of OTHER_PAGE_PATHS) app.get(pagePath, { schema: { hide: true } }, signedInPage);
}
