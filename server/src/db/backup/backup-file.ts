import { chmodSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// tar 7.5.23 (pinned; npm's own tar, streaming): a backup is one ordinary tar file that `tar tf`
// lists and `tar xf` opens without this product, holding the manifest beside the database's dump.
import { create, extract } from 'tar';
import { PRIVATE_FILE } from '../../private-files';
import type { DatabaseCensus } from './census';

export type DatabaseKind = 'pglite' | 'postgres';

/** A refusal or failure the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const FORMAT = 'insolvency-marketplace-backup';
export const MANIFEST = 'backup.json';
/** The database inside a backup: PGlite's data folder (its own dump) or pg_dump's custom format. */
export const DATABASE_ENTRY: Record<DatabaseKind, string> = { pglite: 'pgdata.tar.gz', postgres: 'database.dump' };
/** Files of DATA_DIR that an embedded installation cannot do without (docs/operations.md, Backups): its generated keys. */
export const SECRET_FILES = ['jwt-secret', 'altcha-key'] as const;

/** `backup.json`, the first entry of a backup. */
export interface BackupManifest {
  format: typeof FORMAT;
  version: 1;
  kind: DatabaseKind;
  createdAt: string;
  /** `PostgreSQL 15.20`, `PostgreSQL 18.6 (PGlite 0.5.16)`. */
  server: string;
  /** Major version of the server the backup was taken from (a restore needs this one or later). */
  serverMajor: number;
  /** PostgreSQL: the major version of the pg_dump that wrote it (pg_restore must be as new). */
  pgDumpMajor?: number;
  /** DATA_DIR files in `secrets/` (embedded only). */
  secrets: string[];
  census: DatabaseCensus;
}

/** `2026-11-27T10-05-00Z`: UTC, sortable, no characters a file system refuses. */
export const timeStamp = (at: Date): string => at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

/** `insolvency-pglite-2026-11-27T10-05-00Z.tar`: what and when. */
export const defaultBackupName = (kind: DatabaseKind, at: Date): string => `insolvency-${kind}-${timeStamp(at)}.tar`;

/** Runs `use` with a scratch folder, removed afterwards whatever happens. */
export async function withScratchFolder<T>(use: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(tmpdir(), 'insolvency-backup-'));
  try {
    return await use(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Writes the backup `file` (mode 600) from `folder` (which holds the database entry and
 * `secrets/`): under a `.partial` name first, so a backup cut short never carries the final name.
 * Answers its size.
 */
export async function writeBackupFile(file: string, folder: string, manifest: BackupManifest): Promise<number> {
  writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE });
  const entries = [MANIFEST, DATABASE_ENTRY[manifest.kind], ...manifest.secrets.map((name) => `secrets/${name}`)];
  const partial = `${file}.partial`;
  try {
    // Personal data, and an embedded installation's keys: for the owner's eyes only from its first
    // byte on (created 600; one left by a backup cut short is replaced, not reused with its mode).
    rmSync(partial, { force: true });
    await create({ file: partial, cwd: folder, portable: true, mode: PRIVATE_FILE }, entries);
    chmodSync(partial, PRIVATE_FILE);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

/** Fails before any work when `--out` names a file that exists or a folder that does not. */
export function checkBackupTarget(file: string): void {
  if (existsSync(file)) throw new BackupError(`${file} already exists: name another file with --out (a backup never overwrites one).`);
  if (!existsSync(path.dirname(file))) throw new BackupError(`The folder ${path.dirname(file)} does not exist: create it, or name another file with --out.`);
}

/** Unpacks the backup `file` into `folder` and answers its manifest; refuses what is not one of ours. */
export async function openBackupFile(file: string, folder: string): Promise<BackupManifest> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  const notOurs = new BackupError(`${file} is not a backup made by npm run backup (it has no ${MANIFEST} of format ${FORMAT}).`);
  const expected = new Set([MANIFEST, ...Object.values(DATABASE_ENTRY), ...SECRET_FILES.map((name) => `secrets/${name}`)]);
  try {
    // Only the entries a backup has, as plain files: nothing else of an archive is written anywhere.
    await extract({ file, cwd: folder, strict: true, filter: (entry, stat) => expected.has(entry) && (!stat || !('type' in stat) || stat.type === 'File') });
  } catch {
    throw notOurs;
  }
  const manifestFile = path.join(folder, MANIFEST);
  if (!existsSync(manifestFile)) throw notOurs;
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  } catch {
    throw notOurs;
  }
  if (manifest.format !== FORMAT || !(manifest.kind in DATABASE_ENTRY)) throw notOurs;
  if (manifest.version !== 1) throw new BackupError(`${file} is a backup of format version ${manifest.version}; this release reads version 1: restore it with the release that made it.`);
  if (!existsSync(path.join(folder, DATABASE_ENTRY[manifest.kind]))) throw new BackupError(`${file} is incomplete: it has no ${DATABASE_ENTRY[manifest.kind]}.`);
  checkListedKeys(file, folder, manifest);
  return manifest;
}

/** Shortest key `config.ts` keeps (a shorter one it replaces with a new key, ending every session). */
const KEY_MIN_LENGTH = 32;

/**
 * Every key `secrets` lists is in the backup as a regular file holding a key, checked before the
 * restore changes anything: a missing one found after the database was swapped would leave a
 * restored database without the keys its sessions need.
 */
function checkListedKeys(file: string, folder: string, manifest: BackupManifest): void {
  if (!Array.isArray(manifest.secrets)) throw new BackupError(`${file} is not a backup made by npm run backup (its ${MANIFEST} has no list of keys); nothing was changed.`);
  for (const name of manifest.secrets) {
    const entry = `secrets/${name}`;
    if (!(SECRET_FILES as readonly string[]).includes(name)) throw new BackupError(`${file} lists ${entry}, a key this release does not know; nothing was changed.`);
    const stat = statSync(path.join(folder, entry), { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new BackupError(`${file} is incomplete: its ${MANIFEST} lists ${entry} but it holds no such file; nothing was changed.`);
    if (readFileSync(path.join(folder, entry), 'utf8').trim().length < KEY_MIN_LENGTH) throw new BackupError(`${file} is damaged: ${entry} holds no key (under ${KEY_MIN_LENGTH} characters); nothing was changed.`);
  }
}
