import Redis from 'ioredis';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { loginAttempts } from '../../db/schema/users';

/** Failed logins allowed within the window, per account and per client address. */
export const THROTTLE_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;

export interface LoginThrottle {
  /** Seconds the caller must wait, or null when another attempt is allowed. */
  check(email: string, ip: string, now?: Date): Promise<number | null>;
  recordFailure(email: string, ip: string, now?: Date): Promise<void>;
  /** A success clears the account's count (not the address's). `db` lets it join a transaction. */
  recordSuccess(email: string, ip: string, now?: Date, db?: Database): Promise<void>;
  close(): Promise<void>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Seconds until the oldest of the `limit` newest failures leaves the window, or null below the limit. */
function waitFor(times: number[], limit: number, now: number): number | null {
  if (times.length < limit) return null;
  const oldestCounted = Math.min(...times.slice(0, limit));
  return Math.max(1, Math.ceil((oldestCounted + THROTTLE_LIMITS.windowMs - now) / 1000));
}

/** Attempts in `login_attempts`: works on one PGlite and across API instances on PostgreSQL. */
export class DatabaseLoginThrottle implements LoginThrottle {
  constructor(private readonly db: Database) {}

  async check(email: string, ip: string, now = new Date()): Promise<number | null> {
    const since = new Date(now.getTime() - THROTTLE_LIMITS.windowMs);
    const account = normaliseEmail(email);
    const accountRows = await this.db
      .select({ at: loginAttempts.attemptedAt, succeeded: loginAttempts.succeeded })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, account), gt(loginAttempts.attemptedAt, since)))
      .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
      .limit(THROTTLE_LIMITS.perAccount + 1);
    const lastSuccess = accountRows.findIndex((r) => r.succeeded);
    const accountFailures = (lastSuccess === -1 ? accountRows : accountRows.slice(0, lastSuccess)).map((r) => r.at.getTime());
    const addressFailures = (
      await this.db
        .select({ at: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)))
        .orderBy(desc(loginAttempts.attemptedAt))
        .limit(THROTTLE_LIMITS.perAddress)
    ).map((r) => r.at.getTime());
    const waits = [
      waitFor(accountFailures, THROTTLE_LIMITS.perAccount, now.getTime()),
      waitFor(addressFailures, THROTTLE_LIMITS.perAddress, now.getTime()),
    ].filter((w): w is number => w !== null);
    return waits.length ? Math.max(...waits) : null;
  }

  async recordFailure(email: string, ip: string, now = new Date()): Promise<void> {
    await this.db.insert(loginAttempts).values({ email: normaliseEmail(email), ip, succeeded: false, attemptedAt: now });
    // Now and then drop rows no window can count any more (throttled callers add none, so the table stays small).
    if (Math.random() < 0.02) await pruneLoginAttempts(this.db, now);
  }

  async recordSuccess(email: string, ip: string, now = new Date(), db: Database = this.db): Promise<void> {
    await db.insert(loginAttempts).values({ email: normaliseEmail(email), ip, succeeded: true, attemptedAt: now });
  }

  async close(): Promise<void> {}
}

/** Deletes attempts older than a day; also callable from a scheduled job. */
export async function pruneLoginAttempts(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}

/** Sorted sets of failure times in Redis (REDIS_URL), shared by every API instance. */
export class RedisLoginThrottle implements LoginThrottle {
  private readonly redis: Redis;
  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
    // Reconnects on its own; meanwhile logins are refused with a 503 rather than let through unthrottled.
    this.redis.on('error', () => undefined);
  }

  private async guarded<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch {
      throw new AppError(503, 'Signing in is briefly unavailable. Please try again in a minute.', undefined, { 'Retry-After': '60' });
    }
  }

  private keys(email: string, ip: string) {
    return { account: `login-fail:account:${normaliseEmail(email)}`, address: `login-fail:ip:${ip}` };
  }

  private async recent(key: string, limit: number, now: number): Promise<number[]> {
    await this.redis.zremrangebyscore(key, 0, now - THROTTLE_LIMITS.windowMs);
    const members = await this.redis.zrevrange(key, 0, limit - 1, 'WITHSCORES');
    const times: number[] = [];
    for (let i = 1; i < members.length; i += 2) times.push(Number(members[i]));
    return times;
  }

  async check(email: string, ip: string, now = new Date()): Promise<number | null> {
    return this.guarded(() => this.waitSeconds(email, ip, now));
  }

  private async waitSeconds(email: string, ip: string, now: Date): Promise<number | null> {
    const { account, address } = this.keys(email, ip);
    const waits = [
      waitFor(await this.recent(account, THROTTLE_LIMITS.perAccount, now.getTime()), THROTTLE_LIMITS.perAccount, now.getTime()),
      waitFor(await this.recent(address, THROTTLE_LIMITS.perAddress, now.getTime()), THROTTLE_LIMITS.perAddress, now.getTime()),
    ].filter((w): w is number => w !== null);
    return waits.length ? Math.max(...waits) : null;
  }

  async recordFailure(email: string, ip: string, now = new Date()): Promise<void> {
    const { account, address } = this.keys(email, ip);
    const member = `${now.getTime()}:${Math.random().toString(36).slice(2)}`;
    const ttl = Math.ceil(THROTTLE_LIMITS.windowMs / 1000);
    await this.guarded(() =>
      this.redis.multi().zadd(account, now.getTime(), member).expire(account, ttl).zadd(address, now.getTime(), member).expire(address, ttl).exec(),
    );
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.guarded(() => this.redis.del(this.keys(email, ip).account));
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') {
      await this.redis.quit().catch(() => undefined);
      return;
    }
    this.redis.disconnect();
  }
}

export function createLoginThrottle(db: Database, redisUrl: string | null): LoginThrottle {
  return redisUrl ? new RedisLoginThrottle(redisUrl) : new DatabaseLoginThrottle(db);
}
