import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { build, type BuildOptions } from '../src/app';
import type { AppConfig } from '../src/config';
import { attachGenericPlanDatabase, MIGRATIONS_FOLDER, type Database } from '../src/db/client';
import { pgliteExtensions } from '../src/db/pglite-extensions';
import * as schema from '../src/db/schema';
import { contextWithoutApp, type ServiceContext } from '../src/services/context';

/**
 * Test apps on a real database, through `app.inject`.
 * - `TEST_DB=pglite` (default without TEST_DATABASE_URL): PGlite in memory, every app started
 *   from a data folder migrated once for all test files (a file in the system's temp folder,
 *   named by the migrations' digest).
 * - `TEST_DB=postgres` (default when TEST_DATABASE_URL is set): a fresh `test_<random>`
 *   database on that server per app, copied from a template database migrated once for all
 *   test files (`test_template_<digest>`), dropped on close.
 * Migrating takes 3 to 8 s on two busy cores; a copy of the migrated database well under one.
 * Always `await close()` (afterAll/afterEach).
 */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  kind: 'pglite' | 'postgres';
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildOptions, 'db' | 'config'>> {
  config?: Partial<AppConfig>;
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  const chosen = process.env.TEST_DB;
  if (chosen === 'pglite' || chosen === 'postgres') return chosen;
  if (chosen) throw new Error(`TEST_DB must be pglite or postgres, not ${JSON.stringify(chosen)}`);
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

// Until the first migration is committed a locally generated one can be pointed at (never committed).
const migrationsFolder = process.env.TEST_MIGRATIONS_FOLDER ?? MIGRATIONS_FOLDER;

/** The migrations' digest (names and contents): a database migrated by other migrations is never reused. */
const migrationsDigest = (() => {
  const hash = createHash('sha256');
  const files = (readdirSync(migrationsFolder, { recursive: true }) as string[]).filter((file) => /\.(sql|json)$/.test(file)).sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(migrationsFolder, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
})();
const processJwtSecret = randomBytes(32).toString('hex');
const tempDirs: string[] = [];

function tempDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `insolvency-${label}-`));
  tempDirs.push(dir);
  return dir;
}

/** A config for tests: temp data and front-end folders, a per-process JWT key, no Redis/SMTP. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const rootDir = overrides.rootDir ?? tempDir('root');
  const dataDir = overrides.dataDir ?? tempDir('data');
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    metricsPort: 0,
    metricsHost: '127.0.0.1',
    listenSocket: null,
    rootDir,
    dataDir,
    databaseUrl: null,
    dbDir: path.join(dataDir, 'db'),
    smtpUrl: null,
    redisUrl: null,
    publicUrl: 'http://localhost:3000',
    jwtSecret: processJwtSecret,
    seedDemo: false,
    trustProxy: false,
    logLevel: 'silent',
    // Off: tests read their own writes at once; cache tests turn it on with a fake clock.
    publicCacheTtlSeconds: 0,
    mailFrom: '"Insolvency Marketplace" <no-reply@test.invalid>',
    supportEmail: 'support@test.invalid',
    outboxDir: path.join(dataDir, 'outbox'),
    altchaHmacKey: 'test-altcha-hmac-key-of-at-least-32-characters',
    // A cheap proof of work: tests solve challenges in milliseconds.
    altchaMaxNumber: 1000,
    recaptchaSecret: null,
    recaptchaSiteKey: null,
    mailWebhookSecret: 'test-webhook-secret',
    supplier: { name: 'Marketplace Test Ltd', address: '1 Test Street, London, EC1A 1AA', vatNumber: 'GB123456789' },
    testClock: false,
    adminReportUrl: null,
    mailServiceDashboardUrl: null,
    scheduledMailSweepMs: 60_000,
    // Never fetched in tests: the download's handler is tested with a file instead.
    sanctionsListUrl: null,
    sanctionsListCron: '30 6 * * *',
    shutdownTimeoutMs: 25_000,
    emailPostRecipientsPerDay: 50,
    // High: a test file searches far more than a visitor would; search-limits.test.ts sets its own.
    searchRequestsPerMinute: 10_000,
    postSavesPerHour: 10_000,
    // High, as post saves: a test file changes one buyer's details far more often; screening-routes.test.ts sets its own.
    screenedDetailSavesPerHour: 10_000,
    releaseRetentionDays: 7,
    requestTimeoutMs: 600_000,
    connectionTimeoutMs: 120_000,
    headersTimeoutMs: 20_000,
    bodyTimeoutMs: 30_000,
    maxConnections: 10_000,
    // Every test client comes from 127.0.0.1.
    maxConnectionsPerAddress: 0,
    uploads: { perUser: 2, inAll: 10, minBytes: 16_384, rateWindowMs: 15_000, minBytesPerSecond: 65_536, graceMs: 30_000, perHour: 1000 },
    stampTimeLimitMs: 30_000,
    ...overrides,
  };
}

/**
 * The data folder of a migrated PGlite, made by the first test process that needs it and kept in
 * the system's temp folder under the migrations' digest for every later one (written to a
 * temporary name, then renamed: processes that race write the same bytes). A checkpoint comes
 * before the dump: a dump of a database with unflushed changes starts in crash recovery, which
 * replayed the migrations' 4 MB of WAL at every start (about a second of CPU per test app).
 */
