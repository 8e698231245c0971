import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { BackupError, DATABASE_ENTRY, type BackupManifest } from './backup-file';
import { censusDifferences, TABLES, takeCensus, type DatabaseCensus } from './census';

/**
 * PostgreSQL (DATABASE_URL) is backed up with pg_dump's custom format inside one snapshot that
 * the census shares, so the counts recorded are those of the dump while the API keeps serving.
 * Every schema is in it: ours, drizzle's migrations and pg-boss's queued jobs.
 */

/** The database of `url` as a person names it, without its password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `database "${decodeURIComponent(parsed.pathname.slice(1)) || parsed.username || 'postgres'}" on ${parsed.hostname || 'localhost'}:${parsed.port || 5432}`;
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * `--dbname` for a client tool, and its environment: the password goes in PGPASSWORD, not in
 * the arguments every user of the machine can read (`ps`).
 */
function toolConnection(url: string): { arg: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { arg: `--dbname=${parsed.toString()}`, env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a PostgreSQL client tool; answers its standard output, or fails with the end of what it said. */
function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout = (stdout + chunk).slice(-4000)));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} is not installed (or not on PATH): install PostgreSQL's client tools of your server's version (Debian: postgresql-client-<version>).`)
          : error,
      ),
    );
    child.on('close', (status) => (status === 0 ? resolve(stdout) : reject(new BackupError(`${tool} failed (exit ${status}):\n${stderr.trim()}`))));
  });
}

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.20` -> 15). */
async function toolMajor(tool: string): Promise<number> {
  const match = /\(PostgreSQL\) (\d+)/.exec(await runTool(tool, ['--version']));
  if (!match) throw new BackupError(`Could not read the version of ${tool}.`);
  return Number(match[1]);
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to ${describeDatabase(url)}: ${(error as Error).message}`);
  }
  return client;
}

async function serverVersion(client: Client): Promise<{ server: string; serverMajor: number }> {
  const { rows } = await client.query<{ version: string; major: number }>(
    "SELECT current_setting('server_version') AS version, current_setting('server_version_num')::int / 10000 AS major",
  );
  return { server: `PostgreSQL ${rows[0].version}`, serverMajor: rows[0].major };
}

const census = (client: Client) => takeCensus((text, values) => client.query(text, values));

/** Dumps the database at `url` into `folder`; answers the manifest's facts. */
export async function dumpPostgres(url: string, folder: string): Promise<Omit<BackupManifest, 'format' | 'version' | 'createdAt'>> {
  const pgDumpMajor = await toolMajor('pg_dump');
  const client = await connect(url);
  try {
    const version = await serverVersion(client);
    if (pgDumpMajor < version.serverMajor) {
      throw new BackupError(
        `pg_dump ${pgDumpMajor} cannot dump a PostgreSQL ${version.serverMajor} server: install the client tools of version ${version.serverMajor} or later (Debian: postgresql-client-${version.serverMajor}) and put them first on PATH.`,
      );
    }
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const counted = await census(client);
    const connection = toolConnection(url);
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${path.join(folder, DATABASE_ENTRY.postgres)}`, connection.arg], connection.env);
    await client.query('COMMIT');
    return { kind: 'postgres', ...version, pgDumpMajor, secrets: [], census: counted };
  } finally {
    await client.end();
  }
}

/** Sessions other than ours on the target: a restore under a running API would fight its locks and its writes. */
async function otherSessions(client: Client): Promise<number> {
  const count = async () =>
    (await client.query<{ sessions: number }>('SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows[0].sessions;
  // A pool that has just closed leaves its sessions listed for a moment.
  for (let attempt = 0; attempt < 20; attempt++) {
    const sessions = await count();
    if (sessions === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count();
}

/**
 * What the restore replaces: every schema but PostgreSQL's own is dropped, and `public` made
 * again as a new database has it, in the transaction that loads the dump.
 */
async function replacementPrologue(client: Client, serverMajor: number): Promise<{ sql: string; tables: number }> {
  const { rows: schemas } = await client.query<{ name: string; owner: string }>(
    "SELECT quote_ident(nspname) AS name, quote_ident(pg_get_userbyid(nspowner)) AS owner FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'",
  );
  const { rowCount: tables } = await client.query(TABLES);
  const publicOwner = schemas.find((schema) => schema.name === 'public')?.owner ?? 'CURRENT_USER';
  const sql = [
    ...schemas.map((schema) => `DROP SCHEMA ${schema.name} CASCADE;`),
    `CREATE SCHEMA public AUTHORIZATION ${publicOwner};`,
    // PostgreSQL 15 made `public` usable but not writable by everyone; before, both.
    `GRANT ${serverMajor >= 15 ? 'USAGE' : 'ALL'} ON SCHEMA public TO PUBLIC;`,
  ].join('\n');
  return { sql, tables: tables ?? 0 };
}

/**
 * Restores the dump in `folder` into the database at `url` in one transaction (pg_restore's
 * script through psql): on any error nothing changes. Answers the restored database's census.
 */
export async function restorePostgres(url: string, folder: string, manifest: BackupManifest, options: { force: boolean }): Promise<DatabaseCensus> {
  const [pgRestoreMajor] = await Promise.all([toolMajor('pg_restore'), toolMajor('psql')]);
  if (manifest.pgDumpMajor && pgRestoreMajor < manifest.pgDumpMajor) {
    throw new BackupError(`This backup was written by pg_dump ${manifest.pgDumpMajor}; pg_restore ${pgRestoreMajor} cannot read it: install the client tools of version ${manifest.pgDumpMajor} or later.`);
  }
  const target = `the PostgreSQL ${describeDatabase(url)}`;
  const client = await connect(url);
  let prologue: string;
  try {
    const { serverMajor } = await serverVersion(client);
    if (serverMajor < manifest.serverMajor) {
      throw new BackupError(`This backup comes from PostgreSQL ${manifest.serverMajor}; ${target} runs PostgreSQL ${serverMajor}: restore it into PostgreSQL ${manifest.serverMajor} or later.`);
    }
    const sessions = await otherSessions(client);
    if (sessions > 0) throw new BackupError(`${sessions} other session(s) are connected to ${target}: stop the API instances (and anything else using it), then run the restore again.`);
    const replaced = await replacementPrologue(client, serverMajor);
    if (replaced.tables > 0 && !options.force) {
      throw new BackupError(`${capitalised(target)} already holds ${replaced.tables} tables: restoring replaces them. Run again with --force to overwrite it.`);
    }
    prologue = replaced.sql;
  } finally {
    await client.end();
  }
  const prologueFile = path.join(folder, 'replace.sql');
  writeFileSync(prologueFile, `${prologue}\n`);
  // The whole script is written before psql starts: psql commits at the end of its input, so a
  // pg_restore that stopped half-way must not hand it half a database.
  // --no-owner, --no-privileges: the objects belong to the role restoring them, whatever roles the source server had.
  const scriptFile = path.join(folder, 'restore.sql');
  await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${scriptFile}`, path.join(folder, DATABASE_ENTRY.postgres)]);
  const connection = toolConnection(url);
  await runTool('psql', ['--no-psqlrc', '--quiet', '--output=/dev/null', '--single-transaction', '--set=ON_ERROR_STOP=1', connection.arg, `--file=${prologueFile}`, `--file=${scriptFile}`], connection.env);

  const check = await connect(url);
  const restored = await census(check).finally(() => check.end());
  const differences = censusDifferences(manifest.census, restored);
  if (differences.length) throw new BackupError(`${capitalised(target)} was restored but differs from what the backup recorded:\n  ${differences.join('\n  ')}`);
  return restored;
}
