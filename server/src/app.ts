import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { AppError } from './errors';
import { connectionsCheckingIntervalMs, registerConnectionLimits } from './plugins/connection-limits';
import { BAD_URL_MESSAGE, registerErrorHandling, NOT_FOUND_MESSAGE } from './plugins/error-handler';
import { registerGracefulShutdown } from './plugins/graceful-shutdown';
import { registerMailer } from './plugins/mailer';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { genReqId, registerRequestId } from './plugins/request-id';
import { registerTestClock, withTestClock } from './plugins/test-clock';
import { registerSecurityHeaders, securityHeadersFor } from './plugins/security-headers';
import { deployedRoutePaths } from './delivery/load-plan';
import { inProcessApiCall } from './delivery/server-render/in-process-api';
import { operationsOf, type OpenApiPaths, type ReleaseCheckContext } from './delivery/release-check';
import { createReleasedBuilds, type ReleasedBuilds } from './delivery/released-builds';
import { defaultStaticPaths, type StaticPaths } from './delivery/static-paths';
import { shellPageFacts } from './delivery/shell-page-facts';
import { registerReleaseRefresh, registerStaticFiles, trySpaFallback } from './delivery/static-files';
import { createPageCache, type PageCache } from './delivery/server-render/page-cache';
import { registerPublicPages } from './delivery/server-render/public-pages';
import { signedInScreenRoutes } from './routes/allauth/signed-in-screen';
import { registerDeliveryRoutes } from './delivery/routes';
import { warmUpServerRendering } from './delivery/server-render/warm-up';
import { jsonSerializerCompiler, zodValidatorCompiler } from './plugins/zod';
import { registerApiRoutes, type ApiRoutes, type RouteGroup } from './routes';
import { createLoginThrottle, type LoginThrottle } from './services/auth/login-throttle';
import { createCaptchaService, type CaptchaService, type CaptchaServiceOptions } from './services/captcha/captcha-service';
import { createSessionRegistry } from './services/auth/session-registry';
import { closeStampPool } from './services/deal-room/pdf-stamp';
import { UploadReceiver } from './services/deal-room/received-uploads';
import { createClock, type Clock } from './services/clock';
import { createServiceContext, type ServiceContext } from './services/context';
import { PostWentLiveEvents } from './services/posts/went-live';
import { subscribeMatchAlerts } from './services/interest/match-alerts';
import { createPublicCache, type PublicCache } from './services/public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    loginThrottle: LoginThrottle;
    /** Short-lived memo of the public, identical-for-everyone answers (see services/public-cache). */
    publicCache: PublicCache;
    /** The pages the server sends, made once and kept by one staleness rule (delivery/server-render/page-cache.ts). */
    pageCache: PageCache;
    /** The one clock (services/clock.ts), for the parts built at start; services read it through `ctx`. */
    clock: Clock;
    /** ALTCHA challenges, captcha verification (ALTCHA or reCAPTCHA) and the single-use passes of the contact call. */
    captcha: CaptchaService;
    /** The services' context (db, config, mailer, clock): the first argument of every service call. */
    ctx: ServiceContext;
    /** Receives uploaded files onto local disk before their transaction, within this instance's bounds. */
    uploads: UploadReceiver;
    /** The front-end releases (delivery/released-builds.ts): what `/remotes.json` names, the files under `/releases/`. */
    releases: ReleasedBuilds;
  }
}

export interface BuildOptions {
  db: Database;
  config: AppConfig;
  /** Fastify logger options; false (the default) in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Where the built front ends and `.data` are read from (tests use temp folders). */
  staticPaths?: Partial<StaticPaths>;
  /** Extra route plugins per prefix, e.g. probe routes in tests. */
  extraRoutes?: Partial<Record<RouteGroup, ApiRoutes[]>>;
  /** Override the throttle store (default: Redis when REDIS_URL is set, else the database). */
  loginThrottle?: LoginThrottle;
  /** Captcha overrides: tests give reCAPTCHA verification their own fetch or siteverify URL. */
  captcha?: CaptchaServiceOptions;
  /** The clock (ms since the epoch); tests move it to expire the public cache or change the London date. */
  now?: () => number;
  /** Mailer overrides, e.g. a delivery or queue timings in tests (default: from the config). */
  mailer?: Parameters<typeof registerMailer>[1];
}

/** Requests one keep-alive connection carries before it is closed. */
const MAX_REQUESTS_PER_SOCKET = 1000;

