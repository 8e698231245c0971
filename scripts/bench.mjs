// @ts-check
// `npm run bench`: figures, no pass/fail. All traffic stays on 127.0.0.1 and every run is bounded.
//   (a) bundle bytes: scripts/measure-bundles.mjs (the built files) and a real page load of the
//       visitor home in Chromium (JavaScript per file; no buyer/seller/admin requests);
//   (b) Largest Contentful Paint of the visitor home on a throttled profile (median of runs);
//   (c) composition overhead: the same screens as one monolithic bundle, JavaScript compared;
//   (d) API load with autocannon next to a bare Fastify route;
//   (e) the screens users wait for (visitor home, /login, each role's deep link, each role's home
//       after logging in): JS on the wire incl. headers, requests, time to real content, throttled,
//       and each screen's ratio to the floors loaded in the same rounds (a static HTML page of the
//       home's posts, and pages of React alone that make the screen's first call: bench/floors/).
//   (f) scale: inbox, admin tables and match-alert fan-out at 100 000 posts and 50 000 buyers
//       (scripts/bench/scale.mjs, which takes its own options; not in the default run: it
//       generates its own databases for minutes).
//   (h) sanctions screening (issue 56): one buyer with a company and ten owners against 5 000
//       designations / 20 000 names, p99, and 10 000 buyers re-screened, beside a bare route
//       (scripts/bench/screening/screening-bench.ts, a scratch PostgreSQL database).
//   (g) the deal room's files: a 20 MB upload and download through the API with the server's
//       peak memory, and 20 and 50 buyers fetching a static file, a stored and a stamped 5 MB file at once (scripts/bench/deal-room.mjs,
//       the product on a scratch PostgreSQL database).
// Writes bench/results/latest.json. Options: --runs=N (throttled runs per screen, default 5),
// --screens=TEXT (only the (e) screens whose name contains it), --duration=S (API seconds per
// run, default 10), --connections=N (default 10), --only=a,b,c,d,e,f,g,h, --no-build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureApiLoad } from './bench/api-load.mjs';
import { chunkLabeller } from './bench/chunk-labels.mjs';
import { cpuReferenceMs, launchChromium, measurePageLoadBytes, measureThrottledLcp } from './bench/browser.mjs';
import { buildMonolith, MONOLITH_DIST } from './bench/monolith/build-monolith.mjs';
import { serveMonolith } from './bench/monolith/serve-monolith.mjs';
import { startProduct } from './bench/product-server.mjs';
import { FAN_OUT_QUEUE_TARGET_MS, INBOX_P99_TARGET_MS, measureScale, printScaleResults } from './bench/scale.mjs';
import { floorScreens, measureScreens } from './bench/screens.mjs';
import { measureDealRoom, printDealRoomResults } from './bench/deal-room.mjs';
import { startFloorServer } from './bench/floors/floor-server.mjs';
import { REPO_ROOT, freePort, kib, table } from './bench/util.mjs';

const LCP_TARGET_MS = 2_500;
const COMPOSITION_OVERHEAD_TARGET_PERCENT = 5;

/** @param {string} name @param {string} fallback */
function option(name, fallback) {
  const prefix = `--${name}=`;
  const given = process.argv.find((arg) => arg.startsWith(prefix));
  return given ? given.slice(prefix.length) : fallback;
}
const throttledRuns = Number(option('runs', '5'));
const apiSeconds = Number(option('duration', '10'));
const apiConnections = Number(option('connections', '10'));
const sections = new Set(option('only', 'a,b,c,d,e,g,h').split(','));
const mayBuild = !process.argv.includes('--no-build');

/** @type {Record<string, unknown>} */
const results = { startedAt: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length, node: process.version } };
/** @type {string[]} */
const problems = [];

function heading(/** @type {string} */ text) {
  console.log(`\n== ${text}`);
}

/** The visitor home is ready when one of the home posts' headings is on the page. */
async function homeReadyCheck(/** @type {string} */ baseUrl) {
  const posts = /** @type {{ activityHeading: string }[]} */ (await (await fetch(`${baseUrl}/api/unauth/homeposts`)).json());
  const firstHeading = posts[0]?.activityHeading;
  return async (/** @type {import('@playwright/test').Page} */ page) => {
    if (firstHeading) await page.getByText(firstHeading, { exact: true }).first().waitFor({ timeout: 120_000 });
  };
}

