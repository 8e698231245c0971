// @ts-check
// Cold, throttled loads of a screen of section (e) under V8's sampling profiler: the main thread's
// time until the screen shows, summed by file and by function (self time), medians over --runs.
// For finding which code a first screen waits on once its bytes are in.
//   node scripts/bench/cpu-profile.mjs [--screens=TEXT] [--runs=N] [--top=N] [--from-file=NAME] [--last-ms=N] [--inclusive] [--port=N]   (front ends built first)
// --from-file=every-page counts only from the first sample in that file (e.g. once the largest script has arrived);
// --last-ms=N only the last N ms before the profile stopped (at most ~50 ms after the screen showed).
// --inclusive: total time instead of self time (a sample counts for every label on its stack, once).
// --live: until the screen is live (owned by React) instead of shown.
// The after-login screens are skipped: their time runs from a submit, not from navigation.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { launchChromium, throttledPage } from './browser.mjs';
import { startProduct } from './product-server.mjs';
import { SCREENS, logInThroughApi, shownAt, storeTokensBeforePageRuns, watchForShown } from './screens.mjs';
import { REPO_ROOT, freePort, median, option } from './util.mjs';

/** @type {typeof import('source-map-js')} */
const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }} Profile
 */

/**
 * Self (or with --inclusive, total) time (ms) per label, of the samples before `untilUs` (profile clock) and from the first
 * sample in a file whose name starts with `fromFile` (all when empty).
 * @param {Profile} profile @param {(node: ProfileNode) => string} labelOf @param {number} untilUs @param {string} fromFile
 */
function timesByLabel(profile, labelOf, untilUs, fromFile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, ProfileNode>} */
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  /** @type {Map<string, number>} */
  const totals = new Map();
  let at = profile.startTime;
  let counting = !fromFile;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    if (at > untilUs) break;
    if (lastMs > 0 && at < untilUs - lastMs * 1000) continue;
    const node = byId.get(profile.samples[i]);
    if (!node) continue;
    counting ||= fileOf(node).startsWith(fromFile);
    if (!counting) continue;
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    /** @type {Set<string>} */
    const labels = new Set();
    for (let frame = /** @type {ProfileNode | undefined} */ (node); frame; frame = inclusive ? parentOf.get(frame.id) : undefined) labels.add(labelOf(frame));
    for (const label of labels) totals.set(label, (totals.get(label) ?? 0) + delta);
  }
  return totals;
}

/** The built file a served URL comes from: the shell's at the root, a remote's under /remotes/<name>/. @param {string} url */
function builtFile(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([a-z]+)\/(.*)$/.exec(pathname);
  return remote ? path.join(REPO_ROOT, `remote-${remote[1]}`, 'dist', remote[2]) : path.join(REPO_ROOT, 'shell', 'dist', pathname.slice(1));
}

/** @type {Map<string, import('source-map-js').SourceMapConsumer | null>} */
const sourceMaps = new Map();
/** Where a minified position comes from: `package/file:line` or the source file, or null without a map. */
function originalPosition(/** @type {ProfileNode['callFrame']} */ frame) {
  if (!frame.url.startsWith('http')) return null;
  const file = builtFile(frame.url);
  if (!sourceMaps.has(file)) sourceMaps.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  const found = sourceMaps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!found?.source) return null;
  const source = found.source.replace(/^webpack:\/\/\/?/, '').replace(/^.*node_modules\//, '');
  return { source, label: `${found.name ?? '(anonymous)'} ${source}:${found.line}` };
}

const fileOf = (/** @type {ProfileNode} */ node) => {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  return url.replace(/^.*\//, '').replace(/\?.*$/, '');
};
const functionOf = (/** @type {ProfileNode} */ node) =>
  originalPosition(node.callFrame)?.label ?? `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node)}:${node.callFrame.lineNumber + 1}`;
/** The package a function comes from; for our own code, the build it was bundled into (`shell`, `remote_public`, ...). */
const packageOf = (/** @type {ProfileNode} */ node) => {
  const source = originalPosition(node.callFrame)?.source;
  if (!source) return fileOf(node);
  const parts = source.split('/');
  return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** About how long before the navigation the profiler starts (the goto's own set-up). */
const PROFILE_LEAD_MS = 400;
const runs = Number(option('runs', '3'));
const top = Number(option('top', '25'));
const fromFile = option('from-file', '');
const lastMs = Number(option('last-ms', '0'));
const inclusive = process.argv.includes('--inclusive');
const product = await startProduct({ port: Number(option('port', String(await freePort()))) });
const untilLive = process.argv.includes('--live');
const browser = await launchChromium();
try {
  for (const screen of SCREENS.filter((candidate) => !candidate.logInAs && candidate.name.includes(option('screens', '')))) {
    /** @type {Map<string, number[]>} */ const byFile = new Map();
    /** @type {Map<string, number[]>} */ const byFunction = new Map();
    /** @type {Map<string, number[]>} */ const byPackage = new Map();
    /** @type {number[]} */ const shownTimes = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      if (screen.role) await storeTokensBeforePageRuns(context, await logInThroughApi(product.baseUrl, screen.role));
      await watchForShown(context, screen.ready);
      const { page, cdp } = await throttledPage(context);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${product.baseUrl}${screen.path}`, { waitUntil: 'commit' });
      const shown = Number(await shownAt(cdp, undefined, { live: untilLive }));
      const { profile } = /** @type {{ profile: Profile }} */ (await cdp.send('Profiler.stop'));
      shownTimes.push(shown);
      // Up to the shown time (the profile starts a little before the navigation); with --last-ms, up to
      // the profile's end, which is at most one poll of shownAt (~50 ms) after the screen showed.
      const untilUs = lastMs > 0 ? profile.endTime : profile.startTime + (shown + PROFILE_LEAD_MS) * 1000;
      for (const [map, labelOf] of /** @type {const} */ ([[byFile, fileOf], [byPackage, packageOf], [byFunction, functionOf]])) {
        for (const [label, ms] of timesByLabel(profile, labelOf, untilUs, fromFile)) map.set(label, [...(map.get(label) ?? []), ms]);
      }
      await context.close();
    }
    const report = (/** @type {Map<string, number[]>} */ map) =>
      [...map]
        .map(([label, times]) => /** @type {const} */ ([label, median([...times, ...Array(runs - times.length).fill(0)])]))
        .sort((a, b) => b[1] - a[1])
        .slice(0, top);
    console.log(`\n== ${screen.name}: ${untilLive ? 'live' : 'shown'} at ${shownTimes.map((t) => Math.round(t)).join(' / ')} ms; ${inclusive ? 'total' : 'self'} time by file (median ms of ${runs})`);
    for (const [label, ms] of report(byFile)) console.log(`${ms.toFixed(0).padStart(6)}  ${label}`);
    console.log(`-- by package`);
    for (const [label, ms] of report(byPackage)) console.log(`${ms.toFixed(0).padStart(6)}  ${label}`);
    console.log(`-- by function`);
    for (const [label, ms] of report(byFunction)) console.log(`${ms.toFixed(0).padStart(6)}  ${label}`);
  }
} finally {
  await browser.close();
  await product.stop();
}
