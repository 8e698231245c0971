import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitEvents } from '../../db/schema/abuse-protection';
import { AppError } from '../../errors';

/** A limit: at most `limit` counted requests per `key` within `windowMs`. */
export interface ThrottleRule {
  /** The call (or call and key kind) counted, e.g. `register:ip`. */
  bucket: string;
  limit: number;
  windowMs: number;
}

export type ThrottleOutcome = { allowed: true } | { allowed: false; waitSeconds: number };

const MINUTE = 60_000;

/** The account calls' limits. Per client address unless the bucket says e-mail. */
export const ACCOUNT_THROTTLES = {
  // Generous enough for an office behind one address (or someone trying the forms out), tight enough to stop bulk sign-ups and probing.
  registerPerAddress: { bucket: 'register:ip', limit: 30, windowMs: 60 * MINUTE },
  validateEmailsPerAddress: { bucket: 'validate-emails:ip', limit: 60, windowMs: 10 * MINUTE },
  /** Mails to one address: a forgotten-password or confirmation mail at most 3 times an hour. */
  forgotPasswordPerEmail: { bucket: 'forgotpassword:email', limit: 3, windowMs: 60 * MINUTE },
  forgotPasswordPerAddress: { bucket: 'forgotpassword:ip', limit: 20, windowMs: 60 * MINUTE },
  resendConfirmationPerEmail: { bucket: 'resend-confirmation:email', limit: 3, windowMs: 60 * MINUTE },
  resendConfirmationPerAddress: { bucket: 'resend-confirmation:ip', limit: 20, windowMs: 60 * MINUTE },
  /** Guessing reset tokens is hopeless (256 bits), but a flood of tries is still refused. */
  resetPasswordPerAddress: { bucket: 'resetpassword:ip', limit: 30, windowMs: 60 * MINUTE },
  confirmEmailPerAddress: { bucket: 'confirmemail:ip', limit: 30, windowMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Counts a request against a rule in `rate_limit_events` (shared by every API instance, on
 * PGlite as on PostgreSQL). As with the login throttle, the request is recorded BEFORE the
 * others are counted, so a burst of concurrent requests sees itself and no more than the
 * limit get through; a refused request is withdrawn again, so refusals add nothing.
 */
export async function countRequest(db: Database, rule: ThrottleRule, key: string, now: Date = new Date()): Promise<ThrottleOutcome> {
  const [own] = await db
    .insert(rateLimitEvents)
    .values({ bucket: rule.bucket, key, occurredAt: now })
    .returning({ id: rateLimitEvents.id });
  const since = new Date(now.getTime() - rule.windowMs);
  const recent = await db
    .select({ id: rateLimitEvents.id, at: rateLimitEvents.occurredAt })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.key, key), gt(rateLimitEvents.occurredAt, since)))
    .orderBy(asc(rateLimitEvents.occurredAt), asc(rateLimitEvents.id))
    .limit(rule.limit + 1);
  if (recent.length > rule.limit && recent.slice(0, rule.limit).every((r) => r.id !== own.id)) {
    await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, own.id));
    const oldest = recent[0].at.getTime();
    return { allowed: false, waitSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000)) };
  }
  // Now and then drop this bucket's rows no window can count any more.
  if (Math.random() < 0.02) {
    await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, rule.bucket), lt(rateLimitEvents.occurredAt, since)));
  }
  return { allowed: true };
}

/** "Too many ... Please try again in N minutes." */
export function throttledMessage(what: string, waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many ${what} from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Counts the request and answers 429 with Retry-After when over the limit. */
export async function enforceThrottle(db: Database, rule: ThrottleRule, key: string, what: string, now: Date = new Date()): Promise<void> {
  const outcome = await countRequest(db, rule, key, now);
  if (!outcome.allowed) {
    throw new AppError(429, throttledMessage(what, outcome.waitSeconds), undefined, { 'retry-after': String(outcome.waitSeconds) });
  }
}
