import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  POST_TEASER_PATH_PREFIX,
  REMOTE_NAMES,
  ROUTE_PATHS,
  SERVER_RENDERED_ROUTES,
  postTeaserPath,
  type RouteName,
  type ServerRenderedPage,
  type ServerRenderModule,
  type ServerRenderRequest,
} from '@insolvency/shared-contracts';
import { z } from 'zod';
import { registerApiCompression } from '../../plugins/api-compression';
import { findPostTeaser, listLiveTeasers, type PostTeaserLookup } from '../../services/posts/post-teasers';
import { etagMatches, toCachedJson, type CachedJson } from '../../services/public-cache';
import { PrecompressedBody } from '../../plugins/precompressed-body';
import { pagePlan } from '../load-plan';
import { renderedPageFetchHints, routePreloadLinks } from '../preload-hints';
import type { StaticPaths } from '../static-paths';
import { contactUsData } from './contact-us';
import { createRemoteServerBuilds, serverBuildLocation, type ServerBuildLocation } from './remote-server-build';
import { shellPageFacts } from '../shell-page-facts';
import { sendClientPage, shellPageWithScreen } from './shell-page';
import { registerSignedInPages } from './signed-in-pages';
import { visitorHomeData, visitorHomeViewKey } from './visitor-home';

/*
 * The pages the server renders from remote-public's server build (server/src/delivery/README.md):
 * the screens of the visitor home, the help pages (the FAQs, Contact Us) and Login, and the post teasers, with the sitemap and
 * robots.txt that point crawlers at them. A route is rendered here only while the load plan of
 * the remote-public deployed now marks it `serverRendered`; otherwise, and when the build cannot
 * be loaded or fails to render, the answer is the client-rendered page (the shell's index.html)
 * with the same status, never a 5xx.
 */

/** The public pages listed in the sitemap beside the teasers. */
const PUBLIC_PAGES = [ROUTE_PATHS.ConditionalHome, ROUTE_PATHS.Help, ROUTE_PATHS.ContactUs, ROUTE_PATHS.RegisterDirectory, ROUTE_PATHS.TCs, ROUTE_PATHS.PrivacyPolicy];

const teaserParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export async function registerPublicPages(root: FastifyInstance, paths: StaticPaths): Promise<void> {
  // Compressed like the API's answers: rendered here, they have no precompressed copy on disk.
  await root.register(async (app) => {
    await registerApiCompression(app);
    registerPages(app, paths);
  });
}

/**
 * Whether the route of `pathname` is rendered here now: remote-public, deployed as `/remotes.json`
 * names it, owns the route and its load plan marks it `serverRendered` (one source: a build
 * deployed or rolled back by its registry entry changes it, without a restart).
 */
export function renderedByServer(paths: StaticPaths, pathname: string): boolean {
  const plan = pagePlan(paths, pathname);
  return plan?.owner.name === REMOTE_NAMES.public && plan.route.serverRendered;
}

/** Per loaded server build (a redeploy or rebuild is another), its screens that need no data. */
const dataFreeScreens = new WeakMap<ServerRenderModule, Map<string, Promise<CachedJson>>>();
/** Enough for the data-free screens of a day, and the day before while it turns. */
const DATA_FREE_SCREENS_KEPT = 16;

/**
 * A screen that needs no data (the FAQs, Login) is the same all day for a build and a shell page:
 * rendered once, not again each time the public cache's TTL runs out (React's render is most of a
 * cold request's time). A failed render is not kept.
 */
function renderedOnce(build: ServerRenderModule, key: string, render: () => Promise<ServerRenderedPage>): Promise<CachedJson> {
  let screens = dataFreeScreens.get(build);
  if (!screens) dataFreeScreens.set(build, (screens = new Map()));
  let screen = screens.get(key);
  if (!screen) {
    if (screens.size >= DATA_FREE_SCREENS_KEPT) screens.clear();
    const rendering = render().then(toCachedJson);
    rendering.catch(() => screens.delete(key));
    screens.set(key, (screen = rendering));
  }
  return screen;
}

/** How many rendered screens, and whole pages, each kind of memo below keeps (oldest dropped first). */
const SCREENS_KEPT = 64;

/** `map.set`, dropping the oldest entry once `SCREENS_KEPT` are held. */
function keep<K, V>(map: Map<K, V>, key: K, value: V): V {
  map.delete(key);
  if (map.size >= SCREENS_KEPT) map.delete(map.keys().next().value as K);
  map.set(key, value);
  return value;
}

