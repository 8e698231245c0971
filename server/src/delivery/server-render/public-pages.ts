import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  POST_TEASER_PATH_PREFIX,
  REMOTE_NAMES,
  ROUTE_PATHS,
  SERVER_RENDERED_ROUTES,
  postTeaserPath,
  type RouteName,
  type ServerApiCall,
  type ServerRenderedPage,
  type ServerRenderModule,
  type ServerRenderRequest,
} from '@insolvency/shared-contracts';
import { registerApiCompression } from '../../http/api-compression';
import { listLiveTeasers } from '../../services/posts/post-teasers';
import { pagePlan, type PagePlan } from '../load-plan';
import { serverRenderedPageHints } from '../preload-hints';
import type { StaticPaths } from '../static-paths';
import { inProcessApiCall } from './in-process-api';
import { pageStatus } from './page-status';
import { createRemoteServerBuilds, serverBuildLocation } from './remote-server-build';
import { withScreenRelease } from './screen-release';
import { shellPageFacts } from '../shell-page-facts';
import { builtPage, sendBuiltPage, sendClientPage, shellPage } from './shell-page';
import { registerSignedInPages } from './signed-in-pages';

/*
 * The pages the server renders from remote-public's server build (server/src/delivery/README.md):
 * each route's screen at the page's address, through the route's own prefetch, whose calls the API
 * answers in-process; with the sitemap and robots.txt that point crawlers at them. A route is
 * rendered here only while the load plan of the remote-public deployed now marks it
 * `serverRendered`; otherwise, and when the build cannot be loaded or fails to render, the answer
 * is the client-rendered page (the shell's index.html) with the same status, never a 5xx.
 */

/** The public pages listed in the sitemap beside the teasers. */
const PUBLIC_PAGES = [ROUTE_PATHS.ConditionalHome, ROUTE_PATHS.Help, ROUTE_PATHS.ContactUs, ROUTE_PATHS.RegisterDirectory, ROUTE_PATHS.TCs, ROUTE_PATHS.PrivacyPolicy];

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
function renderedByServer(plan: PagePlan | undefined): plan is PagePlan {
  return plan?.owner.name === REMOTE_NAMES.public && plan.route.serverRendered;
}

/**
 * A call of the render the API refused for the visitor's rate limit (429): the screen shows that
 * refusal, so it is this visitor's alone and never kept nor shared. The search page is sent as
 * rendered (it says when to try again, before any script), with 429 and the API's Retry-After;
 * another route's visitor gets the client's page, whose own call then shows them the API's message.
 */
class VisitorThrottled extends Error {
  constructor(
    readonly screen: ServerRenderedPage,
    readonly retryAfter: string | undefined,
  ) {
    super('throttled');
  }
}

/** Routes whose screen says itself when a visitor may search again. */
const THROTTLED_SCREENS: ReadonlySet<RouteName> = new Set(['Search']);

/** An API answer as the page compares it: status, body and headers. */
const answerText = (answer: Awaited<ReturnType<ServerApiCall>>) => JSON.stringify([answer.status, answer.body, answer.headers]);

/**
 * Renders `request`'s screen with `build`, recording the API's answers to the calls it makes (by
 * path, read through the API's own caches), so that the page cache can later tell whether the
 * render would come out the same without rendering again (React's render is most of a request's
 * time; a screen without calls, as the FAQs or Login, is rendered once per build, shell and day).
 */
async function renderRecordingAnswers(build: ServerRenderModule, request: ServerRenderRequest): Promise<{ screen: ServerRenderedPage; answers: Map<string, string> }> {
  const answers = new Map<string, string>();
  let throttled: { retryAfter: string | undefined } | undefined;
  const screen = await build.renderPage({
    ...request,
    serverApiCall: async (path) => {
      const answer = await request.serverApiCall(path);
      if (answer.status === 429) throttled = { retryAfter: answer.headers?.['retry-after'] };
      answers.set(path, answerText(answer));
      return answer;
    },
  });
  if (throttled) throw new VisitorThrottled(screen, throttled.retryAfter);
  return { screen, answers };
}

