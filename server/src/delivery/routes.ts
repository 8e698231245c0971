import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { ROUTE_PRELOADS_PATH, ROUTE_SCRIPTS_PATH } from '@insolvency/shared-contracts';
import { z } from 'zod';
import { DOCUMENT_ONLY_HEADERS, NO_CACHE } from './headers';
import { routePreloads } from './preload-hints';
import { routeScripts } from './route-scripts';
import type { StaticPaths } from './static-paths';

const routePreloadsQuerySchema = z.object({
  path: z.string({ error: 'path is required: the page path, such as /admin/users.' }).max(2048, 'path must be at most 2048 characters.').startsWith('/', 'path must start with /.'),
});

/**
 * What a page loads once the shell's own scripts are in, from the deployed builds' load plans. Not
 * API calls: like /remotes.json, they describe the deployed files and are hidden from the API document.
 */
export function registerDeliveryRoutes(app: FastifyInstance, paths: StaticPaths): void {
  // The scripts a page preloads once the shell's own are in, and its first API calls (preload-hints.ts).
  app.get(ROUTE_PRELOADS_PATH, { schema: { hide: true, querystring: routePreloadsQuerySchema } }, (request, reply) => {
    const { path: pathname } = request.query as z.infer<typeof routePreloadsQuerySchema>;
    return reply.header('cache-control', NO_CACHE).send(routePreloads(paths, pathname));
  });

  // The same scripts as one (route-scripts.ts); the shell falls back to loading them one by one on a 404.
  app.get(ROUTE_SCRIPTS_PATH, { schema: { hide: true, querystring: routePreloadsQuerySchema } }, async (request, reply) => {
    const { path: pathname } = request.query as z.infer<typeof routePreloadsQuerySchema>;
    const scripts = await routeScripts(paths, pathname);
    if (!scripts) return reply.code(404).header('cache-control', NO_CACHE).send({ message: `No scripts to load for ${pathname}.` });
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    reply.header('cache-control', NO_CACHE).header('etag', scripts.etag).header('vary', 'accept-encoding').type('text/javascript');
    if (request.headers['if-none-match'] === scripts.etag) return reply.code(304).send();
    // brotli, else gzip, as the client takes them (`q=0` refuses one).
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) ?? undefined;
    if (!encoding) return reply.send(scripts.identity);
    return reply.header('content-encoding', encoding).send(await scripts.encoded(encoding));
  });
}