function ensureBuiltFrontEnds() {
  const built = ['shell/dist/index.html', 'remote-public/dist/mf-manifest.json'].every((file) => existsSync(path.join(REPO_ROOT, file)));
  if (built) return;
  if (!mayBuild) throw new Error('The front ends are not built (npm run build) and --no-build was given.');
  console.log('The front ends are not built: running npm run build first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', timeout: 900_000 });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/**
 * measure-bundles' JSON as tables: the visitor home's files and totals, and each remote's start-up.
 * @param {any} report
 */
function describeMeasuredBundles(report) {
  const home = report?.visitorHome;
  if (!home || !Array.isArray(home.files)) return JSON.stringify(report, null, 2);
  /** @type {(string|number)[][]} */
  const rows = home.files.map((/** @type {any} */ file) => [file.file, kib(file.raw), kib(file.gzip), kib(file.brotli)]);
  rows.push(['TOTAL visitor home', kib(home.raw), kib(home.gzip), kib(home.brotli)]);
  const lines = [table(['file (built output)', 'raw', 'gzip', 'brotli'], rows)];
  if (home.budgetBytes) lines.push(`Budget for the visitor home: ${kib(home.budgetBytes)} (brotli ${kib(home.brotli)}, gzip ${kib(home.gzip)})`);
  if (Array.isArray(report.remotes)) {
    lines.push(
      '',
      table(
        ['remote start-up (remoteEntry + ./routes)', 'raw', 'gzip', 'brotli'],
        report.remotes.map((/** @type {any} */ remote) => [remote.remote, kib(remote.raw), kib(remote.gzip), kib(remote.brotli)]),
      ),
    );
  }
  return lines.join('\n');
}

function runMeasureBundles() {
  const script = path.join(REPO_ROOT, 'scripts', 'measure-bundles.mjs');
  if (!existsSync(script)) return { note: 'scripts/measure-bundles.mjs does not exist yet' };
  const run = spawnSync(process.execPath, [script, '--json'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 180_000 });
  const output = `${run.stdout ?? ''}`.trim();
  try {
    return { exitCode: run.status, report: JSON.parse(output) };
  } catch {
    return { exitCode: run.status, output, stderr: `${run.stderr ?? ''}`.trim().split('\n').slice(-10).join('\n') };
  }
}

/**
 * The headline figures in one table.
 * @param {Record<string, any>} measured
 * @returns {string[][]}
 */
function summaryRows(measured) {
  /** @type {string[][]} */
  const rows = [];
  const built = measured.measureBundles?.report?.visitorHome;
  if (built?.brotli !== undefined) {
    rows.push(['visitor home JS, built files (measure-bundles)', `${kib(built.brotli)} br / ${kib(built.gzip)} gzip`, built.budgetBytes ? `<= ${kib(built.budgetBytes)}` : '']);
  }
  if (measured.visitorHomeLoad) {
    const home = measured.visitorHomeLoad;
    rows.push(['visitor home JS transferred', `${kib(home.totalTransferredBytes)} in ${home.scripts.length} files`, '']);
    rows.push(['visitor home JS (gzip-9 of bodies)', kib(home.totalGzipBytes), '']);
    rows.push(['buyer/seller/admin requests by a visitor', String(home.restrictedRemoteRequests.length), '0']);
  }
  if (measured.throttledLcp) rows.push(['median LCP, throttled', `${measured.throttledLcp.medianLcpMs} ms`, `<= ${LCP_TARGET_MS} ms`]);
  if (measured.compositionOverhead?.overheadPercentGzip !== undefined) {
    rows.push(['composition overhead (JS gzip)', `${measured.compositionOverhead.overheadPercentGzip} %`, `<= ${COMPOSITION_OVERHEAD_TARGET_PERCENT} %`]);
  }
  for (const screen of measured.screens ?? []) {
    rows.push([`${screen.name}: shown`, `${screen.medianReadyMs} ms`, screen.targetMs ? `<= ${screen.targetMs} ms` : '']);
    for (const ratio of screen.ratios ?? []) rows.push([`${screen.name} / ${ratio.floor}`, `${ratio.ratio.toFixed(2)} x`, ratio.target === null ? '' : `<= ${ratio.target} x`]);
    for (const ratio of screen.liveRatios ?? []) rows.push([`${screen.name} live / ${ratio.floor} live`, `${ratio.ratio.toFixed(2)} x`, ratio.target === null ? '' : `<= ${ratio.target} x`]);
    if (screen.targetJsBytesBeforeLive) rows.push([`${screen.name}: JS on the wire before live`, kib(screen.medianJsWireBytesBeforeLive), `<= ${kib(screen.targetJsBytesBeforeLive)}`]);
    rows.push([`${screen.name}: JS on the wire`, `${kib(screen.medianJsWireBytes)} in ${screen.medianJsRequests} files`, screen.targetJsBytes ? `<= ${kib(screen.targetJsBytes)}` : '']);
  }
  for (const load of measured.apiLoad ?? []) {
    rows.push([load.name, `${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms`, '']);
  }
  for (const scale of measured.scale ?? []) {
    for (const load of scale.loads.filter((/** @type {any} */ run) => run.group === 'inbox')) {
      rows.push([`${scale.database}: ${load.name}`, `p50 ${load.p50Ms} ms, p95 ${load.p95Ms} ms, p99 ${load.p99Ms} ms`, `p99 <= ${INBOX_P99_TARGET_MS} ms`]);
    }
    rows.push([`${scale.database}: ${scale.fanOut.expectedAlerts} alerts queued after`, `${scale.fanOut.queuedAfterMs} ms`, `<= ${FAN_OUT_QUEUE_TARGET_MS} ms`]);
  }
  const dealRoom = /** @type {import('./bench/deal-room.mjs').DealRoomBench | undefined} */ (measured.dealRoom);
  if (dealRoom) {
    for (const crowd of dealRoom.crowds) {
      for (const round of crowd.rounds) rows.push([`deal room: ${crowd.buyers} buyers at once, ${round.name}`, `p99 ${round.p99Ms.toFixed(0)} ms, ${round.errors} errors`, 'no error']);
    }
  }
  return rows;
}

