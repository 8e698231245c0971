import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Database } from '../db/client';
import { AppError } from '../errors';
import { singleFlight, TimeLimitExceeded, withinTime } from './bounded-work';
import type { ServiceContext } from './context';

/** How long the readiness check waits for the database. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

export const READINESS_MESSAGES = {
  databaseSlow: `Not ready: the database did not answer within ${READY_DATABASE_TIMEOUT_MS / 1000} seconds.`,
  databaseDown: 'Not ready: the database did not answer.',
  migrations: 'Not ready: the database is missing migrations of this version.',
  queue: 'Not ready: the job queue is not running.',
  draining: 'Not ready: this instance is shutting down.',
} as const;

/** When this build's newest migration was made: drizzle records it as `created_at` once applied. */
const NEWEST_MIGRATION_MILLIS = Math.max(
  ...(JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map((entry) => entry.when),
);

/** One query per database at a time, however often the load balancer asks: a hung server holds one connection, not the pool. */
const newestAppliedMigration = new WeakMap<Database, () => Promise<number>>();
function readNewestAppliedMigration(db: Database): Promise<number> {
  let read = newestAppliedMigration.get(db);
  if (!read) {
    read = singleFlight(async () => {
      const result = (await db.execute(sql`select coalesce(max(created_at), 0)::bigint as newest from drizzle.__drizzle_migrations`)) as unknown as { rows: { newest: string | number }[] };
      return Number(result.rows[0]?.newest ?? 0);
    });
    newestAppliedMigration.set(db, read);
  }
  return read();
}

/**
 * Whether this instance may take traffic: it is not shutting down (`draining`, set on SIGTERM), the database answers (within READY_DATABASE_TIMEOUT_MS),
 * it holds every migration of this build, and the job queue runs. Throws 503 naming the first
 * check that failed.
 */
export async function checkReadiness(ctx: ServiceContext, draining: boolean): Promise<{ status: 'ready' }> {
  if (draining) throw new AppError(503, READINESS_MESSAGES.draining);
  let newest: number;
  try {
    newest = await withinTime(readNewestAppliedMigration(ctx.db), READY_DATABASE_TIMEOUT_MS);
  } catch (error) {
    throw new AppError(503, error instanceof TimeLimitExceeded ? READINESS_MESSAGES.databaseSlow : READINESS_MESSAGES.databaseDown);
  }
  if (newest < NEWEST_MIGRATION_MILLIS) throw new AppError(503, READINESS_MESSAGES.migrations);
  if (!ctx.mailer.queue.started) throw new AppError(503, READINESS_MESSAGES.queue);
  return { status: 'ready' };
}
