import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RedisLoginThrottle } from '../../src/services/auth/login-throttle';
import { REDIS_COMMAND_TIMEOUT_MS } from '../../src/services/auth/redis-client';
import { issueRefreshToken } from '../../src/services/auth/refresh-tokens';
import { RedisSessionRegistry } from '../../src/services/auth/session-registry';
import { createUser } from '../factories/users';
import { openTestDatabase, serviceContextOn } from '../helper';

// A Redis that takes the connection and never answers (a hung server, a proxy in front of a dead
// one): without a command timeout every login, and every session check, waited for it for good.

const dir = mkdtempSync(path.join(tmpdir(), 'silent-redis-'));
const socket = path.join(dir, 'redis.sock');
const connections: Socket[] = [];
const silentRedis = createServer((connection) => {
  connections.push(connection);
  connection.on('data', () => undefined);
});

beforeAll(() => new Promise<void>((resolve) => silentRedis.listen(socket, resolve)));
afterAll(async () => {
  connections.forEach((connection) => connection.destroy());
  await new Promise((resolve) => silentRedis.close(resolve));
  rmSync(dir, { recursive: true, force: true });
  // ioredis leaves the timeout of its last unanswered ready check running after disconnect(); it
  // does nothing when it fires, but would keep this worker from exiting until then.
  await new Promise((resolve) => setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS));
});

test('a login check answers 503 within seconds instead of hanging', async () => {
  const throttle = new RedisLoginThrottle(socket);
  try {
    const started = Date.now();
    await expect(throttle.reserve('a@x.com', '1.1.1.1', new Date())).rejects.toMatchObject({ statusCode: 503 });
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await throttle.close();
  }
});

test('a session check is answered by the database within seconds', async () => {
  const handle = await openTestDatabase();
  const registry = new RedisSessionRegistry(handle.db, socket);
  try {
    const session = await issueRefreshToken(serviceContextOn(handle.db), (await createUser(handle.db)).id);
    const started = Date.now();
    expect(await registry.isActive(session.familyId, new Date())).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await registry.close();
    await handle.close();
  }
});
