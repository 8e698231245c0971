import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Single-use proofs already spent: a solved captcha challenge (`challenge:<signature>`) or a
 * captcha pass (`pass:<id>`). Kept until the proof would have expired anyway, so API instances
 * stay stateless and a replay is refused by whichever instance sees it. Also the passes not yet
 * spent that are held for the client address they were issued to (`held:<address> <id>`).
 */
export const captchaRedemptions = pgTable(
  'captcha_redemptions',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('captcha_redemptions_expires_idx').on(t.expiresAt)],
);

/**
 * Requests counted for a rate limit: one row per counted request, per `bucket` (the call, e.g.
 * `contactus`) and `key` (usually the client address). Rows older than any window are pruned.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_bucket_key_idx').on(t.bucket, t.key, t.occurredAt)],
);
