// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiRoutes } from '../../src/routes';
import { shutDownOnSignal } from '../../src/plugins/graceful-shutdown';
import { listenOnSocket, type SocketListener } from '../../src/plugins/socket-listener';
import { capturedLog } from '../log-capture';
import { buildTestApp, type TestApp } from '../helper';

/** A probe route that answers only when the test lets it (a request in flight at SIGTERM). */
function slowRoute() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered = () => {};
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const routes: ApiRoutes = async (app) => {
    app.get('/__slow', async () => {
      entered();
      await released;
      return { finished: true };
    });
  };
  return { routes, release, inside };
}

/** GET on `agent`, answering status, `Connection` header and body; rejects on a network error. */
function get(url: string, agent: http.Agent): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      })
      .on('error', reject);
  });
}

function exitSpy() {
  let resolveExit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (resolveExit = resolve));
  return { exit: (code: number) => resolveExit(code), exited };
}

describe('SIGTERM on one instance: drain, then close', () => {
  const slow = slowRoute();
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ extraRoutes: { root: [slow.routes] } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  test('the request in flight and one sent on an idle keep-alive connection are answered; a new connection is refused; it exits 0 in time', async () => {
    const inFlightAgent = new http.Agent({ keepAlive: true });
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${base}/api/health`, idleAgent)).status).toBe(200); // its connection now idle
    const inFlight = get(`${base}/api/__slow`, inFlightAgent);
    await slow.inside;

    const { exit, exited } = exitSpy();
    const startedAt = Date.now();
    let databaseClosedAfterTheApp = false;
    const afterClose = async () => void (databaseClosedAfterTheApp = !t.app.server.listening && t.app.inFlight().requests === 0);
    shutDownOnSignal(t.app, { timeoutMs: 10_000, idleGraceMs: 1_000, afterClose, exit })('SIGTERM');
    expect(t.app.draining).toBe(true);

    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    const onIdleConnection = await get(`${base}/api/health`, idleAgent);
    expect(onIdleConnection).toMatchObject({ status: 200, connection: 'close' });

    slow.release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ finished: true }) });
    expect(await exited).toBe(0);
    expect(databaseClosedAfterTheApp).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    inFlightAgent.destroy();
    idleAgent.destroy();
  });
});

describe('SIGTERM with a request that does not finish', () => {
  const stuck = slowRoute();
  const log = capturedLog('info');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ extraRoutes: { root: [stuck.routes] }, logger: log.logger });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    stuck.release();
    await t?.close();
  });

  test('exits 1 at the deadline, logging the request still in flight', async () => {
    const agent = new http.Agent({ keepAlive: false });
    const port = (t.app.server.address() as AddressInfo).port;
    get(`http://127.0.0.1:${port}/api/__slow?stuck=1`, agent).catch(() => undefined);
    await stuck.inside;

    const { exit, exited } = exitSpy();
    const startedAt = Date.now();
    shutDownOnSignal(t.app, { timeoutMs: 1_500, idleGraceMs: 100, exit })('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    const line = log.lines.map((text) => JSON.parse(text)).find((entry) => String(entry.msg).startsWith('shutdown did not finish'));
    expect(line?.inFlight).toMatchObject({ requests: 1, examples: ['GET /api/__slow?stuck=1'] });
    agent.destroy();
  });
});

/** GET over the Unix socket at `socketPath`; rejects on a network error (its `code`, e.g. ENOENT). */
function getOnSocket(socketPath: string, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ socketPath, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      })
      .on('error', reject);
  });
}

describe('SIGTERM with the load balancer on a Unix socket (LISTEN_SOCKET)', () => {
  const slow = slowRoute();
  let t: TestApp;
  let dir: string;
  let socketPath: string;
  let listener: SocketListener;
  beforeAll(async () => {
    t = await buildTestApp({ extraRoutes: { root: [slow.routes] } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = mkdtempSync(path.join(tmpdir(), 'insolvency-socket-'));
    socketPath = path.join(dir, 'api.sock');
    writeFileSync(socketPath, 'left by a killed instance');
    listener = await listenOnSocket(t.app.server, socketPath);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the path goes at once, so a new connect fails before a byte is sent; what is connected or queued is answered; it exits 0', async () => {
    expect((await getOnSocket(socketPath, '/api/health')).status).toBe(200);
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await getOnSocket(socketPath, '/api/health', idleAgent)).status).toBe(200); // its connection now idle
    const inFlight = getOnSocket(socketPath, '/api/__slow');
    await slow.inside;
    // Connected (in the listener's queue, perhaps not accepted yet) when the signal comes; its request written after.
    const queued = net.connect(socketPath);
    await new Promise((resolve) => queued.once('connect', resolve));

    const { exit, exited } = exitSpy();
    shutDownOnSignal(t.app, { timeoutMs: 10_000, idleGraceMs: 1_000, socketListener: () => listener, exit })('SIGTERM');

    await expect(getOnSocket(socketPath, '/api/health')).rejects.toMatchObject({ code: 'ENOENT' });
    let queuedAnswer = '';
    queued.on('data', (chunk) => (queuedAnswer += chunk));
    const queuedEnded = new Promise((resolve) => queued.once('close', resolve));
    queued.write('GET /api/health HTTP/1.1\r\nHost: api\r\n\r\n');
    expect(await getOnSocket(socketPath, '/api/health', idleAgent)).toMatchObject({ status: 200, connection: 'close' });
    await queuedEnded;
    expect(queuedAnswer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*connection: close/i);

    slow.release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ finished: true }) });
    expect(await exited).toBe(0);
    expect(existsSync(socketPath)).toBe(false);
    idleAgent.destroy();
  });
});

describe('a Unix socket taken over by another instance', () => {
  test('the first instance withdrawing or closing leaves the path to the second', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'insolvency-socket-'));
    const socketPath = path.join(dir, 'api.sock');
    const first = http.createServer((_request, response) => response.end('first'));
    const second = http.createServer((_request, response) => response.end('second'));
    try {
      const firstListener = await listenOnSocket(first, socketPath);
      const secondListener = await listenOnSocket(second, socketPath);
      firstListener.withdraw();
      await firstListener.close();
      expect((await getOnSocket(socketPath, '/')).body).toBe('second');
      await secondListener.close();
      expect(existsSync(socketPath)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
