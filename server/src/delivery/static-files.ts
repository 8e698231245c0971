import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AREAS, REMOTE_REGISTRY_PATH, SIGNED_IN_SCREEN_PATH } from '@insolvency/shared-contracts';
import { DOCUMENT_ONLY_HEADERS, NO_CACHE } from './headers';
import { routeNameOf } from './load-plan';
import type { ReleasedBuilds } from './released-builds';
import { sendClientPage, shellPageBuilt } from './server-render/shell-page';
import { isFilePath } from '../http/file-paths';
import { defaultRemoteRegistry, type StaticPaths } from './static-paths';
import { PRIVATE_FOLDER } from '../private-files';

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
    mkdirSync(deployments, { recursive: true, mode: PRIVATE_FOLDER });
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
  const releases = paths.releases;
  if (releases) await app.register(releasedFiles(releases));

  const registryFile = path.join(paths.dataDir, 'remotes.json');
  app.get(REMOTE_REGISTRY_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Read on every request: a release, or pointing an entry at a new build, deploys that remote without a restart.
    let registry: unknown = defaultRemoteRegistry();
    try {
      registry = JSON.parse(await readFile(registryFile, 'utf8'));
    } catch (error) {
      if (error instanceof SyntaxError) request.log.error({ err: error }, `${registryFile} is not valid JSON; serving the default registry`);
      else if ((error as NodeJS.ErrnoException).code !== 'ENOENT') request.log.error({ err: error }, `cannot read ${registryFile}; serving the default registry`);
    }
    // The releases were read for this request (releaseRefreshHook): every instance on the database answers the same.
    const released = releases?.entries() ?? {};
    if (typeof registry === 'object' && registry !== null && Object.keys(released).length > 0) registry = { ...registry, ...released };
    // An ETag of the registry's text: a page asking again whether an area has a new release (If-None-Match) gets a 304 while none has.
    const body = JSON.stringify(registry);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag);
    const asked = request.headers['if-none-match'];
    if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/**
 * `/releases/<area>/<version>/…`: the files of a release while it is served, the current one of
 * its area or one replaced within the retention (a page opened before a release still loads its
 * lazy chunks); anything else answers 404 at once, never the app's page.
 */
function releasedFiles(releases: ReleasedBuilds) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request, reply) => {
      const [area = '', version = ''] = request.url.split('?')[0].slice(RELEASES_PREFIX.length).split('/');
      if (!(await releases.servedFolder(area, version))) {
        return reply.code(404).header('cache-control', NO_CACHE).send({ message: 'No such release file.' });
      }
      return undefined;
    });
    await scope.register(fastifyStatic, serveOptions(releases.dir, RELEASES_PREFIX));
  };
}

const RELEASES_PREFIX = '/releases/';

/** The registry, and the one API call drawn from the released builds: the signed-in screen. */
const RELEASE_DRAWN_PATHS = new Set<string>([REMOTE_REGISTRY_PATH, SIGNED_IN_SCREEN_PATH]);

/** Paths whose answer depends on what is released: pages, the registry and the route calls; not files nor the API but the signed-in screen. */
function dependsOnReleases(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (RELEASE_DRAWN_PATHS.has(pathname)) return true;
  return !/^\/(api|remotes|deployments|releases)(\/|$)/.test(pathname) && !isFilePath(pathname);
}

/**
 * Reads the releases before each request whose answer depends on them, so that an instance never
 * answers from what it read before another instance's release (released-builds.ts); and once at
 * start, for the warm-up. Registered before the routes.
 */
export function registerReleaseRefresh(app: FastifyInstance, releases: ReleasedBuilds): void {
  app.addHook('onReady', () => releases.refresh());
  app.addHook('onRequest', async (request) => {
    if (dependsOnReleases(request.method, request.url.split('?')[0])) await releases.refresh();
  });
}

/**
 * For the not-found handler: a GET for a page of the single-page app (not an asset, not
 * under /api, /remotes/, /deployments/ or /releases/) gets the shell's page (shell-page.ts `sendClientPage`):
 * 200 for a path of the app's routes as the shell's router matches them (in any case: the
 * server's own routes are case-sensitive), 404 for any other, whose page the app boots on to show
 * its Not Found screen. Undefined when the request is not such a page or the shell is not built.
 */
export function trySpaFallback(request: FastifyRequest, reply: FastifyReply, paths: StaticPaths): Promise<FastifyReply> | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const pathname = request.url.split('?')[0];
  if (/^\/(api|remotes|deployments|releases)(\/|$)/.test(pathname) || pathname === REMOTE_REGISTRY_PATH) return undefined;
  if (isFilePath(pathname)) return undefined;
  if (!shellPageBuilt(paths)) return undefined;
  return sendClientPage(reply, paths, routeNameOf(pathname.toLowerCase()) ? 200 : 404);
}
