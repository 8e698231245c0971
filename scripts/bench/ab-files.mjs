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
import { chosenScreens, interleave } from './interleave.mjs';
import { REPO_ROOT, freePort } from './util.mjs';

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
const screens = chosenScreens();

const backup = mkdtempSync(path.join(os.tmpdir(), 'ab-files-'));
// A variant may be a whole other build: its files that the current build lacks are removed after.
const built = [...variants.A, ...variants.B].filter(({ to }) => existsSync(to));
const added = [...variants.A, ...variants.B].filter(({ to }) => !existsSync(to));
for (const { to, app, file } of built) copyFileSync(to, path.join(backup, `${app}__${file}`));

const product = await startProduct({ port: await freePort() });
const browser = await launchChromium();
try {
  const copy = (/** @type {'A' | 'B'} */ variant) => () => variants[variant].forEach(({ from, to }) => copyFileSync(from, to));
  await interleave(browser, { A: { baseUrl: product.baseUrl, before: copy('A') }, B: { baseUrl: product.baseUrl, before: copy('B') } }, { rounds, screens });
} finally {
  for (const { to, app, file } of built) copyFileSync(path.join(backup, `${app}__${file}`), to);
  for (const { to } of added) rmSync(to, { force: true });
  rmSync(backup, { recursive: true, force: true });
  await browser.close();
  await product.stop();
}