function registerPages(app: FastifyInstance, paths: StaticPaths): void {
  const publicUrl = app.config.publicUrl;
  const serverBuilds = createRemoteServerBuilds(() => app.clock.realNow().getTime());
  const pathnameOf = (request: FastifyRequest) => request.url.split('?')[0];

  /**
   * A route's page: the shell's page, with the route's screen rendered here at the address in the
   * place it shows before the app, which hydrates it (a signed-in user's browser drops it: tokens
   * are in its storage). Its calls' answers are in it, so the page hints none of them; it has no
   * `Link` header, its scripts and other hints wait in it (shell-page.ts). The rendered screen is
   * kept for the public cache's TTL like the API's answers it is drawn from, the same for every
   * visitor of the same address and build, and after it rendered again only when the build or
   * those answers have changed (page-cache.ts).
   */
  const sendRoutePage = async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply, routeName: RouteName): Promise<FastifyReply> => {
    const pathname = pathnameOf(request);
    const search = request.url.slice(pathname.length);
    const status = await pageStatus(app, routeName, request.params);
    // The page's plan, worked out once for everything below (the render, its hints, or the client's page).
    const plan = pagePlan(paths, pathname);
    if (status === 404) return sendClientPage(reply, paths, 404, plan);
    const sendClient = () => sendClientPage(reply, paths, status, plan);
    if (!renderedByServer(plan)) return sendClient();
    try {
      const location = serverBuildLocation(paths, publicUrl, 'public');
      if (!location) throw new Error(`the registry names no server build for ${REMOTE_NAMES.public}`);
      const shell = shellPageFacts(paths);
      if (!shell) throw new Error("the shell's index.html is not built");
      const address = `${pathname}${search}`;
      const hints = serverRenderedPageHints(paths, plan, pathname);
      const day = app.ctx.today();
      const key = `screen ${location.manifestUrl} ${plan.owner.manifestUrl} ${shell.version} ${day} ${address} ${hints.map(({ href }) => href).join(' ')}`;
      const serverApiCall = inProcessApiCall(app, undefined, request.ip);
      const render = async (build: ServerRenderModule) =>
        renderRecordingAnswers(build, { route: routeName, address, publicUrl, serverApiCall, pageAntdStyleMap: shell.antdStyleMap });
      const page = await app.pageCache.get(key, {
        make: async () => {
          const build = await serverBuilds.load(REMOTE_NAMES.public, location);
          const { screen, answers } = await render(build);
          // Stamped with the release that rendered it: the shell hydrates it with that release's code.
          const stamped = withScreenRelease(screen, plan.owner.name, plan.owner.manifestUrl);
          return { page: builtPage(await shellPage(paths, { kind: 'screen', screen: stamped, hints })), madeFrom: { build, answers } };
        },
        stillSame: async ({ build, answers }) => {
          if ((await serverBuilds.load(REMOTE_NAMES.public, location)) !== build) return false;
          const now = await Promise.all([...answers.keys()].map((path) => serverApiCall(path)));
          // Refused for this visitor's rate limit: the screen rendered for them says so (render
          // throws VisitorThrottled), and the kept page stays for everyone else.
          if (now.some((answer) => answer.status === 429)) await render(build);
          return now.every((answer, index) => answerText(answer) === [...answers.values()][index]);
        },
      });
      return await sendBuiltPage(reply, page, status);
    } catch (error) {
      if (error instanceof VisitorThrottled && THROTTLED_SCREENS.has(routeName)) {
        if (error.retryAfter) reply.header('retry-after', error.retryAfter);
        const screen = withScreenRelease(error.screen, plan.owner.name, plan.owner.manifestUrl);
        const page = builtPage(await shellPage(paths, { kind: 'screen', screen, hints: serverRenderedPageHints(paths, plan, pathname) }));
        return await sendBuiltPage(reply, page, 429);
      }
      if (error instanceof VisitorThrottled) return sendClient();
      request.log.error({ err: error, route: routeName }, 'remote-public could not render the screen on the server; answering the client-rendered page');
      return sendClient();
    }
  };

  // The routes the builds may mark (shared-contracts); which of them are rendered is the deployed plan's answer.
  for (const routeName of SERVER_RENDERED_ROUTES) {
    app.get<{ Params: Record<string, string> }>(ROUTE_PATHS[routeName], { schema: { hide: true } }, (request, reply) => sendRoutePage(request, reply, routeName));
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
