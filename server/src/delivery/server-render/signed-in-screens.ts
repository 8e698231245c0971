import type { FastifyInstance, FastifyRequest } from 'fastify';
import { areasForRole, REMOTE_NAMES, SIGNED_IN_SCREEN_PATH, type ServerRenderedPage } from '@insolvency/shared-contracts';
import { z } from 'zod';
import { AppError } from '../../errors';
import { AUTH_MESSAGES, currentUser } from '../../plugins/auth';
import { errorResponseSchema, guardedErrors } from '../../routes/schemas';
import type { ApiRoutes } from '../../routes/types';
import { pagePlan } from '../load-plan';
import { shellPageFacts } from '../shell-page-facts';
import type { StaticPaths } from '../static-paths';
import { inProcessApiCall } from './in-process-api';
import { createRemoteServerBuilds, serverBuildLocation } from './remote-server-build';

/*
 * A signed-in deep link's screen, rendered here for the page's first script, which asks with the
 * user's token (tokens stay in the browser's storage: the page's own request carries none), shows
 * it before the app and lets the app hydrate it (server/src/delivery/README.md, step 3).
 */

const ADDRESS_MESSAGE = 'The address must be a page of this site (a path starting with one /).';

const querySchema = z.object({
  address: z
    .string()
    .max(2_000)
    .regex(/^\/(?![/\\])/, ADDRESS_MESSAGE)
    .describe('The page: its path and query, e.g. /posting-inbox/?page=2'),
});

const renderedPageSchema = z.object({
  html: z.string().describe("The page before the app: the user's top bar, and the screen with its data, which the app hydrates"),
  head: z.string().optional().describe("For the document's head: the styles the screen's components hoist"),
  title: z.string().optional(),
}) satisfies z.ZodType<ServerRenderedPage>;

/** `GET /api/allauth/screen` (`SIGNED_IN_SCREEN_PATH`), registered under the `allauth` prefix. */
export const SIGNED_IN_SCREEN_ROUTE = SIGNED_IN_SCREEN_PATH.replace(/^\/api\/allauth/, '');

export function signedInScreenRoutes(paths: StaticPaths): ApiRoutes {
  return async (app) => {
    const serverBuilds = createRemoteServerBuilds(() => app.clock.realNow().getTime());
    app.get(
      SIGNED_IN_SCREEN_ROUTE,
      {
        schema: {
          summary: "A signed-in page's screen, rendered with the user's data",
          description:
            'For the page before the app: the screen of a signed-in deep link (the buyer inbox, the seller post lists, the admin users) rendered from its remote’s server build with the answers the API gives this token. 204 when the server does not render that page (another page, or its build cannot render it now); 403 when the user’s role does not open it.',
          tags: ['delivery'],
          querystring: querySchema,
          response: { 200: renderedPageSchema, 204: z.null().describe('Not rendered here: the app draws the page'), 400: errorResponseSchema, ...guardedErrors },
        },
      },
      async (request, reply) => {
        const page = await renderSignedInPage(app, paths, serverBuilds, request, request.query.address);
        if (!page) return reply.code(204).send(null);
        return page;
      },
    );
  };
}

async function renderSignedInPage(
  app: FastifyInstance,
  paths: StaticPaths,
  serverBuilds: ReturnType<typeof createRemoteServerBuilds>,
  request: FastifyRequest,
  address: string,
): Promise<ServerRenderedPage | undefined> {
  const user = currentUser(request);
  const url = new URL(address, app.config.publicUrl);
  const plan = pagePlan(paths, url.pathname);
  if (!plan?.signedIn || !plan.route.serverRendered) return undefined;
  if (!areasForRole(user.role).includes(plan.owner.area)) throw new AppError(403, AUTH_MESSAGES.forbidden);
  const location = serverBuildLocation(paths, app.config.publicUrl, plan.owner.area);
  const shell = shellPageFacts(paths);
  if (!location || !shell) return undefined;
  const authorization = request.headers.authorization!;
  try {
    const build = await serverBuilds.load(REMOTE_NAMES[plan.owner.area], location);
    return await build.renderPage({
      route: plan.routeName,
      address: `${url.pathname}${url.search}`,
      publicUrl: app.config.publicUrl,
      accessToken: authorization.replace(/^Bearer\s+/i, ''),
      serverApiCall: inProcessApiCall(app, authorization),
      pageAntdStyleMap: shell.antdStyleMap,
    });
  } catch (error) {
    request.log.error({ err: error, route: plan.routeName }, 'the signed-in screen could not be rendered on the server; the app draws it');
    return undefined;
  }
}
