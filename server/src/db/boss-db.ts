import type PgBoss from 'pg-boss';
import type { Database } from './client';

/** What both drivers' connections (and their transactions) answer to: node-postgres and PGlite. */
interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: several statements in one string, without values. */
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * pg-boss's connection (`executeSql(text, values)`) over one of our drizzle databases or
 * transactions, so pg-boss runs on PGlite as on PostgreSQL and a job sent with
 * `{ db: bossDb(tx) }` is stored only if `tx` commits. pg-boss's SQL goes to the driver's own
 * connection as written (its `$n` values unchanged); its maintenance commands are several
 * statements without values (`BEGIN; ...; COMMIT`), which PGlite runs only through `exec`
 * (node-postgres sends such text with the simple protocol by itself).
 */
export function bossDb(db: Database): PgBoss.Db {
  // drizzle keeps the pool, the PGlite instance or the transaction's connection as `session.client`.
  const client = (db as unknown as { session: { client: SqlClient } }).session.client;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (!values.length && client.exec) {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}
