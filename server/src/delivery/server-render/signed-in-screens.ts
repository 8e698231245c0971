import type { FastifyInstance, FastifyRequest } from 'fastify';
import { areasForRole, REMOTE_NAMES, type Role, type ServerRenderedPage } from '@insolvency/shared-contracts';
import { pagePlan } from '../load-plan';
import { shellPageFacts } from '../shell-page-facts';
import type { StaticPaths } from '../static-paths';
import { inProcessApiCall } from './in-process-api';
import { createRemoteServerBuilds, serverBuildLocation } from './remote-server-build';
import { withScreenRelease } from './screen-release';

/*
 * A signed-in deep link's screen, rendered here for the page's first script, which asks with the
 * user's token (tokens stay in the browser's storage: the page's own request carries none), shows
 * it before the app and lets the app hydrate it (server/src/delivery/README.md, step 3). The API
 * call is routes/allauth/signed-in-screen.ts.
 */

export interface SignedInScreenRequest {
  /** The signed-in user's role: a screen of an area the role does not open is refused. */
  role: Role;
  /** The page: its path and query. */
  address: string;
}

/** The page's screen; undefined when the server does not render it (the app draws it); 'forbidden' for another role's area. */
export type SignedInScreenAnswer = ServerRenderedPage | undefined | 'forbidden';

/** Renders signed-in screens from the remotes' server builds, loaded once per build. */
export function createSignedInScreenRenderer(app: FastifyInstance, paths: StaticPaths): (request: FastifyRequest, screen: SignedInScreenRequest) => Promise<SignedInScreenAnswer> {
  const serverBuilds = createRemoteServerBuilds(() => app.clock.realNow().getTime());
  return (request, screen) => renderSignedInPage(app, paths, serverBuilds, request, screen);
}

async function renderSignedInPage(
  app: FastifyInstance,
  paths: StaticPaths,
  serverBuilds: ReturnType<typeof createRemoteServerBuilds>,
  request: FastifyRequest,
  { role, address }: SignedInScreenRequest,
): Promise<SignedInScreenAnswer> {
  const url = new URL(address, app.config.publicUrl);
  const plan = pagePlan(paths, url.pathname);
  if (!plan?.signedIn || !plan.route.serverRendered) return undefined;
  if (!areasForRole(role).includes(plan.owner.area)) return 'forbidden';
  const location = serverBuildLocation(paths, app.config.publicUrl, plan.owner.area);
  const shell = shellPageFacts(paths);
  if (!location || !shell) return undefined;
  const authorization = request.headers.authorization!;
  try {
    const build = await serverBuilds.load(REMOTE_NAMES[plan.owner.area], location);
    const screen = await build.renderPage({
      route: plan.routeName,
      address: `${url.pathname}${url.search}`,
      publicUrl: app.config.publicUrl,
      accessToken: authorization.replace(/^Bearer\s+/i, ''),
      serverApiCall: inProcessApiCall(app, authorization),
      pageAntdStyleMap: shell.antdStyleMap,
    });
    return withScreenRelease(screen, plan.owner.name, plan.owner.manifestUrl);
  } catch (error) {
    request.log.error({ err: error, route: plan.routeName }, 'the signed-in screen could not be rendered on the server; the app draws it');
    return undefined;
  }
}
