// Also run on PostgreSQL by `npm test`: the dump and restore of the database itself.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { create, extract } from 'tar';
import { build } from '../../src/app';
import { loadConfig, REPO_ROOT } from '../../src/config';
import { takeCensus, type DatabaseCensus } from '../../src/db/backup/census';
import { bossDb } from '../../src/db/boss-db';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { seedDatabase } from '../../src/seed';
import { STORED_FILE_CHUNK_BYTES } from '../../src/services/deal-room/stored-files';
import { multipartBody, samplePdf, samplePng } from '../factories/deal-room';
import { createPost } from '../factories/posts';
import { onTestServer, testConfig, testDatabaseKind } from '../helper';
import { entriesNotPrivate } from '../private-files';
import { bearerFor } from '../sessions';

/*
 * The restore drill (docs/operations.md, Backups): the demo data plus a deal room with documents and a
 * queued mail, `npm run backup`, the database wiped, `npm run restore`, then every table's row
 * count (every table of the catalog, pg-boss's included), every stored document's SHA-256
 * (recomputed from its chunks) and an embedded installation's keys as before. On PGlite in the
 * PGlite pass, on PostgreSQL in the PostgreSQL pass (TEST_DATABASE_URL).
 *
 * All under umask 0, the loosest an operator may have: the backup file (while written too) and
 * everything the restore puts in DATA_DIR must still be their owner's alone.
 */

const kind = testDatabaseKind();
const work = mkdtempSync(path.join(tmpdir(), 'insolvency-backup-'));
const dataDir = path.join(work, 'data');
afterAll(() => rmSync(work, { recursive: true, force: true }));
let umaskBefore: number;
beforeAll(() => (umaskBefore = process.umask(0)));
afterAll(() => process.umask(umaskBefore));

/** A database of the pass's kind: PGlite in `dataDir/db`, or a PostgreSQL database of its own (dropped at the end). */
const target = kind === 'postgres' ? postgresTarget() : { url: undefined, wipe: async () => rmSync(dataDir, { recursive: true, force: true }) };

function postgresTarget() {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_backup_${randomBytes(6).toString('hex')}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const admin = onTestServer;
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const wipe = async () => {
    await admin(`DROP DATABASE ${name}`);
    await admin(`CREATE DATABASE ${name}`);
  };
  return { url, wipe };
}

const open = (): Promise<DatabaseHandle> => openDatabase(target.url ? { url: target.url } : { dataDir: path.join(dataDir, 'db') });

/** Runs `npm run <script> -- <args>` as an operator would (node scripts/<script>.mjs), on this pass's database. */
function run(script: 'backup' | 'restore', args: string[], envOverrides: Record<string, string | undefined> = {}): Promise<{ status: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: target.url, ...envOverrides };
  for (const name of ['DATABASE_URL', 'DATA_DIR']) if (env[name] === undefined) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', `${script}.mjs`), ...args], { cwd: REPO_ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

async function censusOf(handle: DatabaseHandle): Promise<DatabaseCensus> {
  return takeCensus((text, values) => bossDb(handle.db).executeSql(text, values ?? []) as Promise<{ rows: unknown[] }>);
}

