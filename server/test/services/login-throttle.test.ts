// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginAttempts } from '../../src/db/schema/users';
import {
  DatabaseLoginThrottle,
  pruneLoginAttempts,
  RedisLoginThrottle,
  THROTTLE_LIMITS,
  type LoginThrottle,
} from '../../src/services/auth/login-throttle';
import { openTestDatabase } from '../helper';

const minute = 60_000;

/** The rules every store must follow. */
function throttleRules(name: string, make: () => Promise<{ throttle: LoginThrottle; reset: () => Promise<void> }>) {
  describe(name, () => {
    let throttle: LoginThrottle;
    let reset: () => Promise<void>;
    beforeAll(async () => {
      ({ throttle, reset } = await make());
    });
    beforeEach(async () => reset());

    const fail = async (email: string, ip: string, at: Date) => {
      const verdict = await throttle.reserve(email, ip, at);
      expect(verdict.allowed).toBe(true);
    };
    const waitFor = async (email: string, ip: string, at: Date) => {
      const verdict = await throttle.reserve(email, ip, at);
      if (verdict.allowed) {
        await throttle.recordSuccess(email, ip, verdict.attemptId);
        return null;
      }
      return verdict.waitSeconds;
    };

    test('five failures of one account from one address block that address for it; Retry-After counts down to the oldest leaving', async () => {
      const t0 = new Date('2026-01-01T10:00:00Z');
      for (let i = 0; i < THROTTLE_LIMITS.perAddressAndAccount; i++) await fail('A@x.com', '1.1.1.1', new Date(t0.getTime() + i * minute));
      const at = new Date(t0.getTime() + 5 * minute);
      expect(await waitFor('a@X.com', '1.1.1.1', at)).toBe(10 * 60);
      expect(await waitFor('other@x.com', '1.1.1.1', at)).toBeNull();
      // Fifteen minutes after the first failure only four remain in the window.
      expect(await waitFor('a@x.com', '1.1.1.1', new Date(t0.getTime() + 15 * minute + 1000))).toBeNull();
    });

    test('failures of one account from anywhere ask for a captcha but never block it', async () => {
      const t0 = new Date('2026-01-01T11:00:00Z');
      for (let i = 0; i < THROTTLE_LIMITS.captchaAfter; i++) await fail('owner@x.com', `6.6.6.${i}`, t0);
      const verdict = await throttle.reserve('owner@x.com', '7.7.7.7', t0);
      expect(verdict).toMatchObject({ allowed: true, captchaRequired: true });
      if (verdict.allowed) await throttle.recordSuccess('owner@x.com', '7.7.7.7', verdict.attemptId);
      expect(await throttle.reserve('owner@x.com', '7.7.7.7', t0)).toMatchObject({ allowed: true, captchaRequired: false });
    });

    test('a withdrawn attempt does not count', async () => {
      const t0 = new Date('2026-01-01T13:00:00Z');
      for (let i = 0; i < 10; i++) {
        const verdict = await throttle.reserve('w@x.com', '8.8.8.8', t0);
        expect(verdict.allowed).toBe(true);
        if (verdict.allowed) await throttle.withdraw('w@x.com', '8.8.8.8', verdict.attemptId);
      }
    });

    test('a success clears the account count but not the address count', async () => {
      const now = new Date('2026-01-01T12:00:00Z');
      for (let i = 0; i < 4; i++) await fail('b@x.com', '2.2.2.2', now);
      expect(await waitFor('b@x.com', '2.2.2.2', new Date(now.getTime() + 1000))).toBeNull();
      await fail('b@x.com', '2.2.2.2', new Date(now.getTime() + 2000));
      expect(await waitFor('b@x.com', '3.3.3.3', new Date(now.getTime() + 3000))).toBeNull();
      for (let i = 0; i < 15; i++) await fail(`c${i}@x.com`, '2.2.2.2', new Date(now.getTime() + 4000));
      expect(await waitFor('new@x.com', '2.2.2.2', new Date(now.getTime() + 5000))).toBeGreaterThan(0);
    });

    test('a burst of concurrent attempts lets no more than the limit through', async () => {
      const now = new Date('2026-01-01T14:00:00Z');
      for (let i = 0; i < THROTTLE_LIMITS.perAddressAndAccount - 1; i++) await fail('burst@x.com', '4.4.4.4', now);
      const verdicts = await Promise.all(Array.from({ length: 10 }, () => throttle.reserve('burst@x.com', '4.4.4.4', now)));
      // Each attempt sees the others, so at most the one remaining attempt gets through (all may wait).
      expect(verdicts.filter((v) => v.allowed).length).toBeLessThanOrEqual(1);
      for (const verdict of verdicts) if (!verdict.allowed) expect(verdict.waitSeconds).toBeGreaterThan(0);
    });
  });
}

let closeDb: (() => Promise<void>) | undefined;
throttleRules('DatabaseLoginThrottle', async () => {
  const handle = await openTestDatabase();
  closeDb = handle.close;
  return {
    throttle: new DatabaseLoginThrottle(handle.db),
    reset: async () => {
      await handle.db.delete(loginAttempts);
    },
  };
});

test('pruneLoginAttempts drops rows older than a day', async () => {
  const handle = await openTestDatabase();
  try {
    const now = new Date();
    await handle.db.insert(loginAttempts).values([
      { email: 'old@x.com', ip: '1', succeeded: false, attemptedAt: new Date(now.getTime() - 25 * 60 * minute) },
      { email: 'new@x.com', ip: '1', succeeded: false, attemptedAt: now },
    ]);
    await pruneLoginAttempts(handle.db, now);
    expect((await handle.db.select().from(loginAttempts)).map((r) => r.email)).toEqual(['new@x.com']);
  } finally {
    await handle.close();
  }
});

// Redis: a private redis-server on a unix socket when one is installed (CI may lack it).
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
let redisProcess: ChildProcess | undefined;
let redisDir: string | undefined;
let redisThrottle: RedisLoginThrottle | undefined;
async function startRedis() {
  redisDir = mkdtempSync(path.join(tmpdir(), 'redis-test-'));
  const socket = path.join(redisDir, 'redis.sock');
  redisProcess = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 50 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 100));
  redisThrottle = new RedisLoginThrottle(socket);
  const client = redisThrottle;
  return {
    throttle: client,
    reset: async () => {
      await (client as unknown as { redis: { flushall(): Promise<unknown> } }).redis.flushall();
    },
  };
}
if (hasRedis) throttleRules('RedisLoginThrottle', startRedis);
else test.skip('RedisLoginThrottle (redis-server is not installed)', () => undefined);

afterAll(async () => {
  await closeDb?.();
  await redisThrottle?.close();
  redisProcess?.kill();
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
});

test('with Redis unreachable, a login check answers 503 instead of skipping the throttle', async () => {
  const unreachable = new RedisLoginThrottle(path.join(tmpdir(), 'no-redis-here.sock'));
  // ioredis keeps a reconnect timer for a moment after disconnect(); fake timers flush it so Jest can exit.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], advanceTimers: true });
  try {
    await expect(unreachable.reserve('a@x.com', '1.1.1.1', new Date())).rejects.toMatchObject({ statusCode: 503 });
  } finally {
    await unreachable.close();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  }
});
