import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { makePrivateFolder, tightenTree } from '../private-files';
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

const genericPlanDatabases = new WeakMap<Database, Database>();

/**
 * Where to run a prepared statement that must be planned once, not on every call: on
 * PostgreSQL a second pool on the same database whose sessions have `plan_cache_mode =
 * force_generic_plan`; elsewhere (PGlite, which takes no statement names) `db` itself.
 *
 * PostgreSQL plans a named statement for the values of each call until it judges its generic
 * plan no dearer; the inbox's page statement (buyer-posts.ts) is judged dearer, for a buyer's
 * short band arrays and today's date that it cannot see in a generic plan, though that plan
 * is the same scan and as fast, so it would be planned on every call (a quarter of its time).
 * The setting is not made on the main pool: it would also apply to every unnamed statement.
 * Only statements prepared for it are sent here (`.prepare(name)` on this database).
 *
 * Memory: a session keeps each statement's generic plan, about 0.5 MB for an inbox page
 * statement (its post rows' joins and lists are most of it); 85 of them took 44 MB of one
 * session. There are at most 192 kinds of page (buyer-posts.ts: 12 shapes of a buyer's criteria
 * and 4 fields, each in 12 orders), so at worst about 96 MB a connection of this pool; idle
 * connections close after 10 s.
 */
export function genericPlanDatabase(db: Database): Database {
  return genericPlanDatabases.get(db) ?? db;
}

/** A node-postgres pool's connections: open, idle, and requests waiting for one. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The connection usage of `db`'s pool (node-postgres: `totalCount`, `idleCount`, `waitingCount`);
 * null for PGlite, which has one connection and no pool.
 */
export function poolUsage(db: Database): PoolUsage | null {
  // drizzle keeps the pool (or the PGlite instance) as `session.client`.
  const client = (db as unknown as { session: { client: Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', number>> } }).session.client;
  if (typeof client.totalCount !== 'number') return null;
  return { total: client.totalCount, idle: client.idleCount ?? 0, waiting: client.waitingCount ?? 0 };
}

/**
 * Opens the generic-plan pool of `db` (PostgreSQL at `url`); answers its close. Up to `max`
 * connections beside the main pool's (DATABASE_POOL_SIZE each), closed after 10 s idle.
 */
export async function attachGenericPlanDatabase(db: Database, url: string, max: number): Promise<() => Promise<void>> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, options: '-c plan_cache_mode=force_generic_plan' });
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  genericPlanDatabases.set(db, drizzle(pool, { schema }) as unknown as Database);
  return () => pool.end();
}

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
    const max = Number(process.env.DATABASE_POOL_SIZE ?? 10);
    const pool = new Pool({ connectionString: options.url, max, connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const closeGenericPlans = await attachGenericPlanDatabase(db as unknown as Database, options.url, max);
    return { db: db as unknown as Database, kind: 'postgres', close: async () => void (await Promise.all([pool.end(), closeGenericPlans()])) };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const onDisk = !dataDir.startsWith('memory://');
  // PGlite chmods the files it copies in (a new database's) to 666: taken back to 600 once open, and again once closed.
  const tighten = () => onDisk && tightenTree(dataDir);
  if (onDisk) makePrivateFolder(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(dataDir, { extensions: await pgliteExtensions() });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  tighten();
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: async () => {
      await client.close();
      tighten();
    },
  };
}