let migratedPglite: Promise<ArrayBuffer> | undefined;

function migratedPgliteDataDir(): Promise<ArrayBuffer> {
  migratedPglite ??= (async () => {
    const file = path.join(tmpdir(), `insolvency-pglite-migrated-checkpointed-${migrationsDigest}.tar`);
    if (existsSync(file)) return arrayBufferOf(readFileSync(file));
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite({ extensions: await pgliteExtensions() });
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
      await client.query('CHECKPOINT');
      const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
      return arrayBufferOf(dump);
    } finally {
      await client.close();
    }
  })();
  return migratedPglite;
}

function arrayBufferOf(bytes: Buffer): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/**
 * The migrated data folder as the tarball PGlite loads, its bytes read from this process's copy:
 * Node 20's `Blob#arrayBuffer` copies a 45 MB blob in small chunks at every start, about a
 * fifth of a test app's start. PGlite only reads the bytes (it copies each file into its own).
 */
class MigratedDataDir extends Blob {
  constructor(private readonly tarBytes: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tarBytes);
  }
}

async function pgliteDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client: PGlite = new PGlite({ loadDataDir: new MigratedDataDir(await migratedPgliteDataDir()), extensions: await pgliteExtensions() });
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as Database,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Drops a test database once its connections have gone. Forcing it at once would kill a
 * backend whose client is still closing, and that client then throws an unhandled error.
 */
