import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
 * - `TEST_DB=pglite` (default without TEST_DATABASE_URL): PGlite in memory. One migrated
 *   template per test-file process; every app gets a `clone()` of it.
 * - `TEST_DB=postgres` (default when TEST_DATABASE_URL is set): a fresh `test_<random>`
 *   database on that server per app, migrated, dropped on close.
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
    shutdownTimeoutMs: 25_000,
    emailPostRecipientsPerDay: 50,
    // High: a test file searches far more than a visitor would; search-limits.test.ts sets its own.
    searchRequestsPerMinute: 10_000,
    requestTimeoutMs: 600_000,
    connectionTimeoutMs: 120_000,
    uploads: { perUser: 2, inAll: 10, minBytes: 16_384, rateWindowMs: 15_000 },
    stampTimeLimitMs: 30_000,
    ...overrides,
  };
}

interface PgliteTemplate {
  /** The migrated instance itself: the first app of the file uses it directly. */
  client: PGlite;
  handedOut: boolean;
  /** Its data folder right after migration: later apps start from it (what `clone()` does, ~0.5 s instead of ~3-8 s). */
  snapshot: Blob | File;
}
let template: Promise<PgliteTemplate> | undefined;

function pgliteTemplate(): Promise<PgliteTemplate> {
  template ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite({ extensions: await pgliteExtensions() });
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    return { client, handedOut: false, snapshot: await client.dumpDataDir('none') };
  })();
  return template;
}

async function pgliteDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const state = await pgliteTemplate();
  let client: PGlite;
  if (!state.handedOut) {
    state.handedOut = true;
    client = state.client;
  } else {
    client = new PGlite({ loadDataDir: state.snapshot, extensions: await pgliteExtensions() });
    await client.waitReady;
  }
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
  const { Client } = await import('pg');
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = onTestServer;
  await admin(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const pool = new Pool({ connectionString: dbUrl.toString(), max: 4 });
  const db = drizzle(pool, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    await dropWhenClosed(admin, name);
    throw error;
  }
  // As the product opens it: the inbox's prepared statements run on a pool of their own.
  const closeGenericPlans = await attachGenericPlanDatabase(db as unknown as Database, dbUrl.toString(), 2);
  return {
    db: db as unknown as Database,
    close: async () => {
      await Promise.all([pool.end(), closeGenericPlans()]);
      await dropWhenClosed(admin, name);
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

// A PGlite start takes seconds on a busy machine; database-backed tests get a generous limit.
if (typeof jest !== 'undefined') jest.setTimeout(120_000);

// One template per test-file process: closed, with the temp folders, when the file ends.
if (typeof afterAll === 'function') {
  afterAll(async () => {
    if (template) {
      const { client } = await template;
      if (!client.closed) await client.close();
    }
    template = undefined;
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
}
