// @ts-check
/**
 * Interleaved A/B of built files: `node scripts/bench/ab-files.mjs --a=DIR --b=DIR
 * [--screens=TEXT] [--rounds=N]`. DIR holds `<app>/<file>` (e.g. `shell/every-page.1a2b.js`
 * with its `.br` and `.gz`, or a whole `dist` of another build), copied over `<app>/dist/<file>`
 * before each variant's loads. Each
 * round loads every chosen (e) screen cold with A then B, or B then A on odd rounds, so a
 * machine whose speed drifts during the run weighs on both alike; the paired differences B - A
 * are what to read. The built files are put back at the end. Run after `npm run build`.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './browser.mjs';
import { startProduct } from './product-server.mjs';
import { SCREENS, logInThroughApi, measureScreenOnce } from './screens.mjs';
import { REPO_ROOT, freePort, median } from './util.mjs';

/** @param {string} name @param {string} [fallback] */
function option(name, fallback) {
  const value = process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  if (value === undefined) throw new Error(`--${name}= is required (see the comment at the top of ab-files.mjs)`);
  return value;
}

/** @param {string} variantDir @returns {Array<{ from: string, to: string, app: string, file: string }>} */
function variantFiles(variantDir) {
  return readdirSync(variantDir).flatMap((app) =>
    readdirSync(path.join(variantDir, app)).map((file) => ({ from: path.join(variantDir, app, file), to: path.join(REPO_ROOT, app, 'dist', file), app, file })),
  );
}

const variants = { A: variantFiles(path.resolve(option('a'))), B: variantFiles(path.resolve(option('b'))) };
const rounds = Number(option('rounds', '6'));
const wanted = option('screens', 'deep link').split(',');
const screens = SCREENS.filter((screen) => !screen.logInAs && wanted.some((text) => screen.name.includes(text)));

const backup = mkdtempSync(path.join(os.tmpdir(), 'ab-files-'));
// A variant may be a whole other build: its files that the current build lacks are removed after.
const built = [...variants.A, ...variants.B].filter(({ to }) => existsSync(to));
const added = [...variants.A, ...variants.B].filter(({ to }) => !existsSync(to));
for (const { to, app, file } of built) copyFileSync(to, path.join(backup, `${app}__${file}`));

const product = await startProduct({ port: await freePort() });
const browser = await launchChromium();
/** @type {Record<string, { A: number[], B: number[] }>} */
const results = {};
try {
  /** @type {Record<string, { token: string, refreshToken: string }>} */
  const tokens = {};
  for (const screen of screens) if (screen.role && !tokens[screen.role]) tokens[screen.role] = await logInThroughApi(product.baseUrl, screen.role);
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of /** @type {const} */ (round % 2 ? ['B', 'A'] : ['A', 'B'])) {
      for (const { from, to } of variants[variant]) copyFileSync(from, to);
      for (const screen of screens) {
        const run = await measureScreenOnce(browser, product.baseUrl, screen, screen.role ? tokens[screen.role] : undefined);
        (results[screen.name] ??= { A: [], B: [] })[variant].push(Math.round(run.readyMs));
      }
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
  for (const [name, { A, B }] of Object.entries(results)) {
    const differences = A.map((a, index) => B[index] - a);
    console.log(`${name}: A ${median(A)} ms (${A.join('/')}), B ${median(B)} ms (${B.join('/')}), B - A median ${median(differences)} ms (${differences.join('/')})`);
  }
} finally {
  for (const { to, app, file } of built) copyFileSync(path.join(backup, `${app}__${file}`), to);
  for (const { to } of added) rmSync(to, { force: true });
  rmSync(backup, { recursive: true, force: true });
  await browser.close();
  await product.stop();
}