/** Per loaded server build (a redeploy or rebuild is another), each screen's last render and what it was rendered from. */
const lastRenders = new WeakMap<ServerRenderModule, Map<string, { input: string; rendered: ServerRenderedPage }>>();

/**
 * A screen with data, rendered by `build` unless its last render by that build was made from
 * the same request: when the public cache's copy runs out and the data read again is the same
 * (most of the time), the last render is reused, and its page, already built and compressed, is
 * sent (React's render is most of a cold request's time).
 */
async function renderedUnlessSame(build: ServerRenderModule, key: string, request: ServerRenderRequest): Promise<ServerRenderedPage> {
  let renders = lastRenders.get(build);
  if (!renders) lastRenders.set(build, (renders = new Map()));
  const input = JSON.stringify(request);
  const last = renders.get(key);
  if (last?.input === input) return last.rendered;
  return keep(renders, key, { input, rendered: await build.renderPage(request) }).rendered;
}

function registerPages(app: FastifyInstance, paths: StaticPaths): void {
  const publicUrl = app.config.publicUrl;
  const serverBuilds = createRemoteServerBuilds(() => app.clock.realNow().getTime());
  const buildLocation = (): ServerBuildLocation => {
    const location = serverBuildLocation(paths, publicUrl, 'public');
    if (!location) throw new Error(`the registry names no server build for ${REMOTE_NAMES.public}`);
    return location;
  };
  const render = async (request: ServerRenderRequest, location = buildLocation()): Promise<ServerRenderedPage> =>
    (await serverBuilds.load(REMOTE_NAMES.public, location)).renderPage(request);
  const pathnameOf = (request: FastifyRequest) => request.url.split('?')[0];

  /**
   * The whole page of a screen, built once per rendered screen (by its ETag: the same render
   * again is the same page) and version of the shell's index.html (a redeployed shell shows at
   * once), and compressed once per encoding.
   */
  const pages = new Map<string, { etag: string; body: PrecompressedBody }>();
  const sendScreenPage = async (request: FastifyRequest, reply: FastifyReply, screen: CachedJson, shellVersion: string, status: number): Promise<FastifyReply> => {
    const fetchHints = renderedPageFetchHints(paths, pathnameOf(request));
    const pageKey = `${shellVersion}:${screen.etag}:${fetchHints.join(' ')}`;
    let page = pages.get(pageKey);
    if (!page) {
      const html = await shellPageWithScreen(paths, JSON.parse(screen.body) as ServerRenderedPage, fetchHints);
      page = keep(pages, pageKey, { etag: `"${createHash('sha1').update(html).digest('base64url')}"`, body: new PrecompressedBody(html) });
    }
    reply.code(status).header('cache-control', 'no-cache').header('etag', page.etag).type('text/html; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return page.body.send(request, reply);
  };

  /** What a screen page renders: its cache key within the route, the request, and its status. */
  interface ScreenView {
    key: string;
    request: () => Promise<ServerRenderRequest>;
    /** Needs no data: rendered once per build, shell page and day (`renderedOnce`). */
    dataFree?: boolean;
    status?: number;
  }

  /**
   * A screen page: the shell's page, with the screen rendered here in the place it shows before
   * the app, which hydrates it (a signed-in user's browser drops it: tokens are in its storage).
   * Its calls' answers are in it, so the page hints none of them; it has no `Link` header, its
   * scripts and other hints wait in it (shell-page.ts). The rendered screen
   * is cached like the data: the same for every visitor of the same view and build, and React's
   * render of it is what a request would otherwise cost.
   */
  const sendScreen = async (request: FastifyRequest, reply: FastifyReply, routeName: RouteName, view: ScreenView): Promise<FastifyReply> => {
    const pathname = pathnameOf(request);
    const search = request.url.slice(pathname.length);
    const status = view.status ?? 200;
    const sendClient = () => {
      const links = routePreloadLinks(paths, pathname, search.slice(1));
      if (links) reply.header('link', links);
      return sendClientPage(reply, paths, status);
    };
    if (!renderedByServer(paths, pathname)) return sendClient();
    try {
      const location = buildLocation();
      const shell = shellPageFacts(paths);
      if (!shell) throw new Error("the shell's index.html is not built");
      const renderRequest = async (): Promise<ServerRenderRequest> => ({ ...(await view.request()), pageAntdStyleMap: shell.antdStyleMap });
      const screenKey = `${routeName}:${location.manifestUrl}:${shell.version}:${view.key}:${app.ctx.today()}`;
      const screen = view.dataFree
        ? await renderedOnce(await serverBuilds.load(REMOTE_NAMES.public, location), `${routeName}:${shell.version}:${app.ctx.today()}`, async () =>
            render(await renderRequest(), location),
          )
        : await app.publicCache.get(`screen:${screenKey}`, async () =>
            renderedUnlessSame(await serverBuilds.load(REMOTE_NAMES.public, location), screenKey, await renderRequest()),
          );
      return await sendScreenPage(request, reply, screen, shell.version, status);
    } catch (error) {
      request.log.error({ err: error, route: routeName }, 'remote-public could not render the screen on the server; answering the client-rendered page');
      return sendClient();
    }
  };

  const screenPage =
    (routeName: RouteName, view: (search: string) => ScreenView): PageHandler =>
    (request, reply) =>
      sendScreen(request, reply, routeName, view(request.url.slice(pathnameOf(request).length)));

  /** A live post's teaser (200), or the page saying it is no longer for sale (410); 404 for any other id, which tells nothing. */
  const teaserPage: PageHandler = async (request, reply) => {
    const params = teaserParamsSchema.safeParse(request.params);
    const lookup = params.success ? await cachedTeaser(app, params.data.id) : undefined;
    if (!lookup) return sendClientPage(reply, paths, 404);
    const forSale = lookup.state === 'live';
    return sendScreen(request, reply, 'PostTeaser', {
      key: `${lookup.teaser.businessId}:${lookup.state}`,
      request: async () => ({ page: 'post-teaser', answer: { forSale, teaser: lookup.teaser }, publicUrl }),
      status: forSale ? 200 : 410,
    });
  };

  // The routes the builds may mark (shared-contracts); which of them are rendered is the deployed plan's answer.
  for (const routeName of SERVER_RENDERED_ROUTES) {
    let handler: PageHandler;
    if (routeName === 'PostTeaser') handler = teaserPage;
    else if (routeName === 'ConditionalHome') {
      handler = screenPage(routeName, (search) => ({
        key: visitorHomeViewKey(search),
        request: async () => ({ page: 'visitor-home', search, data: await visitorHomeData(app, search), publicUrl }),
      }));
    } else if (routeName === 'ContactUs') {
      handler = screenPage(routeName, () => ({ key: '', request: async () => ({ page: 'contact-us', data: await contactUsData(app), publicUrl }) }));
    } else handler = screenPage(routeName, () => ({ key: '', request: async () => ({ page: 'screen', route: routeName, publicUrl }), dataFree: true }));
    app.get(ROUTE_PATHS[routeName], { schema: { hide: true } }, handler);
  }

  registerSignedInPages(app, paths);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const teasers = await listLiveTeasers(app.ctx);
    const entries = [
      ...PUBLIC_PAGES.map((page) => urlEntry(`${publicUrl}${page}`)),
      ...teasers.map((teaser) => urlEntry(`${publicUrl}${postTeaserPath(teaser.businessId)}`, teaser.startDate)),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => {
    const lines = ['User-agent: *', ...signedInPathPrefixes().map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${publicUrl}/sitemap.xml`];
    return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
}

/**
 * A post's teaser through the public cache (services/public-cache.ts), keyed by the post and the
 * London date like the home's calls: a shared link opened by many reads the database once per
 * TTL, and a post withdrawn or sold shows so within the TTL.
 */
async function cachedTeaser(app: FastifyInstance, businessId: number): Promise<PostTeaserLookup | undefined> {
  const today = app.ctx.today();
  const cached = await app.publicCache.get(`post-teaser:${businessId}:${today}`, async () => (await findPostTeaser(app.ctx, businessId)) ?? null);
  return (JSON.parse(cached.body) as PostTeaserLookup | null) ?? undefined;
}

function urlEntry(loc: string, lastmod?: string): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * What crawlers are kept out of: the API and the first segment of every page that is not public
 * (`/user/`, `/admin/`, `/post/`, …). A segment a public page starts with stays open.
 */
function signedInPathPrefixes(): string[] {
  const firstSegment = (pagePath: string) => `/${pagePath.split('/')[1]}${pagePath.split('/').length > 2 ? '/' : ''}`;
  const open = new Set<string>([...PUBLIC_PAGES.map(firstSegment), POST_TEASER_PATH_PREFIX]);
  const prefixes = new Set<string>(['/api/']);
  for (const pagePath of Object.values(ROUTE_PATHS)) {
    const prefix = firstSegment(pagePath);
    if (!open.has(prefix) && !(PUBLIC_PAGES as readonly string[]).includes(pagePath) && prefix !== '/') prefixes.add(prefix);
  }
  return [...prefixes].sort();
}
