import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { StaticPaths } from './static-paths';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

let read: { file: string; version: string; sources: string } | undefined;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the shell's index.html deployed now:
 * the page's first script (build-tools/webpack/visitor-prerender.js) runs inline, so that the
 * page before the app paints without waiting a round trip for it. Read again only when the file
 * changes (a deploy); empty without a built shell.
 */
export function shellInlineScriptSources(paths: StaticPaths): string {
  const file = path.join(paths.shellDist, 'index.html');
  try {
    const { mtimeMs, size } = statSync(file);
    const version = `${mtimeMs}:${size}`;
    if (read?.file !== file || read.version !== version) {
      const page = readFileSync(file, 'utf8');
      const hashes = [...page.matchAll(INLINE_SCRIPT)].map(([, source]) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
      read = { file, version, sources: hashes.join(' ') };
    }
    return read.sources;
  } catch {
    return '';
  }
}
