import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../src/config';
import { BODY_TOO_SLOW_MESSAGE } from '../../src/plugins/connection-limits';
import { buildTestApp, type TestApp } from '../helper';

/*
 * Connections to an instance served directly (issue 55): one address holds at most its share of
 * sockets, a request body that stalls is answered 408 within seconds (uploads keep their own
 * pace), headers that trickle are cut off, and another client's calls are answered meanwhile.
 * Real sockets on 127.0.0.1; the many connections come from 127.0.0.2 (loopback on Linux).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app listening on 127.0.0.1 with `config`. */
function listeningApp(config: Partial<AppConfig>) {
  const state = { t: undefined as unknown as TestApp, port: 0 };
  beforeAll(async () => {
    state.t = await buildTestApp({ config });
    await state.t.app.listen({ port: 0, host: '127.0.0.1' });
    state.port = (state.t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => state.t?.close());
  return state;
}

/** A raw connection: what it received, whether it is closed, and when. */
interface RawConnection {
  socket: Socket;
  received: () => string;
  closed: () => boolean;
  /** The first answer's status line's code, once one came (null if the connection closed without). */
  status: Promise<number | null>;
}
function open(port: number, localAddress = '127.0.0.1'): RawConnection {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let text = '';
  let closed = false;
  const status = new Promise<number | null>((resolve) => {
    socket.on('data', (data) => {
      text += data.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    socket.on('close', () => {
      closed = true;
      resolve(null);
    });
  });
  socket.on('error', () => undefined);
  return { socket, received: () => text, closed: () => closed, status };
}
const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, sleep(ms).then(() => 'no answer' as const)]);
const loginHead = (port: number, length: number) =>
  `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

async function healthMs(port: number): Promise<number> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3000) }).catch(() => null);
  expect(res?.status).toBe(200);
  return performance.now() - started;
}

describe('connections per address', () => {
  const app = listeningApp({ maxConnectionsPerAddress: 20, maxConnections: 1000 });

  test('an address opening 60 connections that each trickle a POST body keeps 20; another address is answered promptly meanwhile', async () => {
    const held: RawConnection[] = [];
    const trickle = setInterval(() => held.forEach((one) => one.closed() || one.socket.write(' ')), 500);
    try {
      for (let i = 0; i < 60; i += 1) {
        const one = open(app.port, '127.0.0.2');
        one.socket.on('connect', () => one.socket.write(`${loginHead(app.port, 1000)}{`));
        held.push(one);
      }
      await sleep(1500);
      const open_ = held.filter((one) => !one.closed()).length;
      expect(open_).toBe(20);
      expect(await healthMs(app.port)).toBeLessThan(1000);
    } finally {
      clearInterval(trickle);
      held.forEach((one) => one.socket.destroy());
    }
  });
});

describe('request bodies and headers that stall', () => {
  const app = listeningApp({ bodyTimeoutMs: 1000, headersTimeoutMs: 1000 });

  test('a JSON body that stalls half-way is answered 408 within seconds and its connection closed', async () => {
    const stalled = open(app.port);
    try {
      stalled.socket.write(`${loginHead(app.port, 100)}{"Email":`);
      const started = performance.now();
      const status = await within(stalled.status, 5000);
      expect(status).toBe(408);
      expect(performance.now() - started).toBeLessThan(4000);
      expect(stalled.received()).toMatch(/connection: close/i);
      expect(stalled.received()).toContain(JSON.stringify({ message: BODY_TOO_SLOW_MESSAGE }));
      await within(new Promise((resolve) => stalled.socket.once('close', resolve)), 2000);
      expect(stalled.closed()).toBe(true);
      expect(await healthMs(app.port)).toBeLessThan(1000);
    } finally {
      stalled.socket.destroy();
    }
  });

  test('headers that trickle in are cut off within seconds', async () => {
    const slow = open(app.port);
    slow.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\n`);
    const trickle = setInterval(() => slow.closed() || slow.socket.write('X-A: b\r\n'), 300);
    try {
      const status = await within(slow.status, 5000);
      expect(status).toBe(408);
    } finally {
      clearInterval(trickle);
      slow.socket.destroy();
    }
  });
});
