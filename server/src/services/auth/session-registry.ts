import type Redis from 'ioredis';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/users';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens';
import { createRedisClient } from './redis-client';

/** How long an instance trusts what it last read of a session. */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * Whether the session (refresh-token family) an access token names is still on. Asked on every
 * guarded request, so an access token stops working when its session ends (logout, password
 * reset, an admin disable or lock) instead of living out its 15 minutes.
 */
export interface SessionRegistry {
  isActive(sessionId: string, now: Date): Promise<boolean>;
  /** Sessions just ended (their refresh tokens are revoked): refused from now on. */
  ended(sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** A family is on while one of its tokens is neither used, revoked nor expired. */
async function familyActive(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The database is the truth; each instance keeps what it read for SESSION_CACHE_TTL_MS, so a
 * session ended on another instance is refused here within seconds, and at once on this one.
 */
export class DatabaseSessionRegistry implements SessionRegistry {
  private readonly cache = new Map<string, { active: boolean; until: number }>();
  constructor(private readonly db: Database) {}

  async isActive(sessionId: string, now: Date): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const cached = this.cache.get(sessionId);
    if (cached && cached.until > now.getTime()) return cached.active;
    const active = await familyActive(this.db, sessionId, now);
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(sessionId, { active, until: now.getTime() + SESSION_CACHE_TTL_MS });
    return active;
  }

  async ended(sessionIds: readonly string[]): Promise<void> {
    for (const id of sessionIds) this.cache.set(id, { active: false, until: Number.POSITIVE_INFINITY });
  }

  async close(): Promise<void> {
    this.cache.clear();
  }
}

/**
 * With REDIS_URL, an ended session is also written to Redis for as long as an access token
 * lives, and every instance looks there first: an ending reaches all instances at once.
 */
export class RedisSessionRegistry implements SessionRegistry {
  private readonly redis: Redis;
  private readonly local: DatabaseSessionRegistry;
  constructor(db: Database, url: string) {
    this.local = new DatabaseSessionRegistry(db);
    this.redis = createRedisClient(url);
  }

  async isActive(sessionId: string, now: Date): Promise<boolean> {
    // Redis unreachable or silent: the database (at most SESSION_CACHE_TTL_MS old) still decides.
    const endedHere = await this.redis.exists(`session-ended:${sessionId}`).catch(() => 0);
    return endedHere ? false : this.local.isActive(sessionId, now);
  }

  async ended(sessionIds: readonly string[]): Promise<void> {
    await this.local.ended(sessionIds);
    if (!sessionIds.length) return;
    const marks = this.redis.multi();
    for (const id of sessionIds) marks.set(`session-ended:${id}`, '1', 'EX', ACCESS_TOKEN_TTL_SECONDS);
    await marks.exec().catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.local.close();
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis.disconnect();
  }
}

export function createSessionRegistry(db: Database, redisUrl: string | null): SessionRegistry {
  return redisUrl ? new RedisSessionRegistry(db, redisUrl) : new DatabaseSessionRegistry(db);
}
