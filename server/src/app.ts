import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { AppError } from './errors';
import { BAD_URL_MESSAGE, registerErrorHandling, NOT_FOUND_MESSAGE } from './plugins/error-handler';
import { registerGracefulShutdown } from './plugins/graceful-shutdown';
import { registerMailer } from './plugins/mailer';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { genReqId, registerRequestId } from './plugins/request-id';
import { registerTestClock, withTestClock } from './plugins/test-clock';
import { registerSecurityHeaders, securityHeadersFor } from './plugins/security-headers';
import { defaultStaticPaths, type StaticPaths } from './delivery/static-paths';
import { shellPageFacts } from './delivery/shell-page-facts';
import { registerStaticFiles, trySpaFallback } from './plugins/static-files';
import { registerPublicPages } from './delivery/server-render/public-pages';
import { signedInScreenRoutes } from './delivery/server-render/signed-in-screens';
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
    /** The one clock (services/clock.ts), for the parts built at start; services read it through `ctx`. */
    clock: Clock;
    /** ALTCHA challenges, captcha verification (ALTCHA or reCAPTCHA) and the single-use passes of the contact call. */
    captcha: CaptchaService;
    /** The services' context (db, config, mailer, clock): the first argument of every service call. */
    ctx: ServiceContext;
    /** Receives uploaded files onto local disk before their transaction, within this instance's bounds. */
    uploads: UploadReceiver;
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
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('user', null);
  const loginThrottle = options.loginThrottle ?? createLoginThrottle(db, config.redisUrl);
  app.decorate('loginThrottle', loginThrottle);
  app.addHook('onClose', async () => loginThrottle.close());
  const clock = createClock(options.now ?? Date.now, config.testClock ? withTestClock : undefined);
  app.decorate('clock', clock);
  app.decorate('publicCache', createPublicCache({ ttlSeconds: config.publicCacheTtlSeconds, now: () => clock.now().getTime() }));
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
  const uploads = new UploadReceiver(config);
  app.decorate('uploads', uploads);
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
