import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Tables a refused request may write by design, left out of the "a refused write changes
 * nothing" check: counting refused attempts is their whole point.
 * - login_attempts: a failed login is recorded for the throttle (services/auth/login-throttle).
 * - rate_limit_events: every counted request, refused ones included, is a rate-limit event.
 */
export const WRITTEN_ON_REFUSAL = ['login_attempts', 'rate_limit_events'];

/** Row count and checksum per table: `{users: "5 -81985529216486895"}`. */
export type Fingerprint = Record<string, string>;

export interface DatabaseState {
  /** The next transaction id: it moves whenever a transaction writes anything, and only then. */
  nextTransactionId: string;
  fingerprint: Fingerprint;
}

/**
 * Watches every table but WRITTEN_ON_REFUSAL. `changedSince` costs one cheap query while
 * nothing was written; only when a transaction has written does it checksum the tables.
 */
export async function createDatabaseWatch(db: Database) {
  // Both drivers answer an object with `rows` (node-postgres QueryResult, PGlite Results).
  const rows = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const tables = (await rows<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`))
    .map((row) => row.tablename)
    .filter((table) => !WRITTEN_ON_REFUSAL.includes(table));
  // Row count and the sum of a 64-bit hash of each row as text: order-free, so no sort.
  const fingerprintQuery = sql.raw(
    tables.map((table) => `select '${table}' as name, count(*) || ' ' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) as sum from "${table}" t`).join(' union all '),
  );
  const nextTransactionId = async () =>
    (await rows<{ xmax: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`))[0].xmax;
  const fingerprint = async (): Promise<Fingerprint> =>
    Object.fromEntries((await rows<{ name: string; sum: string }>(fingerprintQuery)).map((row) => [row.name, row.sum]));
  const snapshot = async (): Promise<DatabaseState> => ({ nextTransactionId: await nextTransactionId(), fingerprint: await fingerprint() });

  let state = await snapshot();
  return {
    /** The tables whose rows changed since the last call (or the start), and whether it had to checksum them. */
    async changedSince(): Promise<{ tables: string[]; checksummed: boolean }> {
      if ((await nextTransactionId()) === state.nextTransactionId) return { tables: [], checksummed: false };
      const before = state.fingerprint;
      state = await snapshot();
      return { tables: Object.keys(state.fingerprint).filter((table) => before[table] !== state.fingerprint[table]), checksummed: true };
    },
  };
}
