import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_PATHS, SERVER_RENDERED_ROUTES } from '@insolvency/shared-contracts';
import { pagePlan } from '../load-plan';
import { shellPageFacts } from '../shell-page-facts';
import type { StaticPaths } from '../static-paths';
import { pagePerShellVersion, sendBuiltPage, sendClientPage, shellPageHoldingScripts } from './shell-page';

/*
 * The page of a signed-in deep link whose screen the server renders when the page's first script
 * asks for it with the user's token (signed-in-screens.ts): the shell's page with its scripts and their
 * preload hints held until the screen is in (shell-page.ts, build-tools/webpack/visitor-prerender.js),
 * and no `Link` header. Fetched from the start, the scripts' ~200 KB shared the line with the screen's answer
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
  const pageFor = pagePerShellVersion(() => shellPageHoldingScripts(paths));

  const signedInPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const plan = pagePlan(paths, request.url.split('?')[0]);
    const shell = shellPageFacts(paths);
    if (!plan?.signedIn || !plan.route.serverRendered || !shell) return sendClientPage(reply, paths, 200);
    return sendBuiltPage(reply, await pageFor(shell.version));
  };

  for (const pagePath of OTHER_PAGE_PATHS) app.get(pagePath, { schema: { hide: true } }, signedInPage);
}