async function dropWhenClosed(admin: (sql: string) => Promise<void>, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // object_in_use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Runs one statement on the TEST_DATABASE_URL server, outside any test database (CREATE, DROP DATABASE). */
export async function onTestServer(statement: string): Promise<void> {
  await queryTestServer(statement);
}

async function queryTestServer(statement: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a database migrated by these migrations, made by the first test process that
 * needs it and copied by every app after (`CREATE DATABASE … TEMPLATE`). It is built under a
 * name of its own and renamed once migrated, so no process copies a half-migrated one; a
 * process that loses the race drops its own. Nobody connects to it after, which a copy needs.
 */
let migratedTemplate: Promise<string> | undefined;

function migratedPostgresTemplate(): Promise<string> {
  migratedTemplate ??= (async () => {
    const name = `test_template_${migrationsDigest}`;
    if ((await queryTestServer('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0) return name;
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const building = `test_building_${randomBytes(8).toString('hex')}`;
    await onTestServer(`CREATE DATABASE ${building}`);
    const pool = new Pool({ connectionString: databaseUrl(building), max: 1 });
    try {
      await migrate(drizzle(pool, { schema }), { migrationsFolder });
    } finally {
      await pool.end();
    }
    try {
      await onTestServer(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await dropWhenClosed(onTestServer, building);
      if ((error as { code?: string }).code !== '42P04') throw error; // duplicate_database: another process made it first
    }
    return name;
  })();
  return migratedTemplate;
}

/**
 * A copy of the template (above). PostgreSQL refuses to copy a database someone is connected
 * to (55006), which another process's rename or a look from psql may briefly be: tried again.
 */
async function createFromTemplate(name: string): Promise<void> {
  const template = await migratedPostgresTemplate();
  for (let attempt = 0; ; attempt++) {
    try {
      await onTestServer(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function postgresDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const name = `test_${randomBytes(8).toString('hex')}`;
  await createFromTemplate(name);
  const pool = new Pool({ connectionString: databaseUrl(name), max: 4 });
  const db = drizzle(pool, { schema });
  // As the product opens it: the inbox's prepared statements run on a pool of their own.
  const closeGenericPlans = await attachGenericPlanDatabase(db as unknown as Database, databaseUrl(name), 2);
  return {
    db: db as unknown as Database,
    close: async () => {
      await Promise.all([pool.end(), closeGenericPlans()]);
      await dropWhenClosed(onTestServer, name);
    },
  };
}

/** A migrated, empty database of the chosen kind, without an app (for service tests). */
export async function openTestDatabase(): Promise<{ db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> }> {
  const kind = testDatabaseKind();
  const handle = kind === 'postgres' ? await postgresDatabase() : await pgliteDatabase();
  return { ...handle, kind };
}

/**
 * A service context on `db` without an app, for service tests that only read and write the
 * database: its clock reads `now`; the parts only an app has (configuration, mailer, sessions,
 * events, deferred work) throw when used (use `buildTestApp` for those).
 */
export function serviceContextOn(db: Database, now: () => number = Date.now): ServiceContext {
  return contextWithoutApp(db, now, (part) => {
    throw new Error(`serviceContextOn: no ${part} without an app (use buildTestApp)`);
  });
}

/**
 * The test app's database through connections of its own, as another instance opens it: on
 * PostgreSQL a pool of its own; PGlite lives in this process's memory, so its one handle.
 */
export async function anotherConnection(t: TestApp): Promise<{ db: Database; close: () => Promise<void> }> {
  if (t.kind === 'pglite') return { db: t.db, close: async () => {} };
  const { rows } = (await t.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] };
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: databaseUrl(rows[0].name), max: 2 });
  const db = drizzle(pool, { schema }) as unknown as Database;
  const closeGenericPlans = await attachGenericPlanDatabase(db, databaseUrl(rows[0].name), 1);
  return { db, close: async () => void (await Promise.all([pool.end(), closeGenericPlans()])) };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config: configOverrides, ...buildOptions } = options;
  const database = await openTestDatabase();
  const config = testConfig(configOverrides);
  let app: FastifyInstance;
  try {
    app = await build({ ...buildOptions, db: database.db, config });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  let closed = false;
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
    },
  };
}

/**
 * For a suite of static-file tests: an app serving the built tree written under `root` (with its
 * data in `dataDir`), started before the suite and closed, with `root` removed, after it.
 */
/** Writes a file of a built tree under `root` (folders made as needed); an object is written as JSON. */
export function treeWriter(root: string): (file: string, content: unknown) => void {
  return (file, content) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
  };
}

export function appServingBuiltTree(root: string, dataDir: string): () => FastifyInstance {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp({ config: { rootDir: root, dataDir } });
  });
  afterAll(async () => {
    await testApp?.close();
    rmSync(root, { recursive: true, force: true });
  });
  return () => testApp!.app;
}

// The temp folders go when the test file ends.
if (typeof afterAll === 'function') {
  afterAll(async () => {
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}
