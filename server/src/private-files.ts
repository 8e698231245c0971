import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * DATA_DIR holds the embedded database, the generated keys, mails with password-reset links
 * (outbox/) and copies of deal-room documents (file-cache/): its folders are 700 and its files
 * 600, for the server's user alone, whatever the umask it was started with. Three layers:
 * - the process's umask (`restrictUmask`, first thing in the server, backup and restore), so
 *   what any library creates through the file system leaves out group and other;
 * - an explicit mode where this code creates a folder or file (PRIVATE_FOLDER, PRIVATE_FILE);
 * - `tightenTree` after PGlite has written its data folder: PGlite's WASM file system (Emscripten)
 *   knows no umask and chmods every file it copies in (initdb's files, a loaded dump) to 666.
 *   DATA_DIR's own 700 already keeps other users out of everything below it.
 */

export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;
/** Group and other permission bits. */
const SHARED_BITS = 0o077;
/** Entries `tightenTree` looks at, at most: DATA_DIR holds a database and a bounded file cache, not millions of files. */
export const TIGHTEN_MAX_ENTRIES = 200_000;

/** New files and folders of this process for its user alone: umask 077. */
export function restrictUmask(): void {
  process.umask(SHARED_BITS);
}

/** Creates `dir` (and any missing parent) with mode 700, and takes group and other off `dir` if it already existed open. */
export function makePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER });
  const { mode } = lstatSync(dir);
  if (mode & SHARED_BITS) chmodSync(dir, mode & 0o777 & ~SHARED_BITS);
}

export interface Tightened {
  /** Folders and files whose group and other bits were taken off. */
  changed: number;
  /** Entries that could not be changed (another user's), as `path: reason`, at most 10. */
  failed: string[];
  /** False when the walk stopped at TIGHTEN_MAX_ENTRIES. */
  complete: boolean;
}

/**
 * Takes the group and other bits off `root` and every folder and regular file below it (a
 * missing `root` is nothing to do). Symbolic links are not followed and other entries (a
 * LISTEN_SOCKET, mode 660 for its load balancer) are left as they are. Stops after `maxEntries`.
 */
export function tightenTree(root: string, maxEntries = TIGHTEN_MAX_ENTRIES): Tightened {
  const result: Tightened = { changed: 0, failed: [], complete: true };
  const pending = [root];
  let seen = 0;
  while (pending.length) {
    if (seen++ >= maxEntries) {
      result.complete = false;
      break;
    }
    const entry = pending.pop()!;
    try {
      const stat = lstatSync(entry);
      if (!stat.isDirectory() && !stat.isFile()) continue;
      if (stat.mode & SHARED_BITS) {
        chmodSync(entry, stat.mode & 0o777 & ~SHARED_BITS);
        result.changed++;
      }
      if (stat.isDirectory()) for (const name of readdirSync(entry)) pending.push(path.join(entry, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Removed meanwhile (PGlite's temporary files, a cache entry evicted): nothing to protect.
      if (code !== 'ENOENT' && result.failed.length < 10) result.failed.push(`${entry}: ${code ?? (error as Error).message}`);
    }
  }
  return result;
}

/** What `tightenTree` did, for a log line; null when it had nothing to say. */
export function describeTightened(root: string, tightened: Tightened): string | null {
  const parts: string[] = [];
  if (tightened.changed) parts.push(`took group and other access off ${tightened.changed} folder(s) and file(s) under ${root}`);
  if (tightened.failed.length) parts.push(`could not make these its user's alone: ${tightened.failed.join('; ')}`);
  if (!tightened.complete) parts.push(`stopped after ${TIGHTEN_MAX_ENTRIES} entries under ${root}; the rest were not checked`);
  return parts.length ? parts.join('; ') : null;
}
