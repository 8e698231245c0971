import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { makePrivateFolder, PRIVATE_FILE, PRIVATE_FOLDER, tightenTree } from '../../private-files';
import { pgliteExtensions } from '../pglite-extensions';
import { BackupError, DATABASE_ENTRY, SECRET_FILES, type BackupManifest } from './backup-file';
import { censusDifferences, takeCensus, type DatabaseCensus } from './census';

/**
 * The embedded database (PGlite in `DATA_DIR/db`) is backed up with PGlite's own dump of its data
 * folder (`dumpDataDir`), taken by this process alone while no server has the folder open:
 * PGlite is one process's database and takes no lock, so a second process opening it while a
 * server writes would read half-written pages or corrupt it. PGlite's `postmaster.pid` is there
 * from open to close; its presence is the refusal. pglite-tools' WASM pg_dump was not taken: its
 * releases pin one PGlite release as a peer (0.4.8 wants 0.5.8, we run 0.5.16), and a data folder
 * restores everything exactly (pg-boss's schema, sequences, extensions) in seconds.
 */

const PID_FILE = 'postmaster.pid';

function refuseWhileOpen(dbDir: string, action: string): void {
  if (existsSync(path.join(dbDir, PID_FILE))) {
    throw new BackupError(
      `The embedded database in ${dbDir} is in use by a running server (its ${PID_FILE} is there): stop the server, then ${action} again. ` +
        'If no server is running, the last one did not shut down cleanly: start it and stop it once, then try again.',
    );
  }
}

/** Runs `use` on PGlite in `dbDir` (made 700 if new), closes it, then takes back the group and other access PGlite gives the files it copies in (mode 666). */
async function withPglite<T>(dbDir: string, use: (client: PGlite) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const { PGlite } = await import('@electric-sql/pglite');
  makePrivateFolder(dbDir);
  try {
    const client = new PGlite(dbDir, { extensions: await pgliteExtensions(), loadDataDir });
    await client.waitReady;
    return await use(client).finally(() => client.close());
  } finally {
    tightenTree(dbDir);
  }
}

const census = (client: PGlite) => takeCensus((text, values) => client.query(text, values));

async function serverVersion(client: PGlite): Promise<{ server: string; serverMajor: number }> {
  // `PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten, compiled by ...`
  const { rows } = await client.query<{ version: string; major: number }>("SELECT version(), current_setting('server_version_num')::int / 10000 AS major");
  return { server: rows[0].version.split(' on ')[0], serverMajor: rows[0].major };
}

/** Dumps `DATA_DIR/db` and copies the generated keys into `folder`; answers the manifest's facts. */
export async function dumpPglite(dataDir: string, folder: string): Promise<Omit<BackupManifest, 'format' | 'version' | 'createdAt'>> {
  const dbDir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dbDir} (DATA_DIR=${dataDir}): nothing to back up.`);
  refuseWhileOpen(dbDir, 'run the backup');
  return withPglite(dbDir, async (client) => {
    await client.exec('CHECKPOINT');
    const facts = { kind: 'pglite' as const, ...(await serverVersion(client)), census: await census(client) };
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(path.join(folder, DATABASE_ENTRY.pglite), new Uint8Array(await dump.arrayBuffer()), { mode: PRIVATE_FILE });
    const secrets = SECRET_FILES.filter((name) => existsSync(path.join(dataDir, name)));
    mkdirSync(path.join(folder, 'secrets'), { mode: PRIVATE_FOLDER });
    for (const name of secrets) copyFileSync(path.join(dataDir, name), path.join(folder, 'secrets', name));
    return { ...facts, secrets };
  });
}

export interface PgliteRestore {
  census: DatabaseCensus;
  /** Where the database it replaced was moved (`--force`), if there was one. */
  replacedDir: string | null;
}

/**
 * Loads the dump into a new folder beside `DATA_DIR/db`, checks it against the manifest, then
 * puts it in place (the database it replaces is moved aside, not deleted) with the keys.
 */
export async function restorePglite(dataDir: string, folder: string, manifest: BackupManifest, options: { force: boolean; stamp: string }): Promise<PgliteRestore> {
  const dbDir = path.join(dataDir, 'db');
  refuseWhileOpen(dbDir, 'run the restore');
  const existing = existsSync(dbDir) && readdirSync(dbDir).length > 0;
  if (existing && !options.force) {
    throw new BackupError(`${dbDir} already holds a database: restoring replaces it. Run again with --force to overwrite it (it is kept as db.before-restore-<time> beside it).`);
  }
  // The keys are read (openBackupFile checked them) and their places checked before anything changes.
  const keys = manifest.secrets.map((name) => ({ file: path.join(dataDir, name), content: readFileSync(path.join(folder, 'secrets', name)) }));
  for (const { file } of keys) {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat && !stat.isFile()) throw new BackupError(`${file} is not a file, so the key cannot be restored there: move it away, then run the restore again; ${dbDir} was left as it was.`);
  }
  makePrivateFolder(dataDir);
  const restoringDir = path.join(dataDir, `db.restoring-${options.stamp}`);
  let restored: DatabaseCensus;
  try {
    restored = await withPglite(restoringDir, census, new Blob([readFileSync(path.join(folder, DATABASE_ENTRY.pglite))]));
  } catch (error) {
    rmSync(restoringDir, { recursive: true, force: true });
    throw new BackupError(`The database in the backup could not be loaded (${(error as Error).message}); ${dbDir} was left as it was.`);
  }
  const differences = censusDifferences(manifest.census, restored);
  if (differences.length) {
    rmSync(restoringDir, { recursive: true, force: true });
    throw new BackupError(`The restored copy differs from what the backup recorded; ${dbDir} was left as it was:\n  ${differences.join('\n  ')}`);
  }
  const replacedDir = existing ? path.join(dataDir, `db.before-restore-${options.stamp}`) : null;
  if (replacedDir) renameSync(dbDir, replacedDir);
  else rmSync(dbDir, { recursive: true, force: true });
  renameSync(restoringDir, dbDir);
  for (const { file, content } of keys) {
    writeFileSync(file, content, { mode: PRIVATE_FILE });
    chmodSync(file, PRIVATE_FILE);
  }
  // The database it replaced (kept beside it), as an older release may have left it, is the user's alone too.
  tightenTree(dataDir);
  return { census: restored, replacedDir };
}
