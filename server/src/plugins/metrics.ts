import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
// prom-client 15.1.3 (pinned): the Prometheus client for Node; its own Registry per app, histograms
// and the default process metrics (event-loop lag, memory).
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { registerCollectors } from './metrics-collectors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app, served on METRICS_PORT (never the public port). */
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  /** The metrics port's address once the app listens; rejects when it cannot be bound. */
  listening: Promise<AddressInfo>;
  /** Runs an upload's handler, counted in `uploads_in_flight` until it settles. */
  trackUpload<T>(work: () => Promise<T>): Promise<T>;
}

/** The label of a request no route matched: its raw URL would make a series per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** Seconds: most answers take milliseconds; uploads of 25 MB on a slow line take a minute. */
const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** A scrape is one small text answer: a slow or idle client is cut off. */
const SCRAPE_TIMEOUT_MS = 10_000;
const SCRAPERS_AT_ONCE = 16;

/**
 * The app's metrics: every answer's latency by method, route pattern and status, the gauges of
 * metrics-collectors, uploads in flight and the process' own (from the first listen). They are
 * served by a server of their own on `config.metricsPort`, started when the app listens and closed
 * with it.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status; its _count counts requests',
    labelNames: ['method', 'route', 'status_code'],
    buckets: REQUEST_DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode };
    requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
  const uploadsInFlight = new Gauge({ name: 'uploads_in_flight', help: 'Uploads whose body is being received or stored', registers: [registry] });
  registerCollectors(app, registry);

  app.decorate('metrics', {
    registry,
    listening: serveMetrics(app, registry),
    async trackUpload<T>(work: () => Promise<T>): Promise<T> {
      uploadsInFlight.inc();
      try {
        return await work();
      } finally {
        uploadsInFlight.dec();
      }
    },
  });
}

function serveMetrics(app: FastifyInstance, registry: Registry): Promise<AddressInfo> {
  const { metricsPort, metricsHost } = app.config;
  const answer = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify({ message }));
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (new URL(req.url ?? '/', 'http://metrics').pathname !== '/metrics') return answer(res, 404, 'Only /metrics is served here.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Use GET.', { allow: 'GET, HEAD' });
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: scrape failed');
        answer(res, 500, 'The metrics could not be read.');
      },
    );
  });
  server.requestTimeout = SCRAPE_TIMEOUT_MS;
  server.headersTimeout = SCRAPE_TIMEOUT_MS;
  server.maxConnections = SCRAPERS_AT_ONCE;

  let started: (address: AddressInfo) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const listening = new Promise<AddressInfo>((resolve, reject) => {
    started = resolve;
    failed = reject;
  });
  // Nobody need wait for it (an app that never listens). A port already taken is logged by Fastify's
  // onListen and does not stop the app: the public service goes on, and Prometheus sees the target down.
  listening.catch(() => undefined);
  server.on('error', failed);
  app.addHook('onListen', (done) => {
    server.once('error', done);
    server.listen(metricsPort, metricsHost, () => {
      server.off('error', done);
      collectDefaultMetrics({ register: registry });
      const address = server.address() as AddressInfo;
      app.log.info(`metrics on http://${metricsHost}:${address.port}/metrics`);
      started(address);
      done();
    });
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  });
  return listening;
}
