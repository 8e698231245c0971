// @ts-check
// `npm run build:server [-- --force]`: the API compiled once into server/dist (one CommonJS file
// with a source map, and the migrations beside it), so production and the cluster run plain
// `node` instead of compiling TypeScript at every start. Our workspace packages are bundled in
// (their entry points are TypeScript); every other dependency stays in node_modules.
// Skipped when server/dist is newer than the server's sources and shared-contracts.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { newestChange } from './build-front-ends.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(REPO_ROOT, 'server');
const DIST = path.join(SERVER, 'dist');
/** The file `node` runs. */
export const SERVER_ENTRY = path.join(DIST, 'server.js');
/** How to run it: source maps on, so a stack trace names the TypeScript file and line. */
export const SERVER_COMMAND = [process.execPath, '--enable-source-maps', SERVER_ENTRY];
const INPUTS = ['server/src', 'server/package.json', 'shared-contracts/src', 'package-lock.json'];

/** Why the server must be built, or null when server/dist is up to date. */
export function serverStaleReason() {
  if (!existsSync(SERVER_ENTRY)) return 'not built yet';
  const builtAt = statSync(SERVER_ENTRY).mtimeMs;
  const changed = INPUTS.find((input) => newestChange(path.join(REPO_ROOT, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Held while one process builds: the fault scenarios start several servers at once. */
const BUILD_LOCK = path.join(SERVER, '.dist-build.lock');

function isAlive(/** @type {number} */ pid) {
  if (!Number.isInteger(pid) || pid <= 0) return true; // being written: wait for it
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** The pid in the lock, or null when the lock has just gone. */
function lockHolder() {
  try {
    return Number(readFileSync(BUILD_LOCK, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
}

/** Runs `work` holding the build lock (a lock left by a process that died is taken over). @param {() => Promise<void>} work */
async function holdingBuildLock(work) {
  for (;;) {
    try {
      writeFileSync(BUILD_LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const holder = lockHolder();
      if (holder !== null && !isAlive(holder)) rmSync(BUILD_LOCK, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await work();
  } finally {
    rmSync(BUILD_LOCK, { force: true });
  }
}

/** @type {import('esbuild').Plugin} */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(builder) {
    // A bare import that is not one of our workspace packages is loaded from node_modules at run time.
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@insolvency/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds server/dist when stale (or always with `force`), one process at a time. */
export async function buildServer({ force = false } = {}) {
  if (!force && !serverStaleReason()) {
    console.log('skipping server: dist is newer than its sources');
    return;
  }
  await holdingBuildLock(async () => {
    // Another process may have built it while this one waited for the lock.
    const reason = force ? 'forced' : serverStaleReason();
    if (reason) await buildInto(reason);
  });
}

/** @param {string} reason */
async function buildInto(reason) {
  const started = Date.now();
  // Built aside (a name .gitignore's dist-*/ covers), then moved in.
  const building = path.join(SERVER, `dist-building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(SERVER, 'src', 'server.ts')],
    outfile: path.join(building, path.basename(SERVER_ENTRY)),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    // Error messages and logs name the real functions and classes.
    keepNames: true,
    tsconfig: path.join(REPO_ROOT, 'tsconfig.base.json'),
    plugins: [dependenciesStayExternal],
    logLevel: 'warning',
  });
  // The database client reads the migrations beside its own file (db/client.ts: MIGRATIONS_FOLDER).
  cpSync(path.join(SERVER, 'src', 'db', 'migrations'), path.join(building, 'migrations'), { recursive: true });
  // The PDF-stamping pool loads its worker (and the worker its modules) beside its own file (services/deal-room/pdf-stamp.ts: STAMP_WORKER_FILE).
  for (const name of readdirSync(path.join(SERVER, 'src', 'services', 'deal-room')).filter((file) => /^pdf-stamp-.*\.cjs$/.test(file))) {
    cpSync(path.join(SERVER, 'src', 'services', 'deal-room', name), path.join(building, name));
  }
  rmSync(DIST, { recursive: true, force: true });
  renameSync(building, DIST);
  console.log(`built server (${reason}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildServer({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
