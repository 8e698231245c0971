import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SocketListener } from './socket-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the instance is shutting down (SIGTERM): readiness answers 503 and every answer closes its connection. */
    draining: boolean;
    /** The requests in flight and whether a mail round is under way, for the log line of a shutdown past its deadline. */
    inFlight(): { requests: number; examples: string[]; mailRound: boolean };
  }
}

/**
 * How long a draining instance leaves its idle keep-alive connections to their client (nginx
 * closes its own after `keepalive_timeout`, 2 s in scripts/cluster.mjs) before closing them
 * itself: a request written on a connection just as the server closes it is lost, and nginx
 * does not retry a POST.
 */
export const IDLE_CONNECTION_GRACE_MS = 5_000;

const LISTED_REQUESTS = 20;

/** `app.draining` and `app.inFlight()`; while draining, every answer carries `Connection: close`. */
export function registerGracefulShutdown(app: FastifyInstance): void {
  const inFlight = new Set<FastifyRequest>();
  app.decorate('draining', false);
  app.decorate('inFlight', () => ({
    requests: inFlight.size,
    examples: [...inFlight].slice(0, LISTED_REQUESTS).map((request) => `${request.method} ${request.url}`),
    mailRound: app.mailer.queue.delivering,
  }));
  app.addHook('onRequest', async (request) => void inFlight.add(request));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => void inFlight.delete(request));
  app.addHook('onRequestAbort', async (request) => void inFlight.delete(request));
}

export interface ShutdownOptions {
  /** After this long the process exits 1 whatever is left (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  idleGraceMs?: number;
  /** The Unix socket the load balancer connects to (LISTEN_SOCKET), once it listens. */
  socketListener?: () => SocketListener | null;
  /** Runs once `app.close()` has run every onClose hook: what the app does not own (the database). */
  afterClose?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * The shutdown on `signal` (once): `app.draining`; the Unix socket's path is withdrawn (the load
 * balancer's next connect fails and goes elsewhere) and the TCP listener stops accepting; open
 * connections are answered with `Connection: close` and left up to `idleGraceMs` for their
 * clients to drop; then the idle rest are closed, the socket's requests in flight awaited, and
 * `app.close()` waits for the TCP ones and runs the onClose hooks (scheduled mails, mail queue,
 * deferred work), then `afterClose` (the database). Exits 0 when all is closed, or 1 after
 * `timeoutMs` with a log line naming what was still in flight.
 */
export function shutDownOnSignal(
  app: FastifyInstance,
  {
    timeoutMs,
    idleGraceMs = IDLE_CONNECTION_GRACE_MS,
    socketListener = () => null,
    afterClose = async () => undefined,
    exit = (code: number) => process.exit(code),
  }: ShutdownOptions,
): (signal: string) => void {
  let started = false;
  return (signal) => {
    if (started) return;
    started = true;
    app.draining = true;
    const socket = socketListener();
    socket?.withdraw();
    app.log.info(`${signal} received: draining, then closing (at most ${timeoutMs} ms)`);
    const deadline = setTimeout(() => {
      app.log.error({ inFlight: app.inFlight() }, `shutdown did not finish within ${timeoutMs} ms; exiting with work in flight`);
      exit(1);
    }, timeoutMs);
    drainConnections(app, socket, idleGraceMs)
      .then(async () => {
        // The socket's connections are not the TCP server's: close its idle ones, await the rest.
        app.server.closeIdleConnections();
        await socket?.close();
      })
      .then(() => app.close())
      .then(afterClose)
      .then(
        () => {
          clearTimeout(deadline);
          app.log.info('closed');
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(deadline);
          app.log.error({ err: error }, 'error while closing');
          exit(1);
        },
      );
  };
}

/** Stops accepting TCP connections and waits up to `graceMs` for the open ones (TCP and socket) to be closed. */
async function drainConnections(app: FastifyInstance, socket: SocketListener | null, graceMs: number): Promise<void> {
  if (!app.server.listening) return;
  // net.Server's close, not http.Server's: that one also closes the idle connections at once.
  net.Server.prototype.close.call(app.server);
  const open = async () => (await openConnections(app)) + ((await socket?.connections()) ?? 0);
  const until = Date.now() + graceMs;
  while (Date.now() < until && (await open()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  const left = await open();
  if (left > 0) app.log.warn(`${left} connection(s) still open after the ${graceMs} ms grace: idle ones are closed now`);
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}
