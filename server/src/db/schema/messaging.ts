import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** What the notice is about (e.g. one deal-room answer), so its user keeps one of it; null: a notice of its own (migration 0020). */
    noticeKey: text('notice_key'),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.noticeKey),
  ],
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

/**
 * Keys of background work that must happen once ever (one match alert per buyer and period, one
 * mail per expression of interest ...): the job is queued (pg-boss, services/mail/mail-queue.ts)
 * in the statement or transaction that inserts its key, and not when the key exists. pg-boss's
 * own singleton keys hold only while a job waits or runs, not after it is done and archived.
 */
export const jobOnceKeys = pgTable('job_once_keys', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
  (t) => [index('post_email_sends_sender_idx').on(t.senderId, t.createdAt), index('post_email_sends_post_idx').on(t.postId)],
);
