// @ts-check
// `npm run build [-- --force] [-- <app> ...]`: production builds of the shell and the four
// remotes, two at a time. An app whose dist is newer than its sources, the shared packages
// and the build configuration is skipped (and said so). One BUILD_VERSION for the whole run.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { resolveBuildVersion } = require('../build-tools/webpack/build-version.js');

export const FRONT_END_APPS = ['shell', 'remote-public', 'remote-buyer', 'remote-seller', 'remote-admin'];
/** Every app is built from these too: a change here rebuilds all of them. */
const SHARED_INPUTS = ['shared-contracts', 'shared-auth', 'shared-ui', 'build-tools', 'package-lock.json'];
/** Written last by each build: the shell's page, a remote's manifest. */
const BUILD_OUTPUT = { shell: 'dist/index.html' };
const DEFAULT_BUILD_OUTPUT = 'dist/mf-manifest.json';
const PARALLEL_BUILDS = 2;
const BUILD_TIMEOUT_MS = 10 * 60_000;
const IGNORED_FOLDERS = new Set(['node_modules', 'dist', 'dist-stats', 'coverage']);

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Newest modification time under `target` (a file or a folder); tests are not built, so not counted. */
export function newestChange(/** @type {string} */ target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return TEST_FILE.test(target) ? 0 : stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && IGNORED_FOLDERS.has(entry.name)) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry.name)));
  }
  return newest;
}

/** Why `app` must be built, or null when its dist is up to date. */
export function staleReason(/** @type {string} */ app) {
  const output = path.join(REPO_ROOT, app, BUILD_OUTPUT[/** @type {keyof typeof BUILD_OUTPUT} */ (app)] ?? DEFAULT_BUILD_OUTPUT);
  if (!existsSync(output)) return 'not built yet';
  const builtAt = statSync(output).mtimeMs;
  const inputs = [path.join(app, 'src'), path.join(app, 'webpack.config.js'), path.join(app, 'package.json'), ...SHARED_INPUTS];
  const changed = inputs.find((input) => newestChange(path.join(REPO_ROOT, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** @param {string} app @param {Record<string, string>} env */
function buildApp(app, env) {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [REPO_ROOT] });
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: path.join(REPO_ROOT, app),
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) {
        console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve(undefined);
      } else reject(new Error(`${app} build failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Builds what is stale (or everything with `force`), `PARALLEL_BUILDS` at a time.
 * @param {{ force?: boolean, apps?: string[] }} [options]
 */
export async function buildFrontEnds({ force = false, apps = FRONT_END_APPS } = {}) {
  const queue = [];
  for (const app of apps) {
    const reason = force ? 'forced' : staleReason(app);
    if (!reason) {
      console.log(`skipping ${app}: dist is newer than its sources and the shared packages`);
      continue;
    }
    console.log(`building ${app}: ${reason}`);
    queue.push(app);
  }
  if (queue.length === 0) return;
  const env = { BUILD_VERSION: resolveBuildVersion() };
  console.log(`BUILD_VERSION=${env.BUILD_VERSION}`);
  const failures = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      await buildApp(app, env).catch((/** @type {Error} */ error) => failures.push(error.message));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_BUILDS }, worker));
  if (failures.length > 0) throw new Error(failures.join('; '));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--force' && !FRONT_END_APPS.includes(arg));
  if (unknown.length > 0) {
    console.error(`Unknown arguments: ${unknown.join(' ')} (apps: ${FRONT_END_APPS.join(', ')}; --force)`);
    process.exit(2);
  }
  const apps = args.filter((arg) => FRONT_END_APPS.includes(arg));
  buildFrontEnds({ force: args.includes('--force'), apps: apps.length > 0 ? apps : FRONT_END_APPS }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