ensureBuiltFrontEnds();

if (sections.has('a')) {
  heading('(a) bundle bytes: scripts/measure-bundles.mjs');
  const measured = runMeasureBundles();
  results.measureBundles = measured;
  console.log('report' in measured ? describeMeasuredBundles(measured.report) : (measured.output ?? measured.note));
}

const product = await startProduct({ port: Number(option('port', String(await freePort()))) });
console.log(`\nProduct started at ${product.baseUrl} (fresh DATA_DIR ${product.dataDir})`);
/** Chromium, or null (with the reason noted) when it cannot start: the API figures still come. */
async function launchBrowserIfNeeded() {
  if (!['a', 'b', 'c', 'e'].some((name) => sections.has(name))) return null;
  try {
    return await launchChromium();
  } catch (error) {
    problems.push(`Chromium did not start (install /usr/bin/chromium or run npx playwright install chromium): ${/** @type {Error} */ (error).message.split('\n')[0]}`);
    console.log(problems[problems.length - 1]);
    return null;
  }
}

/**
 * Runs one section; a failure is reported and the next section still runs.
 * @param {string} name @param {() => Promise<void>} measure
 */
async function section(name, measure) {
  try {
    await measure();
  } catch (error) {
    const message = /** @type {Error} */ (error).message.split('\n').slice(0, 3).join(' ');
    problems.push(`${name}: ${message}`);
    console.log(`Could not measure ${name}: ${message}`);
  }
}

