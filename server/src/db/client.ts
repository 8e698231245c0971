import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one drizzle type the services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, 'migrations');

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`
 * (`memory://` for tests). Migrations run before the handle is returned.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A request waits at most 5 s for a connection: with the server down or unreachable it is
    // answered 503 rather than held.
    const pool = new Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(dataDir, { extensions: await pgliteExtensions() });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
