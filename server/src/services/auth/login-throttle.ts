import type Redis from 'ioredis';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { loginAttempts } from '../../db/schema/users';
import { createRedisClient } from './redis-client';

/**
 * Failed logins within the window. A client address is refused after `perAddress` failures
 * (any accounts) and after `perAddressAndAccount` for one account; an account never is: after
 * `captchaAfter` failures from anywhere its next login must bring a solved captcha instead,
 * so nobody can lock an owner out by failing on purpose.
 */
export const THROTTLE_LIMITS = { perAddressAndAccount: 5, perAddress: 20, captchaAfter: 5, windowMs: 15 * 60 * 1000 } as const;

/** The answer to a login attempt's reservation. */
export type ThrottleVerdict = { allowed: true; attemptId: string; captchaRequired: boolean } | { allowed: false; waitSeconds: number };

/**
 * Counts an attempt as a failure BEFORE its password is checked, then counts the others: a
 * burst of concurrent attempts sees itself, so no more than the limit get through.
 */
export interface LoginThrottle {
  /** Records the attempt; when over a limit it is withdrawn again and the wait is answered. */
  reserve(email: string, ip: string, now: Date): Promise<ThrottleVerdict>;
  /** The attempt was refused before its password was checked (no captcha): it does not count. */
  withdraw(email: string, ip: string, attemptId: string): Promise<void>;
  /** The password was right: the attempt stops counting, and the account's failures are cleared. `db` joins a transaction. */
  recordSuccess(email: string, ip: string, attemptId: string, db?: Database): Promise<void>;
  close(): Promise<void>;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

interface Failures {
  /** Failure times, newest first: of the account since its last success, from anywhere. */
  account: number[];
  /** ... of the account since its last success, from this client address. */
  pair: number[];
  /** ... from this client address, for any account. */
  address: number[];
}

function verdictFor(failures: Failures, attemptId: string, now: number): ThrottleVerdict {
  const waits = [
    waitFor(failures.pair, THROTTLE_LIMITS.perAddressAndAccount, now),
    waitFor(failures.address, THROTTLE_LIMITS.perAddress, now),
  ].filter((w): w is number => w !== null);
  if (waits.length) return { allowed: false, waitSeconds: Math.max(...waits) };
  return { allowed: true, attemptId, captchaRequired: failures.account.length >= THROTTLE_LIMITS.captchaAfter };
}

/** Seconds until the oldest of the `limit` newest failures leaves the window, or null below the limit. */
function waitFor(times: number[], limit: number, now: number): number | null {
  if (times.length < limit) return null;
  const oldestCounted = Math.min(...times.slice(0, limit));
  return Math.max(1, Math.ceil((oldestCounted + THROTTLE_LIMITS.windowMs - now) / 1000));
}

/** Rows newest first -> the failure times before the newest success. */
const failuresSinceSuccess = (rows: { at: Date; succeeded: boolean }[]) => {
  const lastSuccess = rows.findIndex((r) => r.succeeded);
  return (lastSuccess === -1 ? rows : rows.slice(0, lastSuccess)).map((r) => r.at.getTime());
};

/** Attempts in `login_attempts`: works on one PGlite and across API instances on PostgreSQL. */
export class DatabaseLoginThrottle implements LoginThrottle {
  constructor(private readonly db: Database) {}

