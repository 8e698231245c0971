import { existsSync, mkdirSync, readFile } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AREAS, REMOTE_REGISTRY_PATH } from '@insolvency/shared-contracts';
import { DOCUMENT_ONLY_HEADERS, NO_CACHE } from '../delivery/headers';
import { sendClientPage, shellPageBuilt } from '../delivery/server-render/shell-page';
import { defaultRemoteRegistry, isFilePath, type StaticPaths } from '../delivery/static-paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points that name the hashed files: always revalidated so a deploy shows at once. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
const HASHED_NAME = /\.[0-9a-f]{8,}\./i;
/** Paths that name a file: a miss answers 404, never the HTML of the app (a stale chunk must fail clearly). */

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

const SUBRESOURCE = /\.(m?js|cjs|css|json|map)$/i;
/**
 * Headers a file cached as immutable never uses: it is never revalidated (`etag`,
 * `last-modified`), never fetched in ranges (`accept-ranges`) and, served from disk, leaves
 * nothing in the log to match (`x-request-id`). About 150 bytes on each of a page's ~30 chunks.
 */
const UNUSED_ON_IMMUTABLE_FILES = ['etag', 'last-modified', 'accept-ranges', 'x-request-id'];

const setHeaders = (reply: FastifyReply, filePath: string) => {
  const cacheControl = cacheControlFor(filePath);
  reply.header('cache-control', cacheControl);
  if (SUBRESOURCE.test(filePath.replace(/\.(br|gz)$/, ''))) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  if (cacheControl === IMMUTABLE) for (const name of UNUSED_ON_IMMUTABLE_FILES) reply.removeHeader(name);
};

function serveOptions(root: string, prefix: string) {
  return {
    root,
    prefix,
    decorateReply: false,
    wildcard: true, // look files up per request: a dist built or a deployment copied after start is served
    preCompressed: true,
    cacheControl: false,
    setHeaders,
    index: ['index.html'],
    redirect: false,
    suppressWarning: true,
    // Source maps stay beside the build for admins (GET /api/admin/source-map), never public.
    allowedPath: (pathName: string) => !pathName.endsWith('.map'),
  };
}

/**
 * The built front ends, per the team-notes contract. Folders that do not exist yet are
 * still registered (and served once they appear); nothing here fails the start.
 */
export async function registerStaticFiles(app: FastifyInstance, paths: StaticPaths): Promise<void> {
  const deployments = path.join(paths.dataDir, 'deployments');
  try {
    mkdirSync(deployments, { recursive: true });
  } catch (error) {
    app.log.warn({ err: error }, 'cannot create the deployments folder');
  }
  for (const [name, dir] of [['shell', paths.shellDist], ...AREAS.map((a) => [`remote-${a}`, paths.remoteDists[a]])]) {
    if (!existsSync(dir)) app.log.info(`${name} is not built yet (${dir}); it is served once it exists`);
  }

  // Scripts as `text/javascript` (RFC 9239) without a charset: the builds write ASCII only
  // (productionMinimizer in build-tools/webpack/create-federated-config.js). @fastify/static sets
  // `application/javascript; charset=utf-8` after its setHeaders hook; this is 22 bytes less on
  // each of the ~15 scripts of a first page over HTTP/1.1.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/javascript')) reply.header('content-type', 'text/javascript');
    return payload;
  });
  await app.register(fastifyStatic, serveOptions(paths.shellDist, '/'));
  for (const area of AREAS) {
    await app.register(fastifyStatic, serveOptions(paths.remoteDists[area], `/remotes/${area}/`));
  }
  await app.register(fastifyStatic, serveOptions(deployments, '/deployments/'));

  const registryFile = path.join(paths.dataDir, 'remotes.json');
  app.get(REMOTE_REGISTRY_PATH, { schema: { hide: true } }, (request, reply) => {
    // Read on every request: pointing an entry at a new build deploys that remote without a restart.
    readFile(registryFile, 'utf8', (error, text) => {
      let registry: unknown = defaultRemoteRegistry();
      if (!error) {
        try {
          registry = JSON.parse(text);
        } catch (parseError) {
          request.log.error({ err: parseError }, `${registryFile} is not valid JSON; serving the default registry`);
        }
      } else if (error.code !== 'ENOENT') {
        request.log.error({ err: error }, `cannot read ${registryFile}; serving the default registry`);
      }
      reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(JSON.stringify(registry));
    });
    return reply;
  });
}

/**
 * For the not-found handler: a GET for a page of the single-page app (not an asset, not
 * under /api, /remotes/ or /deployments/) gets the shell's page (shell-page.ts `sendClientPage`).
 * Undefined when the request is not such a page or the shell is not built.
 */
export function trySpaFallback(request: FastifyRequest, reply: FastifyReply, paths: StaticPaths): Promise<FastifyReply> | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const pathname = request.url.split('?')[0];
  if (/^\/(api|remotes|deployments)(\/|$)/.test(pathname) || pathname === REMOTE_REGISTRY_PATH) return undefined;
  if (isFilePath(pathname)) return undefined;
  if (!shellPageBuilt(paths)) return undefined;
  return sendClientPage(reply, paths, 200);
}
