import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * pg-boss's job tables (created by migration 0014, owned by pg-boss), declared for reading only:
 * the queued jobs (`job`, one partition per queue) and the finished ones it moved away
 * (`archive`, after `archiveCompletedAfterSeconds`). Not part of `schema`: drizzle-kit does not
 * manage them, and only services/mail/mail-queue.ts writes jobs (mostly through pg-boss).
 */
const pgboss = pgSchema('pgboss');

const jobColumns = {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  data: jsonb('data'),
  /** created, retry, active, completed, cancelled or failed. */
  state: text('state').notNull(),
  retryLimit: integer('retry_limit').notNull(),
  retryCount: integer('retry_count').notNull(),
  startAfter: timestamp('start_after', { withTimezone: true, mode: 'date' }).notNull(),
  singletonKey: text('singleton_key'),
  completedOn: timestamp('completed_on', { withTimezone: true, mode: 'date' }),
  /** pg-boss keeps the last failure here (`{message, stack ...}`). */
  output: jsonb('output'),
};

export const bossJobs = pgboss.table('job', jobColumns);
export const bossArchive = pgboss.table('archive', jobColumns);
