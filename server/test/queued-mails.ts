import { and, eq, like, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { bossArchive, bossJobs } from '../src/db/boss-tables';
import { MAIL_QUEUE } from '../src/services/mail';

/** A mail job as pg-boss keeps it: waiting or done in `pgboss.job`, or moved to `pgboss.archive`. */
export type MailJob = typeof bossJobs.$inferSelect;

/**
 * The mail jobs (queued, retried, done, failed or archived), oldest first; by dedupe key
 * (`key`, or `keyPrefix` for a family such as `match-alert:<period>:`) or job id.
 */
export async function mailJobs(db: Database, filter: { key?: string; keyPrefix?: string; id?: string } = {}): Promise<MailJob[]> {
  const where = (table: typeof bossJobs | typeof bossArchive): SQL | undefined =>
    and(
      eq(table.name, MAIL_QUEUE),
      filter.key === undefined ? undefined : eq(table.singletonKey, filter.key),
      filter.keyPrefix === undefined ? undefined : like(table.singletonKey, `${filter.keyPrefix}%`),
      filter.id === undefined ? undefined : eq(table.id, filter.id),
    );
  const rows = await db
    .select()
    .from(bossJobs)
    .where(where(bossJobs))
    .unionAll(db.select().from(bossArchive).where(where(bossArchive)));
  return rows.sort((a, b) => a.startAfter.getTime() - b.startAfter.getTime());
}

/** Makes a waiting mail due now (as if its retry delay had passed). */
export async function makeDue(db: Database, id: string): Promise<void> {
  await db.update(bossJobs).set({ startAfter: new Date(Date.now() - 1000) }).where(and(eq(bossJobs.name, MAIL_QUEUE), eq(bossJobs.id, id)));
}