const browser = await launchBrowserIfNeeded();
try {
  const homeReady = await homeReadyCheck(product.baseUrl);
  /** @type {import('./bench/browser.mjs').PageLoadBytes | null} */
  let federatedHome = null;

  if (browser && (sections.has('a') || sections.has('c'))) await section('(a) visitor home load', async () => {
    heading('(a) JavaScript of a real load of the visitor home (Chromium, cold cache)');
    federatedHome = await measurePageLoadBytes(browser, `${product.baseUrl}/`, homeReady);
    const labelChunk = chunkLabeller();
    results.visitorHomeLoad = { ...federatedHome, scripts: federatedHome.scripts.map((file) => ({ ...file, holds: labelChunk(file.path) })) };
    console.log(
      table(
        ['file', 'encoding', 'transferred', 'body', 'gzip-9 of body', 'holds'],
        [
          ...federatedHome.scripts.map((file) => [
            file.path,
            file.encoding,
            kib(file.transferredBytes),
            kib(file.bodyBytes),
            kib(file.gzipBytes),
            labelChunk(file.path),
          ]),
          ['TOTAL', '', kib(federatedHome.totalTransferredBytes), kib(federatedHome.totalBodyBytes), kib(federatedHome.totalGzipBytes), ''],
        ],
      ),
    );
    console.log(
      federatedHome.restrictedRemoteRequests.length === 0
        ? `No request to /remotes/buyer/, /remotes/seller/ or /remotes/admin/ (${federatedHome.requestCount} requests in all).`
        : `Requests a visitor should never make: ${federatedHome.restrictedRemoteRequests.join(', ')}`,
    );
  });

  if (browser && sections.has('b')) await section('(b) LCP', async () => {
    heading(`(b) Largest Contentful Paint, visitor home, throttled (150 ms, 1.6/0.75 Mbps, 4x CPU), ${throttledRuns} runs`);
    const lcp = await measureThrottledLcp(browser, `${product.baseUrl}/`, homeReady, throttledRuns);
    results.throttledLcp = { ...lcp, targetMs: LCP_TARGET_MS };
    console.log(
      table(
        ['run', 'LCP', 'FCP', 'load event', 'last script in', 'last API answer', 'LCP element'],
        lcp.runs.map((run, index) => [
          index + 1,
          `${run.lcpMs} ms`,
          `${run.fcpMs} ms`,
          `${run.loadEventMs} ms`,
          `${run.lastScriptMs} ms`,
          `${run.lastApiMs} ms`,
          run.lcpElement,
        ]),
      ),
    );
    console.log(`Median LCP ${lcp.medianLcpMs} ms (target <= ${LCP_TARGET_MS} ms)`);
  });

  if (browser && sections.has('c') && federatedHome) {
    heading('(c) composition overhead: Module Federation vs one monolithic bundle of the same screens');
    try {
      buildMonolith();
      const monolithServer = await serveMonolith({ distDir: MONOLITH_DIST, apiBaseUrl: product.baseUrl });
      try {
        const monolithHome = await measurePageLoadBytes(browser, `${monolithServer.url}/`, homeReady);
        const overheadPercent = ((federatedHome.totalGzipBytes - monolithHome.totalGzipBytes) / monolithHome.totalGzipBytes) * 100;
        const rawOverheadPercent = ((federatedHome.totalBodyBytes - monolithHome.totalBodyBytes) / monolithHome.totalBodyBytes) * 100;
        results.compositionOverhead = {
          federated: { gzipBytes: federatedHome.totalGzipBytes, bodyBytes: federatedHome.totalBodyBytes, files: federatedHome.scripts.length },
          monolith: { gzipBytes: monolithHome.totalGzipBytes, bodyBytes: monolithHome.totalBodyBytes, files: monolithHome.scripts.length, scripts: monolithHome.scripts },
          overheadPercentGzip: Math.round(overheadPercent * 10) / 10,
          overheadPercentRaw: Math.round(rawOverheadPercent * 10) / 10,
          targetPercent: COMPOSITION_OVERHEAD_TARGET_PERCENT,
        };
        console.log(
          table(
            ['build', 'JS files', 'JS bytes', 'JS gzip-9'],
            [
              ['Module Federation (shell + remote-public)', federatedHome.scripts.length, kib(federatedHome.totalBodyBytes), kib(federatedHome.totalGzipBytes)],
              ['monolith (same screens, no federation)', monolithHome.scripts.length, kib(monolithHome.totalBodyBytes), kib(monolithHome.totalGzipBytes)],
            ],
          ),
        );
        console.log(
          `Overhead ${overheadPercent.toFixed(1)} % gzip, ${rawOverheadPercent.toFixed(1)} % raw (target <= ${COMPOSITION_OVERHEAD_TARGET_PERCENT} %)`,
        );
      } finally {
        await monolithServer.stop();
      }
    } catch (error) {
      problems.push(`(c) monolith: ${/** @type {Error} */ (error).message}`);
      results.compositionOverhead = { error: /** @type {Error} */ (error).message };
      console.log(`Could not measure: ${/** @type {Error} */ (error).message}`);
    }
  }

  /** @typedef {{ floor: string, ownMs: number, floorMs: number, ratio: number, target: number | null }} FloorRatio */
  if (browser && sections.has('e')) await section('(e) screens', async () => {
    heading(`(e) screens users wait for, cold, throttled (150 ms, 1.6/0.75 Mbps, 4x CPU), medians of ${throttledRuns} runs`);
    const floors = await startFloorServer({ productBaseUrl: product.baseUrl });
    let screens;
    try {
      screens = await measureScreens(browser, product.baseUrl, throttledRuns, console.log, { only: option('screens', ''), floors: floorScreens(floors) });
    } finally {
      await floors.stop();
    }
    results.screens = screens;
    console.log(
      table(
        ['screen', 'shown (median)', 'target', 'live (median)', 'JS on the wire incl. headers', 'target', 'before live', 'target', 'JS files', 'requests', 'buyer/seller/admin requests'],
        screens.map((screen) => [
          screen.name,
          `${screen.medianReadyMs} ms`,
          screen.targetMs ? `<= ${screen.targetMs} ms` : '',
          `${screen.medianLiveMs} ms`,
          kib(screen.medianJsWireBytes),
          screen.targetJsBytes ? `<= ${kib(screen.targetJsBytes)}` : '',
          kib(screen.medianJsWireBytesBeforeLive),
          screen.targetJsBytesBeforeLive ? `<= ${kib(screen.targetJsBytesBeforeLive)}` : '',
          screen.medianJsRequests,
          screen.medianRequests,
          screen.visitor ? String(screen.restrictedRemoteRequests.length) : '',
        ]),
      ),
    );
    console.log("Live: the screen's content on elements owned by React (React's fiber key). The static floor has no React: live when shown.");
    console.log('After login: time from the form\'s submit to the tiles, bytes and requests made after the submit.');
    console.log('\nRatios to the floors loaded in the same rounds (median over median): content against content, live against live:');
    console.log(
      table(
        ['screen: moment', 'floor', 'screen (median)', 'floor (median)', 'ratio', 'target'],
        screens.flatMap((screen) =>
          [
            ...screen.ratios.map((/** @type {FloorRatio} */ ratio) => ({ ...ratio, what: 'content' })),
            ...screen.liveRatios.map((/** @type {FloorRatio} */ ratio) => ({ ...ratio, what: 'live' })),
          ].map((ratio) => [
            `${screen.name}: ${ratio.what}`,
            ratio.floor,
            `${ratio.ownMs} ms`,
            `${ratio.floorMs} ms`,
            `${ratio.ratio.toFixed(2)} x`,
            ratio.target === null ? '' : `<= ${ratio.target} x`,
          ]),
        ),
      ),
    );
    results.cpuReferenceMs = await cpuReferenceMs(browser);
    console.log(`This machine's CPU reference: ${results.cpuReferenceMs} ms (a fixed script in Chromium, unthrottled, median of 3; the times above scale with it).`);
  });

  if (sections.has('d')) await section('(d) API load', async () => {
    heading(`(d) API load, autocannon, ${apiConnections} connections, ${apiSeconds} s each, 127.0.0.1`);
    const loads = await measureApiLoad({ baseUrl: product.baseUrl, durationSeconds: apiSeconds, connections: apiConnections });
    results.apiLoad = loads;
    console.log(
      table(
        ['run', 'req/s', 'p50', 'p99', 'requests', 'answers (status: count p50/p99 ms)'],
        loads.map((load) => [
          load.name,
          load.requestsPerSecond,
          `${load.p50Ms} ms`,
          `${load.p99Ms} ms`,
          load.totalRequests,
          Object.entries(load.latencyByStatus)
            .map(([status, figures]) => `${status}: ${figures.count} ${figures.p50}/${figures.p99}`)
            .join('; ') + (load.errors ? `; errors ${load.errors}` : ''),
        ]),
      ),
    );
    for (const load of loads) if (load.note) console.log(`  ${load.name}: ${load.note}`);
  });
} finally {
  await browser?.close();
  await product.stop();
}

