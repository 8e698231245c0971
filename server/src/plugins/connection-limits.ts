import { PassThrough } from 'node:stream';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body as a streamed upload, which keeps its own pace (services/deal-room/received-uploads): no body timeout. */
    upload?: boolean;
  }
}

export const BODY_TOO_SLOW_MESSAGE = 'The request took too long to arrive and has been stopped. Please check your connection and try again.';

/**
 * How often Node looks for requests past their header or request timeout (it answers them 408):
 * a quarter of the header timeout, at most every 5 s (Node's default, 30 s, would let a header
 * timeout of 20 s last 50).
 */
export const connectionsCheckingIntervalMs = (headersTimeoutMs: number) => Math.min(5000, Math.max(250, Math.round(headersTimeoutMs / 4)));

/**
 * Closes a connection at once when its client address already has `cap` open: a client that
 * opens thousands of connections (each trickling a body) holds `cap` of them, and every other
 * address is served. A connection without an address (the Unix socket a load balancer uses) is
 * not counted.
 */
function capConnectionsPerAddress(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * A request body (other than an upload's) must arrive within `bodyTimeoutMs`, or it is answered
 * 408 and its connection closed: JSON bodies are at most 2 MB, and one trickled a byte at a time
 * would otherwise hold its connection and request until the request timeout (minutes). The body
 * is passed through a stream that fails with the 408 when the time is up; the request's own
 * stream is left unread, so the connection goes with the answer.
 */
function limitBodyTime(app: FastifyInstance, bodyTimeoutMs: number): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    const { raw } = request;
    const hasBody = raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (request.routeOptions.config.upload || !hasBody || raw.complete) return payload;
    const timed = new PassThrough();
    // Whoever reads the body hears the error; a route that never reads it must not crash the process.
    timed.on('error', () => undefined);
    const timer = setTimeout(() => {
      if (raw.complete) return;
      payload.unpipe(timed);
      timed.destroy(new AppError(408, BODY_TOO_SLOW_MESSAGE, { headers: { connection: 'close' } }));
    }, bodyTimeoutMs);
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    reply.raw.once('close', clear);
    return payload.pipe(timed);
  });
}

/**
 * The limits that keep clients from tying up an instance served directly (behind the cluster's
 * nginx, its own limits come first): headers within `headersTimeoutMs`, bodies other than
 * uploads within `bodyTimeoutMs`, at most `maxConnections` open and `maxConnectionsPerAddress`
 * per client address. The per-address cap is off behind a proxy (TRUST_PROXY): every
 * connection then comes from the proxy's address, and capping it would cap everyone together.
 */
export function registerConnectionLimits(app: FastifyInstance, config: Pick<AppConfig, 'headersTimeoutMs' | 'bodyTimeoutMs' | 'maxConnections' | 'maxConnectionsPerAddress' | 'trustProxy'>): void {
  app.server.headersTimeout = config.headersTimeoutMs;
  app.server.maxConnections = config.maxConnections;
  if (config.maxConnectionsPerAddress > 0 && config.trustProxy === false) capConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  limitBodyTime(app, config.bodyTimeoutMs);
}
