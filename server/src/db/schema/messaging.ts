import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/**
 * Messages of the notification area, shown to signed-in users when created after their last
 * dismissal: site-wide (`userId` null) or addressed to one user (migration 0013).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The one user it is for; null: everyone. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('notifications_created_at_idx').on(t.createdAt), index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** An address mail is not sent to (unsubscribed, bounced, blocked). `address_slot` 1 is email1, 2 is email2. */
export const emailSuppressions = pgTable(
  'email_suppressions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressSlot: smallint('address_slot').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('email_suppressions_user_idx').on(t.userId, t.addressSlot), check('email_suppressions_slot_check', sql`${t.addressSlot} in (1, 2)`)],
);

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Outbox of background work (queued mails first). A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so several API instances can share it; plain SQL keeps it
 * usable on PGlite as on PostgreSQL.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Set for work that must happen once (e.g. one mail per buyer and period): a second insert is ignored. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * Every E-mail Post send: who sent which post to how many addresses (never the addresses).
 * Counts each sender's recipients against the daily limit and shows admins who mails what.
 */
export const postEmailSends = pgTable(
  'post_email_sends',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    recipientCount: smallint('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('post_email_sends_sender_idx').on(t.senderId, t.createdAt)],
);
