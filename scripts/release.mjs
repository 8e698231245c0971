// @ts-check
// `npm run release -- <area> [--notes <text>] [--url <server>] [--dist <folder>]`: builds remote-<area>
// if its dist is stale (npm run build), uploads its dist/ (or, with --dist, a build of it made
// elsewhere, e.g. by CI, as it is) to the running server's admin API, which checks it,
// stores it under the build's own version and makes it the area's current release on every
// instance in one step. Signs in with RELEASE_EMAIL and RELEASE_PASSWORD (on this machine, the
// demo admin when unset). See server/src/delivery/README.md, "Releases".
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answer, call, fail, parseArguments, serverUrl, signIn } from './release/admin-api.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'Usage: npm run release -- <public|buyer|seller|admin> [--notes <text>] [--url <server>] [--dist <folder>]';

const { area, notes = '', url, dist: distGiven } = parseArguments(process.argv.slice(2), USAGE, ['notes', 'url', 'dist']);
const app = `remote-${area}`;
const dist = distGiven ? path.resolve(distGiven) : path.join(REPO_ROOT, app, 'dist');

if (!distGiven) {
  // Builds only when a source changed since the last build (build-front-ends.mjs says which).
  const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-front-ends.mjs'), app], { stdio: 'inherit', cwd: REPO_ROOT });
  if (build.status !== 0) fail(`Building ${app} failed.`);
}

/** @param {string} dir @param {string} prefix @returns {string[]} */
const filesUnder = (dir, prefix = '') =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));

const version = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).metaData?.buildInfo?.buildVersion;
const base = serverUrl(url);
const authorization = await signIn(base);

const form = new FormData();
form.append('area', area);
form.append('notes', notes);
const files = filesUnder(dist);
let bytes = 0;
for (const file of files) {
  const content = readFileSync(path.join(dist, file));
  bytes += content.length;
  // The file name is its path inside dist/ (server/… for the server build).
  form.append('files', new Blob([content]), file);
}
console.log(`Releasing ${app} ${version} (${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB) to ${base}…`);
const release = await answer(await call(`${base}/api/admin/releases`, { method: 'POST', headers: { authorization }, body: form }));
console.log(`${app} ${release.version} is current (it replaces ${release.previousVersion}); released by ${release.releasedBy} at ${release.releasedAt}.`);
console.log(`Roll back with: npm run rollback -- ${area}`);