/** Builds the whole application (API, docs, static front ends) without listening. */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const staticPaths: StaticPaths = { ...defaultStaticPaths(config.rootDir, config.dataDir), ...options.staticPaths };
  const securityHeaders = {
    https: config.publicUrl.startsWith('https://'),
    recaptcha: config.recaptchaSecret !== null,
    reportUrl: config.adminReportUrl,
    inlineScriptSources: () => shellPageFacts(staticPaths)?.inlineScriptSources ?? '',
  };
  const headersOutsideHooks = securityHeadersFor(securityHeaders);
  const app = Fastify({
    // A malformed URL is answered before any hook runs: the same JSON and headers as every error.
    frameworkErrors: (error, request, reply) => {
      headersOutsideHooks(request, reply);
      void (reply as FastifyReply).code(400).send({ message: error.code === 'FST_ERR_BAD_URL' ? BAD_URL_MESSAGE : error.message });
    },
    logger: options.logger ?? false,
    genReqId,
    requestIdHeader: false,
    // Fastify accepts a hop count at run time; its typings omit `number`.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 2 * 1024 * 1024,
    // Nothing a client sends may take forever: the whole request, an idle connection. Keep-alive
    // outlasts a load balancer's usual 60 s idle time, and the idle limit outlasts keep-alive.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: Math.min(72_000, config.connectionTimeoutMs),
    // A keep-alive connection is handed back after this many requests: none is held for ever.
    maxRequestsPerSocket: MAX_REQUESTS_PER_SOCKET,
    // Node's own timers: headers (the rest in registerConnectionLimits), checked often enough to hold.
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: connectionsCheckingIntervalMs(config.headersTimeoutMs) },
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
  });

  registerConnectionLimits(app, config);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('user', null);
  const loginThrottle = options.loginThrottle ?? createLoginThrottle(db, config.redisUrl);
  app.decorate('loginThrottle', loginThrottle);
  app.addHook('onClose', async () => loginThrottle.close());
  const clock = createClock(options.now ?? Date.now, config.testClock ? withTestClock : undefined);
  app.decorate('clock', clock);
  app.decorate('publicCache', createPublicCache({ ttlSeconds: config.publicCacheTtlSeconds, now: () => clock.now().getTime() }));
  app.decorate('pageCache', createPageCache({ ttlSeconds: config.publicCacheTtlSeconds, now: () => clock.now().getTime() }));
  registerMailer(app, options.mailer);
  registerGracefulShutdown(app);
  const sessions = createSessionRegistry(db, config.redisUrl);
  app.addHook('onClose', async () => sessions.close());
  const wentLive = new PostWentLiveEvents(app.log.child({ component: 'post-went-live' }));
  app.addHook('onClose', async () => wentLive.stop());
  app.decorate('ctx', createServiceContext({ db, config, mailer: app.mailer, sessions, wentLive, log: app.log, clock }));
  // Matching buyers are e-mailed when a posting period starts.
  subscribeMatchAlerts(app.ctx);
  // Deferred work finishes before the database and the mailer close.
  app.addHook('onClose', async () => app.ctx.settled());
  app.addHook('onClose', closeStampPool);
  const uploads = new UploadReceiver(app.ctx);
  app.decorate('uploads', uploads);
  // The front-end releases recorded in the database, as this instance serves them.
  // A received build is checked against the shell's singletons, the routes the other areas serve now and this server's API.
  const releaseChecks = (): ReleaseCheckContext => ({ otherAreasPaths: () => deployedRoutePaths(staticPaths), hasOperation: operationsOf(app.swagger() as OpenApiPaths),
    serverApiCall: inProcessApiCall(app),
    publicUrl: config.publicUrl,
  });
  const releases = (staticPaths.releases ??= createReleasedBuilds(app.ctx, config.dataDir, app.log.child({ component: 'releases' }), releaseChecks));
  app.decorate('releases', releases);
  // Temporary files a crash left behind go at start, and every few minutes after.
  let stopSweeping = () => {};
  app.addHook('onReady', async () => {
    await uploads.sweep();
    stopSweeping = uploads.sweepPeriodically((error) => app.log.error({ err: error }, 'sweeping orphaned uploads failed'));
  });
  app.addHook('onClose', async () => stopSweeping());

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.decorate('captcha', createCaptchaService(app.ctx, config, options.captcha));
  registerErrorHandling(app);
  registerRequestId(app);
  registerMetrics(app);
  if (config.testClock) registerTestClock(app);
  registerReleaseRefresh(app, releases);
  // API answers (tokens, account data) are never stored by browsers or proxies unless a route says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await registerSecurityHeaders(app, securityHeaders);
  await registerOpenApi(app);

  const extraRoutes = options.extraRoutes ?? {};
  await registerApiRoutes(app, { ...extraRoutes, allauth: [signedInScreenRoutes(staticPaths), ...(extraRoutes.allauth ?? [])] });

  await registerPublicPages(app, staticPaths);
  await registerStaticFiles(app, staticPaths);
  registerDeliveryRoutes(app, staticPaths);
  app.addHook('onListen', async () => {
    void warmUpServerRendering(app, staticPaths);
  });

  app.setNotFoundHandler((request, reply) => {
    const page = trySpaFallback(request, reply, staticPaths);
    if (page) return page;
    throw new AppError(404, NOT_FOUND_MESSAGE);
  });

  return app;
}
