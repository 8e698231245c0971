import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { issueRefreshToken, revokeRefreshToken } from '../../src/services/auth/refresh-tokens';
import { RedisSessionRegistry, SESSION_CACHE_TTL_MS } from '../../src/services/auth/session-registry';
import { createUser } from '../factories/users';
import { openTestDatabase, serviceContextOn } from '../helper';

// With REDIS_URL, one instance's logout reaches every other instance at once (not after the
// per-instance cache time): the ending is marked in Redis, which every instance reads first.

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
let redis: ChildProcess | undefined;
let dir: string | undefined;
let closeDb: (() => Promise<void>) | undefined;
const registries: RedisSessionRegistry[] = [];

afterAll(async () => {
  for (const registry of registries) await registry.close();
  await closeDb?.();
  redis?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

(hasRedis ? test : test.skip)('an ending on one instance is refused on another at once (skipped only where redis-server is not installed)', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'redis-sessions-'));
  const socket = path.join(dir, 'redis.sock');
  redis = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 50 && !existsSync(socket); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  const handle = await openTestDatabase();
  closeDb = handle.close;
  const user = await createUser(handle.db);
  const session = await issueRefreshToken(serviceContextOn(handle.db), user.id);
  const [here, elsewhere] = [new RedisSessionRegistry(handle.db, socket), new RedisSessionRegistry(handle.db, socket)];
  registries.push(here, elsewhere);
  const now = new Date();
  expect(await elsewhere.isActive(session.familyId, now)).toBe(true);

  await revokeRefreshToken(serviceContextOn(handle.db, () => now.getTime()), session.token);
  await here.ended([session.familyId]);
  // Well inside the other instance's cache time, yet refused there.
  expect(await elsewhere.isActive(session.familyId, new Date(now.getTime() + SESSION_CACHE_TTL_MS / 10))).toBe(false);
});
