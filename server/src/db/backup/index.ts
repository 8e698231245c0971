import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { dataDirFrom } from '../../config';
import { PRIVATE_FOLDER } from '../../private-files';
import { BackupError, checkBackupTarget, defaultBackupName, openBackupFile, timeStamp, withScratchFolder, writeBackupFile, type BackupManifest, type DatabaseKind } from './backup-file';
import { describeCensus, megabytes } from './census';
import { dumpPglite, restorePglite } from './pglite';
import { describeDatabase, dumpPostgres, restorePostgres } from './postgres';

export { BackupError } from './backup-file';
export { restrictUmask } from '../../private-files';

/** The database the server would open with this environment (README, Configuration). */
type Target = { kind: 'postgres'; url: string; name: string } | { kind: 'pglite'; dataDir: string; name: string };

function targetOf(env: NodeJS.ProcessEnv): Target {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new BackupError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
    return { kind: 'postgres', url, name: `the PostgreSQL ${describeDatabase(url)}` };
  }
  const dataDir = dataDirFrom(env.DATA_DIR);
  return { kind: 'pglite', dataDir, name: `the embedded database in ${path.join(dataDir, 'db')}` };
}

/** `--out file` or `--out=file`, `--force`, and the positional arguments; anything else is refused. */
function parseArguments(argv: string[], usage: string): { out?: string; force: boolean; files: string[] } {
  const parsed: { out?: string; force: boolean; files: string[] } = { force: false, files: [] };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--force') parsed.force = true;
    else if (arg === '--out' && argv[index + 1]) parsed.out = argv[++index];
    else if (arg.startsWith('--out=')) parsed.out = arg.slice('--out='.length);
    else if (!arg.startsWith('-')) parsed.files.push(arg);
    else throw new BackupError(`Unknown option ${arg}. Usage: ${usage}`);
  }
  return parsed;
}

/** `npm run backup [-- --out <file>]`: one file holding the database (and an embedded installation's keys). Answers its path. */
export async function backup(argv: string[], env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Promise<string> {
  const usage = 'npm run backup [-- --out <file>]';
  const args = parseArguments(argv, usage);
  if (args.force || args.files.length) throw new BackupError(`Usage: ${usage}`);
  const target = targetOf(env);
  const createdAt = new Date();
  const file = path.resolve(args.out ?? path.join('backups', defaultBackupName(target.kind, createdAt)));
  if (!args.out) mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER });
  checkBackupTarget(file);
  const started = Date.now();
  return withScratchFolder(async (folder) => {
    const facts = target.kind === 'postgres' ? await dumpPostgres(target.url, folder) : await dumpPglite(target.dataDir, folder);
    const manifest: BackupManifest = { format: 'insolvency-marketplace-backup', version: 1, createdAt: createdAt.toISOString(), ...facts };
    const size = await writeBackupFile(file, folder, manifest);
    log(`Backed up ${target.name} (${manifest.server}): ${describeCensus(manifest.census)}.`);
    if (manifest.secrets.length) log(`With the keys from DATA_DIR: ${manifest.secrets.join(', ')}.`);
    if (manifest.census.damagedDocuments.length) {
      log(`Warning: ${manifest.census.damagedDocuments.length} stored document(s) do not match their recorded SHA-256 (stored_files ids ${manifest.census.damagedDocuments.join(', ')}); they are in the backup as they are.`);
    }
    log(`Wrote ${file} (${megabytes(size)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return file;
  });
}

const KIND_NAMES: Record<DatabaseKind, string> = { pglite: 'an embedded (PGlite) database', postgres: 'a PostgreSQL database' };

function refuseOtherKind(file: string, manifest: BackupManifest, target: Target): void {
  if (manifest.kind === target.kind) return;
  const why =
    target.kind === 'postgres'
      ? 'but DATABASE_URL is set, so the target is PostgreSQL: unset DATABASE_URL to restore into DATA_DIR, or restore a backup of the PostgreSQL database.'
      : `but DATABASE_URL is not set, so the target is ${target.name}: set DATABASE_URL to the PostgreSQL database to restore into.`;
  throw new BackupError(`${file} is a backup of ${KIND_NAMES[manifest.kind]} (made ${manifest.createdAt}), ${why}`);
}

/** `npm run restore -- <file> [--force]`: the database (and keys) as the backup recorded them, checked table by table and document by document. */
export async function restore(argv: string[], env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Promise<void> {
  const usage = 'npm run restore -- <file> [--force]';
  const args = parseArguments(argv, usage);
  if (args.out || args.files.length !== 1) throw new BackupError(`Usage: ${usage}`);
  const file = path.resolve(args.files[0]);
  const target = targetOf(env);
  const started = Date.now();
  await withScratchFolder(async (folder) => {
    const manifest = await openBackupFile(file, folder);
    refuseOtherKind(file, manifest, target);
    let replacedDir: string | null = null;
    if (target.kind === 'postgres') await restorePostgres(target.url, folder, manifest, { force: args.force });
    else ({ replacedDir } = await restorePglite(target.dataDir, folder, manifest, { force: args.force, stamp: timeStamp(new Date()) }));
    log(`Restored ${file} (${manifest.server}, made ${manifest.createdAt}) into ${target.name}: ${describeCensus(manifest.census)}; every table's rows and every document's SHA-256 as the backup recorded them.`);
    if (manifest.secrets.length) log(`The keys restored into DATA_DIR: ${manifest.secrets.join(', ')}.`);
    if (replacedDir) log(`The database it replaced is kept in ${replacedDir}: delete it once you no longer need it.`);
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server: it applies any newer migrations.`);
  });
}
