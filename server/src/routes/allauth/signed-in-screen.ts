import { SIGNED_IN_SCREEN_PATH, type ServerRenderedPage } from '@insolvency/shared-contracts';
import { z } from 'zod';
import { createSignedInScreenRenderer } from '../../delivery/server-render/signed-in-screens';
import type { StaticPaths } from '../../delivery/static-paths';
import { AppError } from '../../errors';
import { AUTH_MESSAGES, currentUser } from '../../plugins/auth';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

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
    const render = createSignedInScreenRenderer(app, paths);
    app.get(
      SIGNED_IN_SCREEN_ROUTE,
      {
        schema: {
          summary: "A signed-in page's screen, rendered with the user's data",
          description:
            'For the page before the app: the screen of a signed-in deep link (the buyer inbox and deal room, the seller post lists and deal room, the admin users) rendered from its remote’s server build with the answers the API gives this token. 204 when the server does not render that page (another page, or its build cannot render it now); 403 when the user’s role does not open it.',
          tags: ['delivery'],
          querystring: querySchema,
          response: { 200: renderedPageSchema, 204: z.null().describe('Not rendered here: the app draws the page'), 400: errorResponseSchema, ...guardedErrors },
        },
      },
      async (request, reply) => {
        const page = await render(request, { role: currentUser(request).role, address: request.query.address });
        if (page === 'forbidden') throw new AppError(403, AUTH_MESSAGES.forbidden);
        if (!page) return reply.code(204).send(null);
        return page;
      },
    );
  };
}
