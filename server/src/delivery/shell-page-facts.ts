import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { StaticPaths } from './static-paths';

/** What the server needs to know of the shell's index.html deployed now. */
export interface ShellPageFacts {
  /** Its modification time and size: a redeployed shell is a new version. */
  version: string;
  /**
   * The CSP sources (`'sha256-…'`, space-separated) of its inline scripts: the page's first script
   * (build-tools/webpack/page-before-app.js) runs inline, so that the page before the app paints
   * without waiting a round trip for it.
   */
  inlineScriptSources: string;
  /**
   * antd's map of the styles its head already holds (`path:hash;…`, build-tools/antd-static-styles):
   * a screen rendered into the page leaves those out and names them in its own map.
   */
  antdStyleMap: string;
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const ANTD_STYLE_MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/;

const read = new Map<string, ShellPageFacts>();

/** The facts of the shell's page, read again only when the file changes (a deploy); undefined without a built shell. */
export function shellPageFacts(paths: StaticPaths): ShellPageFacts | undefined {
  const file = path.join(paths.shellDist, 'index.html');
  try {
    const { mtimeMs, size } = statSync(file);
    const version = `${mtimeMs}:${size}`;
    const known = read.get(file);
    if (known?.version === version) return known;
    const page = readFileSync(file, 'utf8');
    const facts: ShellPageFacts = {
      version,
      inlineScriptSources: [...page.matchAll(INLINE_SCRIPT)].map(([, source]) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`).join(' '),
      antdStyleMap: ANTD_STYLE_MAP.exec(page)?.[1] ?? '',
    };
    read.set(file, facts);
    return facts;
  } catch {
    return undefined;
  }
}