  async reserve(email: string, ip: string, now: Date): Promise<ThrottleVerdict> {
    const account = normaliseEmail(email);
    const [own] = await this.db.insert(loginAttempts).values({ email: account, ip, succeeded: false, attemptedAt: now }).returning({ id: loginAttempts.id });
    const since = new Date(now.getTime() - THROTTLE_LIMITS.windowMs);
    const recent = { at: loginAttempts.attemptedAt, succeeded: loginAttempts.succeeded };
    const accountRows = await this.db
      .select(recent)
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, account), gt(loginAttempts.attemptedAt, since), ne(loginAttempts.id, own.id)))
      .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
      .limit(THROTTLE_LIMITS.captchaAfter + 1);
    const pairRows = await this.db
      .select(recent)
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, account), eq(loginAttempts.ip, ip), gt(loginAttempts.attemptedAt, since), ne(loginAttempts.id, own.id)))
      .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
      .limit(THROTTLE_LIMITS.perAddressAndAccount + 1);
    const addressFailures = (
      await this.db
        .select({ at: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since), ne(loginAttempts.id, own.id)))
        .orderBy(desc(loginAttempts.attemptedAt))
        .limit(THROTTLE_LIMITS.perAddress)
    ).map((r) => r.at.getTime());
    const failures = { account: failuresSinceSuccess(accountRows), pair: failuresSinceSuccess(pairRows), address: addressFailures };
    const verdict = verdictFor(failures, String(own.id), now.getTime());
    // Throttled callers add nothing, so the table stays small under attack.
    if (!verdict.allowed) await this.withdraw(email, ip, String(own.id));
    // Now and then drop rows no window can count any more.
    else if (Math.random() < 0.02) await pruneLoginAttempts(this.db, now);
    return verdict;
  }

  async withdraw(_email: string, _ip: string, attemptId: string): Promise<void> {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.id, Number(attemptId)));
  }

  async recordSuccess(_email: string, _ip: string, attemptId: string, db: Database = this.db): Promise<void> {
    await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, Number(attemptId)));
  }

  async close(): Promise<void> {}
}

/** Deletes attempts older than a day; also callable from a scheduled job. */
export async function pruneLoginAttempts(db: Database, now: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}

/** Sorted sets of failure times in Redis (REDIS_URL), shared by every API instance. */
export class RedisLoginThrottle implements LoginThrottle {
  private readonly redis: Redis;
  constructor(url: string) {
    // While Redis is unreachable or silent, logins are refused with a 503 rather than let through unthrottled.
    this.redis = createRedisClient(url);
  }

  private async guarded<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch {
      throw new AppError(503, 'Signing in is briefly unavailable. Please try again in a minute.', { headers: { 'Retry-After': '60' } });
    }
  }

  private keys(email: string, ip: string) {
    const account = normaliseEmail(email);
    return { account: `login-fail:account:${account}`, pair: `login-fail:pair:${ip}:${account}`, address: `login-fail:ip:${ip}` };
  }

  /** Failure times in the window, newest first, leaving out the caller's own attempt. */
  private async recent(key: string, limit: number, now: number, ownMember: string): Promise<number[]> {
    await this.redis.zremrangebyscore(key, 0, now - THROTTLE_LIMITS.windowMs);
    const members = await this.redis.zrevrange(key, 0, limit, 'WITHSCORES');
    const times: number[] = [];
    for (let i = 0; i < members.length; i += 2) if (members[i] !== ownMember) times.push(Number(members[i + 1]));
    return times.slice(0, limit);
  }

  async reserve(email: string, ip: string, now: Date): Promise<ThrottleVerdict> {
    return this.guarded(async () => {
      const keys = this.keys(email, ip);
      const member = `${now.getTime()}:${Math.random().toString(36).slice(2)}`;
      const ttl = Math.ceil(THROTTLE_LIMITS.windowMs / 1000);
      const add = this.redis.multi();
      for (const key of Object.values(keys)) add.zadd(key, now.getTime(), member).expire(key, ttl);
      await add.exec();
      const failures = {
        account: await this.recent(keys.account, THROTTLE_LIMITS.captchaAfter, now.getTime(), member),
        pair: await this.recent(keys.pair, THROTTLE_LIMITS.perAddressAndAccount, now.getTime(), member),
        address: await this.recent(keys.address, THROTTLE_LIMITS.perAddress, now.getTime(), member),
      };
      const verdict = verdictFor(failures, member, now.getTime());
      if (!verdict.allowed) await this.withdraw(email, ip, member);
      return verdict;
    });
  }

  async withdraw(email: string, ip: string, attemptId: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.guarded(() => this.redis.multi().zrem(keys.account, attemptId).zrem(keys.pair, attemptId).zrem(keys.address, attemptId).exec());
  }

  async recordSuccess(email: string, ip: string, attemptId: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.guarded(() => this.redis.multi().del(keys.account).del(keys.pair).zrem(keys.address, attemptId).exec());
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