/** The demo data (its deal room included), a deal room of two documents (one over a chunk) and a queued mail. Answers the documents' bytes. */
async function seedMarketplace(): Promise<Buffer[]> {
  const handle = await open();
  const config = testConfig({ dataDir });
  // The keys an embedded installation generates into DATA_DIR on its first start.
  if (kind === 'pglite') keysBefore = embeddedKeys();
  const app = await build({ db: handle.db, config });
  try {
    await seedDatabase(handle.db, { demo: true, now: new Date() });
    const [seller] = await handle.db.select().from(users).where(eq(users.email1, 'seller@example.com'));
    const post = await createPost(handle.db, { createdBy: seller.id });
    const documents = [Buffer.concat([await samplePdf(3), Buffer.alloc(STORED_FILE_CHUNK_BYTES, 0x20)]), samplePng()];
    const authorization = await bearerFor({ db: handle.db, config, app }, seller);
    for (const [index, content] of documents.entries()) {
      const body = await multipartBody({ Title: `Document ${index + 1}` }, [{ name: index ? 'plan.png' : 'accounts.pdf', content }]);
      const res = await app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${post.id}`, payload: body.payload, headers: { ...body.headers, authorization } });
      expect(res.statusCode).toBe(201);
    }
    await bossDb(handle.db).executeSql(`INSERT INTO pgboss.job (name, data) VALUES ('mail', '{"mail": {"to": "buyer@example.com"}}')`, []);
    return documents;
  } finally {
    await app.close();
    await handle.close();
  }
}

/** The keys the server reads (or generates) in DATA_DIR. */
const embeddedKeys = () => {
  const { jwtSecret, altchaHmacKey } = loadConfig({ DATA_DIR: dataDir });
  return { jwtSecret, altchaHmacKey };
};
let keysBefore: ReturnType<typeof embeddedKeys>;
let before: DatabaseCensus;
let documents: Buffer[];
const backupFile = path.join(work, 'drill.backup');

beforeAll(async () => {
  documents = await seedMarketplace();
  const handle = await open();
  before = await censusOf(handle).finally(() => handle.close());
});

test('the census counts every table, pg-boss included, and rehashes the documents', () => {
  expect(before.tables['public.posts']).toBeGreaterThan(40);
  // The demo deal room's pack beside the two documents here; each file one chunk but the first here, two.
  const stored = Object.values(before.documents);
  expect(stored.length).toBeGreaterThan(documents.length);
  expect(before.tables['public.stored_file_chunks']).toBe(stored.length + 1);
  expect(Object.keys(before.tables).some((table) => table.startsWith('pgboss.') && before.tables[table] > 0)).toBe(true);
  expect(stored).toEqual(expect.arrayContaining(documents.map((bytes) => createHash('sha256').update(bytes).digest('hex'))));
  expect(before.damagedDocuments).toEqual([]);
});

/** Runs `npm run backup -- --out <file>`; answers its result and the modes its `.partial` file had while it was written. */
async function backupWatchingPartial(file: string): Promise<{ status: number | null; output: string; partialSeen: number; partialModes: number[] }> {
  const partialModes: number[] = [];
  let partialSeen = 0;
  const watcher = watch(path.dirname(file), (_event, name) => {
    if (name !== `${path.basename(file)}.partial`) return;
    partialSeen += 1;
    try {
      partialModes.push(statSync(path.join(path.dirname(file), name)).mode & 0o777);
    } catch {
      // Renamed to its final name meanwhile.
    }
  });
  try {
    return { ...(await run('backup', ['--out', file])), partialSeen, partialModes };
  } finally {
    watcher.close();
  }
}

test('backup, wipe, restore: every table has its rows and every document its SHA-256', async () => {
  const backup = await backupWatchingPartial(backupFile);
  expect(backup.output).toMatch(new RegExp(`Backed up .*${Object.keys(before.tables).length} tables`));
  expect(backup.status).toBe(0);
  expect(statSync(backupFile).mode & 0o777).toBe(0o600);
  // Written under its .partial name first, and never readable by others whenever it was seen there.
  // A quiet machine may write and rename it before the watcher's stat: then the event is all there is.
  expect(backup.partialSeen).toBeGreaterThan(0);
  expect(backup.partialModes.map((mode) => mode.toString(8))).toEqual(backup.partialModes.map(() => '600'));

  await target.wipe();
  const restore = await run('restore', [backupFile]);
  expect(restore.output).toMatch(/Restored .* documents/);
  expect(restore.status).toBe(0);

  const handle = await open();
  const after = await censusOf(handle).finally(() => handle.close());
  expect(after).toEqual(before);
  if (kind === 'pglite') {
    // The embedded keys come back too (wiped with DATA_DIR): the restored sessions stay valid.
    expect(embeddedKeys()).toEqual(keysBefore);
    // DATA_DIR, made again by the restore: the database's folders and files and the keys its user's alone.
    expect(entriesNotPrivate(dataDir)).toEqual([]);
  }
});

test('a damaged backup fails the restore and leaves the database as it was', async () => {
  const damaged = path.join(work, 'damaged.tar');
  const unpacked = mkdtempSync(path.join(work, 'unpacked-'));
  await extract({ file: backupFile, cwd: unpacked });
  const databaseEntry = kind === 'postgres' ? 'database.dump' : 'pgdata.tar.gz';
  const bytes = readFileSync(path.join(unpacked, databaseEntry));
  writeFileSync(path.join(unpacked, databaseEntry), bytes.subarray(0, Math.floor(bytes.length / 2)));
  await create({ file: damaged, cwd: unpacked }, readdirSync(unpacked));

  const refused = await run('restore', [damaged, '--force']);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(kind === 'postgres' ? /pg_restore failed/ : /could not be loaded.*left as it was/);
  const handle = await open();
  expect(await censusOf(handle).finally(() => handle.close())).toEqual(before);
});

test('restore refuses to overwrite a database that holds data unless --force', async () => {
  const refused = await run('restore', [backupFile]);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(/already holds .*--force/);

  const forced = await run('restore', [backupFile, '--force']);
  expect(forced.status).toBe(0);
  const handle = await open();
  expect(await censusOf(handle).finally(() => handle.close())).toEqual(before);
});

test('restore refuses a backup of the other kind of database, and a file that is no backup', async () => {
  // The operator's environment names the other kind: DATABASE_URL set for an embedded backup, unset for a PostgreSQL one.
  const otherTarget = kind === 'postgres' ? { DATABASE_URL: undefined, DATA_DIR: path.join(work, 'empty') } : { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  const mismatch = await run('restore', [backupFile, '--force'], otherTarget);
  expect(mismatch.status).not.toBe(0);
  expect(mismatch.output).toMatch(kind === 'postgres' ? /PostgreSQL database.*DATABASE_URL is not set/ : /embedded \(PGlite\) database.*DATABASE_URL/);

  const notABackup = path.join(work, 'notes.txt');
  writeFileSync(notABackup, 'not a backup');
  const refused = await run('restore', [notABackup, '--force']);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(/is not a backup made by npm run backup/);
});

if (kind === 'pglite') {
  test('backup refuses an embedded database that a running server holds', async () => {
    const handle = await open();
    try {
      const refused = await run('backup', ['--out', path.join(work, 'while-open.backup')]);
      expect(refused.status).not.toBe(0);
      expect(refused.output).toMatch(/in use by a running server.*stop/);
      expect(existsSync(path.join(work, 'while-open.backup'))).toBe(false);
    } finally {
      await handle.close();
    }
  });
}

if (kind === 'pglite') {
  test.each([
    ['has no file for a key its backup.json lists', (secrets: string) => rmSync(path.join(secrets, 'jwt-secret'))],
    ['holds a folder where a key should be', (secrets: string) => {
      rmSync(path.join(secrets, 'jwt-secret'));
      mkdirSync(path.join(secrets, 'jwt-secret'));
    }],
  ])('a backup that %s is refused in one line before anything is replaced', async (_case, spoil) => {
    // The database now holds a row the backup does not: a restore would take it away.
    const handle = await open();
    await bossDb(handle.db).executeSql(`INSERT INTO pgboss.job (name, data) VALUES ('mail', '{"mail": {"to": "later@example.com"}}')`, []);
    const current = await censusOf(handle).finally(() => handle.close());
    const keys = embeddedKeys();

    const unpacked = mkdtempSync(path.join(work, 'unpacked-'));
    await extract({ file: backupFile, cwd: unpacked });
    spoil(path.join(unpacked, 'secrets'));
    const spoilt = path.join(unpacked, '..', `${path.basename(unpacked)}.tar`);
    await create({ file: spoilt, cwd: unpacked }, readdirSync(unpacked));

    const refused = await run('restore', [spoilt, '--force']);
    expect(refused.status).not.toBe(0);
    expect(refused.output.trim()).toMatch(/^[^\n]*secrets\/jwt-secret[^\n]*nothing was changed[^\n]*$/);
    const after = await open();
    expect(await censusOf(after).finally(() => after.close())).toEqual(current);
    expect(embeddedKeys()).toEqual(keys);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('db.'))).toEqual(readdirSync(dataDir).filter((name) => name.startsWith('db.before-restore-')));
  });
}

if (kind === 'postgres') {
  test('backup and restore refuse client tools older than the server or the backup', async () => {
    // Stand-ins that answer an old version first on PATH, as on a machine with old client tools.
    const oldTools = mkdtempSync(path.join(work, 'old-tools-'));
    for (const tool of ['pg_dump', 'pg_restore', 'psql']) writeFileSync(path.join(oldTools, tool), `#!/bin/sh\necho "${tool} (PostgreSQL) 9.6.24"\n`, { mode: 0o755 });
    const withOldTools = { PATH: `${oldTools}${path.delimiter}${process.env.PATH}` };

    const backup = await run('backup', ['--out', path.join(work, 'old-tools.backup')], withOldTools);
    expect(backup.status).not.toBe(0);
    expect(backup.output).toMatch(/pg_dump 9 cannot dump a PostgreSQL \d+ server: install the client tools of version \d+ or later/);
    const restore = await run('restore', [backupFile, '--force'], withOldTools);
    expect(restore.status).not.toBe(0);
    expect(restore.output).toMatch(/written by pg_dump \d+; pg_restore 9 cannot read it/);
  });
}