if (sections.has('f')) await section('(f) scale', async () => {
  heading('(f) scale: 100 000 posts, 50 000 buyers on PostgreSQL and PGlite (scripts/bench/scale.mjs)');
  const scale = await measureScale(process.argv.slice(2));
  results.scale = scale;
  printScaleResults(scale);
});

if (sections.has('g')) await section('(g) deal room', async () => {
  heading('(g) deal room: 20 MB through the API; 20 and 50 buyers fetching a static file, a stored PNG and a stamped PDF of 5 MB (scripts/bench/deal-room.mjs, PostgreSQL)');
  const dealRoom = await measureDealRoom();
  results.dealRoom = dealRoom;
  printDealRoomResults(dealRoom);
});

if (sections.has('h')) await section('(h) sanctions screening', async () => {
  heading('(h) sanctions screening: one buyer + company + 10 owners against 5 000 designations / 20 000 names, and 10 000 buyers re-screened (scripts/bench/screening, PostgreSQL)');
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', 'bench', 'screening', 'screening-bench.ts'), `--port=${await freePort()}`], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 600_000 });
  const lines = (run.stdout ?? '').trim().split('\n');
  for (const line of lines.slice(0, -1)) console.log(line);
  if (run.status !== 0) throw new Error(`screening bench exited with ${run.status}`);
  results.screening = JSON.parse(lines.at(-1) ?? '{}');
});

heading('Summary');
console.log(table(['figure', 'measured', 'target'], summaryRows(results)));

results.finishedAt = new Date().toISOString();
results.problems = problems;
const resultsDir = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote bench/results/latest.json${problems.length ? ` (${problems.length} section(s) could not be measured)` : ''}`);
