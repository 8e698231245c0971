import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every folder and file under `dir` (and `dir` itself) that another local user could reach:
 * `<relative path> <octal mode>` for each folder not 700 and each file not 600. Empty when the
 * tree is its owner's alone.
 */
export function entriesNotPrivate(dir: string): string[] {
  const loose: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    const mode = stat.mode & 0o777;
    const name = path.relative(dir, entry) || '.';
    if (stat.isDirectory()) {
      if (mode !== 0o700) loose.push(`${name}/ ${mode.toString(8)}`);
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else if (mode !== 0o600) loose.push(`${name} ${mode.toString(8)}`);
  };
  visit(dir);
  return loose;
}

/** Runs `use` with the process's umask at 0 (every file the mode its creator asks for), restored afterwards. */
export async function withUmaskZero<T>(use: () => Promise<T>): Promise<T> {
  const previous = process.umask(0);
  try {
    return await use();
  } finally {
    process.umask(previous);
  }
}
