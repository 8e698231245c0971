import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { laterScriptFiles, type LaterScript } from './preload-hints';
import type { StaticPaths } from './static-paths';

/**
 * `/route-scripts?path=`: a page's later scripts (`routePreloads(...).scripts`: the route
 * manifests of the page's remotes, the screen, the shell's providers of the shared code it needs)
 * as one classic script, each file in its order, which the shell runs once its own scripts are in.
 *
 * Why: fetched one by one, a deep link's 10-16 later files take two or three rounds of HTTP/1.1's
 * six connections, each round a full latency, after the page's own scripts (admin users on the
 * throttled profile: the last at ~2.2 s). One response is one round; and one compressed stream
 * is a third smaller than the files compressed apart (admin users 51.6 -> 33.3 KB brotli: the
 * chunks repeat webpack's and antd's code). Every part is a webpack JSONP chunk: it pushes its
 * modules onto its build's chunk array, which that build's runtime installs now (the shell's) or
 * when it starts (a remote's entry, which the shell loads after this script has run). The remotes'
 * entries are not in it: webpack works out a remote's public path from the address of the script
 * that defines it, and here that would be `/route-scripts`.
 *
 * The response is `no-cache` with an ETag of its content (a deploy of any part changes it; a
 * repeat visit revalidates with one 304). Kept in memory per list of files and their mtimes: a
 * list of up to 64 KB is brotli quality 11 from its first answer; a larger one is quality 5 first
 * (a few ms), the best (~0.2 s of a thread-pool thread for 160 KB) replacing it once made.
 */

export interface RouteScripts {
  /** Weak: one ETag for the identity, gzip and brotli forms of the same script. */
  etag: string;
  identity: Buffer;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
  /** Settles once the brotli form answered is the best (quality 11): what the warm-up waits for. */
  best: Promise<void>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });

const FIRST_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;
/** Up to this size the best quality costs a few tens of milliseconds once, so even the first visitor gets it (the visitor home's ~15 KB: 4.3 KB instead of 4.7). */
const BEST_AT_ONCE_BYTES = 64 * 1024;
/** Distinct lists kept: one per route that loads later scripts, per deployed version. */
const MAX_CACHED = 64;
const cache = new Map<string, Promise<RouteScripts>>();

/** A built file's code without its source map comment, which would name the wrong file here. */
const withoutSourceMapComment = (code: string) => code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');

async function build(scripts: LaterScript[]): Promise<RouteScripts> {
  const parts = await Promise.all(scripts.map(({ file }) => readFile(file, 'utf8')));
  // Each part opens with the URL it was served at, for reading a stack trace's line.
  const identity = Buffer.from(parts.map((code, index) => `/*! ${scripts[index].url} */\n${withoutSourceMapComment(code)}\n`).join(''));
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  let gzipAnswer: Promise<Buffer> | undefined;
  if (identity.length <= BEST_AT_ONCE_BYTES) {
    const bestAtOnce = brotliAt(identity, BEST_BROTLI_QUALITY);
    return {
      etag,
      identity,
      encoded: (encoding) => (encoding === 'br' ? bestAtOnce : (gzipAnswer ??= gzipAsync(identity, { level: 6 }))),
      best: bestAtOnce.then(() => undefined, () => undefined),
    };
  }
  let brotliAnswer = brotliAt(identity, FIRST_BROTLI_QUALITY);
  const best = brotliAnswer.then(() => brotliAt(identity, BEST_BROTLI_QUALITY)).then(
    (answer) => void (brotliAnswer = Promise.resolve(answer)),
    () => undefined,
  );
  return {
    etag,
    identity,
    encoded: (encoding) => (encoding === 'br' ? brotliAnswer : (gzipAnswer ??= gzipAsync(identity, { level: 6 }))),
    best,
  };
}

/** The page's later scripts as one, or undefined when it has none or one of them cannot be read. */
export async function routeScripts(paths: StaticPaths, pathname: string): Promise<RouteScripts | undefined> {
  const scripts = laterScriptFiles(paths, pathname);
  if (scripts.length === 0) return undefined;
  let versions: string[];
  try {
    versions = await Promise.all(scripts.map(async ({ file }) => `${file} ${(await stat(file)).mtimeMs}`));
  } catch {
    return undefined;
  }
  const key = versions.join('\n');
  let entry = cache.get(key);
  if (!entry) {
    entry = build(scripts);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
    // A file removed between the stat and the read: not kept, so the next request tries again.
    entry.catch(() => cache.delete(key));
  }
  return entry.catch(() => undefined);
}
