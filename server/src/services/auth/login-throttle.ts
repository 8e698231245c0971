import Redis from 'ioredis';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { loginAttempts } from '../../db/schema/users';

/** Failed logins allowed within the window, per account and per client address. */
export const THROTTLE_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;

/** The answer to a login attempt's reservation. */
export type ThrottleVerdict = { allowed: true; attemptId: string } | { allowed: false; waitSeconds: number };

/**
 * Counts an attempt as a failure BEFORE its password is checked, then counts the others: a
 * burst of concurrent attempts sees itself, so no more than the limit get through.
 */
export interface LoginThrottle {
  /** Records the attempt; when over a limit it is withdrawn again and the wait is answered. */
  reserve(email: string, ip: string, now?: Date): Promise<ThrottleVerdict>;
  /** The password was right: the attempt stops counting, and the account's count is cleared. `db` joins a transaction. */
  recordSuccess(email: string, ip: string, attemptId: string, db?: Database): Promise<void>;
  close(): Promise<void>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

function longestWait(accountFailures: number[], addressFailures: number[], now: number): number | null {
  const waits = [waitFor(accountFailures, THROTTLE_LIMITS.perAccount, now), waitFor(addressFailures, THROTTLE_LIMITS.perAddress, now)].filter(
    (w): w is number => w !== null,
  );
  return waits.length ? Math.max(...waits) : null;
}

/** Seconds until the oldest of the `limit` newest failures leaves the window, or null below the limit. */
function waitFor(times: number[], limit: number, now: number): number | null {
  if (times.length < limit) return null;
  const oldestCounted = Math.min(...times.slice(0, limit));
  return Math.max(1, Math.ceil((oldestCounted + THROTTLE_LIMITS.windowMs - now) / 1000));
}

/** Attempts in `login_attempts`: works on one PGlite and across API instances on PostgreSQL. */
export class DatabaseLoginThrottle implements LoginThrottle {
  constructor(private readonly db: Database) {}

  async reserve(email: string, ip: string, now = new Date()): Promise<ThrottleVerdict> {
    const account = normaliseEmail(email);
    const [own] = await this.db.insert(loginAttempts).values({ email: account, ip, succeeded: false, attemptedAt: now }).returning({ id: loginAttempts.id });
    const since = new Date(now.getTime() - THROTTLE_LIMITS.windowMs);
    const accountRows = await this.db
      .select({ at: loginAttempts.attemptedAt, succeeded: loginAttempts.succeeded })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, account), gt(loginAttempts.attemptedAt, since), ne(loginAttempts.id, own.id)))
      .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
      .limit(THROTTLE_LIMITS.perAccount + 1);
    const lastSuccess = accountRows.findIndex((r) => r.succeeded);
    const accountFailures = (lastSuccess === -1 ? accountRows : accountRows.slice(0, lastSuccess)).map((r) => r.at.getTime());
    const addressFailures = (
      await this.db
        .select({ at: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since), ne(loginAttempts.id, own.id)))
        .orderBy(desc(loginAttempts.attemptedAt))
        .limit(THROTTLE_LIMITS.perAddress)
    ).map((r) => r.at.getTime());
    const wait = longestWait(accountFailures, addressFailures, now.getTime());
    if (wait !== null) {
      // Throttled callers add nothing, so the table stays small under attack.
      await this.db.delete(loginAttempts).where(eq(loginAttempts.id, own.id));
      return { allowed: false, waitSeconds: wait };
    }
    // Now and then drop rows no window can count any more.
    if (Math.random() < 0.02) await pruneLoginAttempts(this.db, now);
    return { allowed: true, attemptId: String(own.id) };
  }

  async recordSuccess(_email: string, _ip: string, attemptId: string, db: Database = this.db): Promise<void> {
    await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, Number(attemptId)));
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
      throw new AppError(503, 'Signing in is briefly unavailable. Please try again in a minute.', { headers: { 'Retry-After': '60' } });
    }
  }

  private keys(email: string, ip: string) {
    return { account: `login-fail:account:${normaliseEmail(email)}`, address: `login-fail:ip:${ip}` };
  }

  /** Failure times in the window, newest first, leaving out the caller's own attempt. */
  private async recent(key: string, limit: number, now: number, ownMember: string): Promise<number[]> {
    await this.redis.zremrangebyscore(key, 0, now - THROTTLE_LIMITS.windowMs);
    const members = await this.redis.zrevrange(key, 0, limit, 'WITHSCORES');
    const times: number[] = [];
    for (let i = 0; i < members.length; i += 2) if (members[i] !== ownMember) times.push(Number(members[i + 1]));
    return times.slice(0, limit);
  }

  async reserve(email: string, ip: string, now = new Date()): Promise<ThrottleVerdict> {
    return this.guarded(async () => {
      const { account, address } = this.keys(email, ip);
      const member = `${now.getTime()}:${Math.random().toString(36).slice(2)}`;
      const ttl = Math.ceil(THROTTLE_LIMITS.windowMs / 1000);
      await this.redis.multi().zadd(account, now.getTime(), member).expire(account, ttl).zadd(address, now.getTime(), member).expire(address, ttl).exec();
      const wait = longestWait(
        await this.recent(account, THROTTLE_LIMITS.perAccount, now.getTime(), member),
        await this.recent(address, THROTTLE_LIMITS.perAddress, now.getTime(), member),
        now.getTime(),
      );
      if (wait === null) return { allowed: true, attemptId: member };
      await this.redis.multi().zrem(account, member).zrem(address, member).exec();
      return { allowed: false, waitSeconds: wait };
    });
  }

  async recordSuccess(email: string, ip: string, attemptId: string): Promise<void> {
    const { account, address } = this.keys(email, ip);
    await this.guarded(() => this.redis.multi().del(account).zrem(address, attemptId).exec());
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
