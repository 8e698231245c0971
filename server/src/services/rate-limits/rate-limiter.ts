import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import { rateLimitEvents } from '../../db/schema/abuse-protection';
import type { ServiceContext } from '../context';

export interface RateLimit {
  /** The call being limited, e.g. 'contactus'. */
  bucket: string;
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; waitSeconds: number };

/**
 * Counts one request of `key` (usually the client address) against `rule`, in the database so
 * every API instance shares the count. The request is recorded first and then counted, so a
 * concurrent burst sees itself; a refused request is withdrawn again and adds nothing.
 */
export async function consumeRateLimit(ctx: ServiceContext, rule: RateLimit, key: string): Promise<RateLimitVerdict> {
  const { db } = ctx;
  const now = ctx.realNow();
  const [own] = await db.insert(rateLimitEvents).values({ bucket: rule.bucket, key, occurredAt: now }).returning({ id: rateLimitEvents.id });
  const since = new Date(now.getTime() - rule.windowMs);
  const inWindow = and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.occurredAt, since));
  const [{ n }] = await db.select({ n: count() }).from(rateLimitEvents).where(inWindow);
  if (n <= rule.limit) {
    if (Math.random() < 0.02) await pruneRateLimitEvents(ctx);
    return { allowed: true };
  }
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, own.id));
  const [oldest] = await db.select({ at: rateLimitEvents.occurredAt }).from(rateLimitEvents).where(inWindow).orderBy(asc(rateLimitEvents.occurredAt)).limit(1);
  const waitMs = oldest ? oldest.at.getTime() + rule.windowMs - now.getTime() : rule.windowMs;
  return { allowed: false, waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Deletes events older than a day (longer than any window in use). */
export async function pruneRateLimitEvents(ctx: ServiceContext): Promise<void> {
  await ctx.db.delete(rateLimitEvents).where(lt(rateLimitEvents.occurredAt, new Date(ctx.realNow().getTime() - 24 * 60 * 60 * 1000)));
}
