import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../../private-files';
import type { ServiceContext } from '../context';
import type { Stamp } from './pdf-stamp';
import { storedFileChunksOf, type StoredFile } from './stored-files';

/*
 * Local copies of the deal room's files under `<DATA_DIR>/file-cache`, named by content:
 * PostgreSQL stays the one source of truth (every instance serves every file, backups hold
 * them), but a file is read out of it once per instance and then served from disk, which is
 * 10-100 times faster than its chunks through the database connection. Beside each copy, what
 * its stamps are made from (a PDF's stamp plan) and the stamps made of it (a buyer's PDFs, by
 * stamp text): most are the few kilobytes appended to the copy, served after it.
 *
 * Every entry is written to a temporary name and renamed into place, so a reader never sees a
 * part-written file, and two fills of one entry (two requests, two processes) each write their
 * own and the last rename wins with the same bytes. Past FILE_CACHE_MAX_BYTES the entries used
 * longest ago are deleted (a reader that has one open keeps reading it). Folders 700, files 600:
 * the documents are for the server's user alone.
 */

/** What the cache of one instance may hold on disk. */
export const FILE_CACHE_MAX_BYTES = 2 * 1024 ** 3;

const cacheDir = (ctx: ServiceContext) => path.join(ctx.config.dataDir, 'file-cache');
const copyPath = (ctx: ServiceContext, sha256: string) => path.join(cacheDir(ctx), 'files', sha256);
const stampsDir = (ctx: ServiceContext, sha256: string) => path.join(cacheDir(ctx), 'stamps', sha256);
/** The plan's format is in its name: a plan written by another version of the stamp is never read. */
const planPath = (ctx: ServiceContext, sha256: string) => path.join(cacheDir(ctx), 'plans', `${sha256}.v1.json`);
const temporaryName = (target: string) => `${target}.${randomBytes(6).toString('hex')}.partial`;

/** Fills in progress in this process, by target path: one request fills, the others wait for it. */
const filling = new Map<string, Promise<unknown>>();
/** Bytes the cache holds, counted once from the disk and then kept up to date by this process's fills. */
let cachedBytes: number | undefined;

/** Marks an entry as just used (for the eviction's order); false when it is not there. */
async function touched(target: string): Promise<boolean> {
  const now = new Date();
  return utimes(target, now, now).then(
    () => true,
    () => false,
  );
}

/** Runs `fill` for `target` unless this process is already filling it, then answers what that fill answers. */
async function fillOnce<T>(target: string, fill: () => Promise<T>): Promise<T> {
  let running = filling.get(target) as Promise<T> | undefined;
  if (!running) {
    running = fill().finally(() => filling.delete(target));
    filling.set(target, running);
  }
  return running;
}

/** Every file under `dir` with its size and last use. */
async function entriesUnder(dir: string): Promise<{ file: string; bytes: number; usedAt: number }[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const entries = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? [{ file, bytes: info.size, usedAt: info.mtimeMs }] : [];
    }),
  );
  return entries.flat();
}

/** Counts a new entry in; past the bound, deletes the entries used longest ago until the cache holds three quarters of it. */
async function admitted(ctx: ServiceContext, bytes: number): Promise<void> {
  cachedBytes = cachedBytes === undefined ? (await entriesUnder(cacheDir(ctx))).reduce((sum, entry) => sum + entry.bytes, 0) : cachedBytes + bytes;
  if (cachedBytes <= FILE_CACHE_MAX_BYTES) return;
  const entries = (await entriesUnder(cacheDir(ctx))).sort((a, b) => a.usedAt - b.usedAt);
  cachedBytes = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  for (const entry of entries) {
    if (cachedBytes <= FILE_CACHE_MAX_BYTES * 0.75 || entry.file.endsWith('.partial')) continue;
    await rm(entry.file, { force: true });
    cachedBytes -= entry.bytes;
  }
}

/** Puts what `write` writes into a temporary file in place as `target`; nothing when `write` throws. */
async function writeEntry(target: string, write: (temporary: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER });
  const temporary = temporaryName(target);
  try {
    await write(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * The path of a local copy of a stored file, filled from the database on its first use in this
 * instance and checked against the sha256 and size recorded at upload.
 */
export async function localCopyOf(ctx: ServiceContext, file: StoredFile): Promise<string> {
  const target = copyPath(ctx, file.sha256);
  if (await touched(target)) return target;
  await fillOnce(target, async () => {
    await writeEntry(target, async (temporary) => {
      const hash = createHash('sha256');
      await pipeline(
        storedFileChunksOf(ctx, file.id),
        async function* hashing(chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(temporary, { flags: 'wx', mode: PRIVATE_FILE }),
      );
      if (hash.digest('hex') !== file.sha256) throw new Error(`stored file ${file.id} does not match its sha256`);
    });
    await admitted(ctx, file.byteSize);
  });
  return target;
}

/** The path of a stored PDF's stamp plan (what `make` answers, JSON), made once per file. */
export async function cachedStampPlan(ctx: ServiceContext, file: StoredFile, make: () => Promise<string>): Promise<string> {
  const target = planPath(ctx, file.sha256);
  if (await touched(target)) return target;
  await fillOnce(target, async () => {
    const plan = await make();
    await writeEntry(target, (temporary) => writeFile(temporary, plan, { flag: 'wx', mode: PRIVATE_FILE }));
    await admitted(ctx, Buffer.byteLength(plan));
  });
  return target;
}

/** A stamp in the cache: the bytes served after the original (`appended`), or a whole stamped file. */
export interface CachedStamp {
  path: string;
  appended: boolean;
}

/**
 * A file's stamp with `text` (what `make` answers), made once while the file and the text are the
 * same: the text holds the buyer's name and the date, so a buyer's second download of a day is
 * the first one's copy.
 */
export async function cachedStamp(ctx: ServiceContext, file: StoredFile, text: string, make: () => Promise<Stamp>): Promise<CachedStamp> {
  const base = path.join(stampsDir(ctx, file.sha256), createHash('sha256').update(text).digest('hex'));
  const [appended, whole] = [`${base}.appended`, `${base}.pdf`];
  const cached = async () => ((await touched(appended)) ? { path: appended, appended: true } : (await touched(whole)) ? { path: whole, appended: false } : null);
  const found = await cached();
  if (found) return found;
  return fillOnce(base, async () => {
    const stamp = await make();
    const made = 'appended' in stamp ? { path: appended, appended: true, bytes: stamp.appended } : { path: whole, appended: false, bytes: stamp.whole };
    await writeEntry(made.path, (temporary) => writeFile(temporary, made.bytes, { flag: 'wx', mode: PRIVATE_FILE }));
    await admitted(ctx, made.bytes.byteLength);
    return { path: made.path, appended: made.appended };
  });
}

/** Deletes this instance's copy of a file, its stamp plan and its stamps (a document taken out of its pack). */
export async function forgetLocalCopy(ctx: ServiceContext, sha256: string): Promise<void> {
  await rm(copyPath(ctx, sha256), { force: true });
  await rm(planPath(ctx, sha256), { force: true });
  await rm(stampsDir(ctx, sha256), { recursive: true, force: true });
}
