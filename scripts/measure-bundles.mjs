// @ts-check
// `node scripts/measure-bundles.mjs [--json] [--home-request=<part of the import path>]`
// Adds up, from the built output (`npm run build`), the compressed JavaScript a page needs:
//   - the visitor home: the shell's page script and bootstrap, every shared singleton that
//     code consumes (as the shell provides it), remote-public's remoteEntry.js, its ./routes
//     module and the home screen's chunks;
//   - each remote's own start-up: remoteEntry.js and its ./routes module.
// Sizes are the `.gz` and `.br` files written beside each asset at build time. The chunk
// graph comes from `<app>/dist-stats/chunk-graph.json` (build-tools/webpack).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {typeof import('../build-tools/webpack/chunk-graph.js')} */
const { bootstrapFiles, chunksWhere, loadedBy, sharedClosure } = createRequire(import.meta.url)('../build-tools/webpack/chunk-graph.js');
const REMOTE_AREAS = ['public', 'buyer', 'seller', 'admin'];
/** Spec budget for a visitor's home page: JavaScript transferred. */
const VISITOR_HOME_BUDGET_BYTES = 200 * 1024;

const asJson = process.argv.includes('--json');
const homeRequest = process.argv.find((arg) => arg.startsWith('--home-request='))?.split('=')[1] ?? 'conditional-home';

/**
 * @typedef {import('../build-tools/webpack/chunk-graph.js').ChunkGraph} ChunkGraph
 * @typedef {{ app: string, file: string }} AppFile
 */

/** @param {string} app @returns {ChunkGraph} */
function readChunkGraph(app) {
  const file = path.join(REPO_ROOT, app, 'dist-stats', 'chunk-graph.json');
  if (!existsSync(file)) throw new Error(`${app} has no build report (${path.relative(REPO_ROOT, file)}): run npm run build first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {AppFile[]} appFiles */
function measure(appFiles) {
  const unique = [...new Map(appFiles.map((entry) => [`${entry.app}/${entry.file}`, entry])).values()];
  const files = unique.map(({ app, file }) => {
    const base = path.join(REPO_ROOT, app, 'dist', file);
    return { file: `${app}/dist/${file}`, raw: statSync(base).size, gzip: statSync(`${base}.gz`).size, brotli: statSync(`${base}.br`).size };
  });
  const sum = (/** @type {'raw' | 'gzip' | 'brotli'} */ key) => files.reduce((total, file) => total + file[key], 0);
  return { files: files.sort((a, b) => b.brotli - a.brotli), raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

const inApp = (/** @type {string} */ app) => (/** @type {string} */ file) => ({ app, file });

/** Scripts the shell's page names itself (the entry, and the hero pre-render's small script). */
function shellPageScripts() {
  const html = readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((match) => match[1]);
}

function visitorHome() {
  const shell = readChunkGraph('shell');
  const shellPage = [...Object.values(shell.entrypoints).flat(), ...shellPageScripts()];
  const bootstrap = bootstrapFiles(shell);

  const remote = readChunkGraph('remote-public');
  const routes = chunksWhere(remote, loadedBy('container entry', (request) => request.endsWith('routes.tsx')));
  const home = chunksWhere(remote, loadedBy('./src/routes.tsx', (request) => request.includes(homeRequest)));
  if (home.files.length === 0) throw new Error(`remote-public's routes import no module matching "${homeRequest}" (see --home-request).`);

  const shared = sharedClosure(shell, [...bootstrap.shared.keys, ...routes.sharedKeys, ...home.sharedKeys]);
  const measured = measure([
    ...[...shellPage, ...bootstrap.files, ...shared.files].map(inApp('shell')),
    ...['remoteEntry.js', ...routes.files, ...home.files].map(inApp('remote-public')),
  ]);
  return { ...measured, sharedKeys: shared.keys, budgetBytes: VISITOR_HOME_BUDGET_BYTES };
}

function remoteStartups() {
  return REMOTE_AREAS.map((area) => {
    const app = `remote-${area}`;
    const graph = readChunkGraph(app);
    const routes = chunksWhere(graph, loadedBy('container entry', (request) => request.endsWith('routes.tsx')));
    return { remote: app, ...measure(['remoteEntry.js', ...routes.files].map(inApp(app))) };
  });
}

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const report = { visitorHome: visitorHome(), remotes: remoteStartups() };
if (asJson) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const home = report.visitorHome;
  console.log(`Visitor home page: ${home.files.length} JavaScript files`);
  for (const file of home.files) console.log(`  ${kib(file.brotli).padStart(10)} br ${kib(file.gzip).padStart(10)} gz  ${file.file}`);
  console.log(`  total ${kib(home.brotli)} brotli, ${kib(home.gzip)} gzip (${kib(home.raw)} raw); budget ${kib(home.budgetBytes)}`);
  console.log(`  shared singletons loaded: ${home.sharedKeys.join(', ')}`);
  console.log('\nEach remote at start-up (remoteEntry.js + ./routes):');
  for (const remote of report.remotes) console.log(`  ${remote.remote.padEnd(14)} ${kib(remote.brotli).padStart(10)} br ${kib(remote.gzip).padStart(10)} gz`);
}
