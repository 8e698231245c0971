// @ts-check
/**
 * Interleaved A/B of two checkouts of the product, for a change that files alone cannot carry (the
 * server's answers as well as the front ends'): `node scripts/bench/ab-trees.mjs --a=DIR --b=DIR
 * [--screens=TEXT] [--rounds=N]`. Each DIR is a checkout with its front ends built and its
 * packages installed (e.g. `git worktree add /tmp/before <commit>`, a symlink to this checkout's
 * node_modules, `npm run build` there). Both products run at once, each with its own fresh
 * embedded database; the rounds are those of ab-files.mjs (interleave.mjs).
 */
import path from 'node:path';
import { launchChromium } from './browser.mjs';
import { chosenScreens, interleave } from './interleave.mjs';
import { startProduct } from './product-server.mjs';
import { freePort, option } from './util.mjs';

const dirs = { A: option('a', ''), B: option('b', '') };
if (!dirs.A || !dirs.B) throw new Error('--a=DIR and --b=DIR are required (see the comment at the top of ab-trees.mjs)');

const products = {
  A: await startProduct({ port: await freePort(), root: path.resolve(dirs.A) }),
  B: await startProduct({ port: await freePort(), root: path.resolve(dirs.B) }),
};
const browser = await launchChromium();
try {
  await interleave(browser, { A: { baseUrl: products.A.baseUrl }, B: { baseUrl: products.B.baseUrl } }, { rounds: Number(option('rounds', '6')), screens: chosenScreens() });
} finally {
  await browser.close();
  await products.A.stop();
  await products.B.stop();
}
