import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_PATHS, SERVER_RENDERED_ROUTES, type RouteName } from '@insolvency/shared-contracts';
import { pagePlan } from '../load-plan';
import { shellPageFacts } from '../shell-page-facts';
import type { StaticPaths } from '../static-paths';
import { pageStatus } from './page-status';
import { pageOfShell, sendBuiltPage, sendClientPage } from './shell-page';

/*
 * The page of a signed-in deep link whose screen the server renders when the page's first script
 * asks for it with the user's token (signed-in-screens.ts): the shell's page with its scripts and
 * their preload hints held until the screen is in (shell-page.ts, build-tools/webpack/page-before-app.js),
 * and no `Link` header, so that the screen's answer has the line and the main thread to itself:
 * the scripts start once it is drawn. The registry and manifests are not hinted either: the
 * shell's early fetches ask for them once its first script runs, and a preload not taken within a
 * few seconds of the load event is reported by the browser as wasted. Which routes these are is
 * the deployed load plans' answer at each request (a signed-in route whose prefetch makes calls);
 * any other page of the app is the shell's page.
 */

/** Every page of the app but the public ones public-pages.ts answers, by route (one per path). */
const PUBLIC_RENDERED_PATHS = new Set<string>(SERVER_RENDERED_ROUTES.map((name) => ROUTE_PATHS[name]));
const OTHER_PAGES = new Map<string, RouteName>(
  (Object.entries(ROUTE_PATHS) as [RouteName, string][]).filter(([, pagePath]) => !PUBLIC_RENDERED_PATHS.has(pagePath)).map(([name, pagePath]) => [pagePath, name]),
);

export function registerSignedInPages(app: FastifyInstance, paths: StaticPaths): void {
  const signedInPage = async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply, routeName: RouteName): Promise<FastifyReply> => {
    const status = await pageStatus(app, routeName, request.params);
    const plan = pagePlan(paths, request.url.split('?')[0]);
    const shell = shellPageFacts(paths);
    if (!plan?.signedIn || !plan.route.serverRendered || !shell) return sendClientPage(reply, paths, status, plan);
    return sendBuiltPage(reply, await pageOfShell(app.pageCache, paths, 'signed-in screen', shell.version), status);
  };

  for (const [pagePath, routeName] of OTHER_PAGES) {
    app.get<{ Params: Record<string, string> }>(pagePath, { schema: { hide: true } }, (request, reply) => signedInPage(request, reply, routeName));
  }
}
