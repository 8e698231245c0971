// @ts-check
// One cold, throttled deep-link load of a screen of section (e), traced: every task of the page's
// main thread longer than --min-ms (8), with when it started (ms from navigation), how long it
// ran and what took most of it (script evaluated, function called, style, layout, paint; a timer
// or animation frame that fired). For finding what the page waits on once its bytes are in.
//   node scripts/bench/main-thread.mjs [--screens=TEXT] [--min-ms=N] [--port=N]   (front ends built first)
// The after-login screens are skipped: their time runs from a submit, not from navigation.
import { launchChromium, throttledPage } from './browser.mjs';
import { startProduct } from './product-server.mjs';
import { SCREENS, logInThroughApi, shownAt, storeTokensBeforePageRuns, watchForShown } from './screens.mjs';
import { freePort, option } from './util.mjs';

// navigationStart is a blink.user_timing event.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'];
/** The trace events whose time is named in a task's summary. */
const NAMED_WORK = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'ParseHTML', 'EventDispatch']);

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *             args?: { name?: string, data?: { url?: string, functionName?: string, documentLoaderURL?: string } } }} TraceEvent
 */

/** @param {TraceEvent[]} events */
function mainThreadTasks(events, minMs) {
  // The renderer's main thread that worked most is the page's (the first about:blank has its own).
  const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busyMs = (/** @type {TraceEvent} */ thread) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').reduce((total, event) => total + (event.dur ?? 0), 0);
  const main = threads.sort((a, b) => busyMs(b) - busyMs(a))[0];
  // Chromium 15x traces navigationStart in the browser process, not the renderer's: any process's will do.
  const navigations = events.filter((event) => event.name === 'navigationStart').sort((a, b) => (a.pid === main.pid ? 0 : 1) - (b.pid === main.pid ? 0 : 1) || a.ts - b.ts);
  const navigation = navigations.find((event) => (event.args?.data?.documentLoaderURL ?? '').startsWith('http')) ?? navigations[navigations.length - 1];
  const start = navigation?.ts ?? Math.min(...events.filter((event) => event.name === 'ResourceSendRequest').map((event) => event.ts));
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts >= start);
  return onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      /** @type {Map<string, number>} */
      const work = new Map();
      for (const event of onMain) {
        if (event.ts < task.ts || event.ts + (event.dur ?? 0) > end || !NAMED_WORK.has(event.name)) continue;
        const file = (event.args?.data?.url ?? '').replace(/^.*\//, '');
        const fn = event.args?.data?.functionName;
        const label = [event.name, file, fn ? `:${fn}` : ''].filter(Boolean).join(' ');
        work.set(label, (work.get(label) ?? 0) + (event.dur ?? 0) / 1000);
      }
      const top = [...work].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return { atMs: (task.ts - start) / 1000, ms: (task.dur ?? 0) / 1000, top: top.map(([label, ms]) => `${label} ${ms.toFixed(0)}`).join(' | ') };
    });
}

const minMs = Number(option('min-ms', '8'));
const product = await startProduct({ port: Number(option('port', String(await freePort()))) });
const browser = await launchChromium();
try {
  for (const screen of SCREENS.filter((candidate) => !candidate.logInAs && candidate.name.includes(option('screens', '')))) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    if (screen.role) await storeTokensBeforePageRuns(context, await logInThroughApi(product.baseUrl, screen.role));
    await watchForShown(context, screen.ready);
    const { page, cdp } = await throttledPage(context);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${product.baseUrl}${screen.path}`, { waitUntil: 'commit' });
    const shown = await shownAt(cdp);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    await context.close();

    console.log(`\n== ${screen.name}: shown at ${Math.round(Number(shown))} ms (performance.now); main-thread tasks of ${minMs} ms or more`);
    console.log('   at    ms  most of it (ms)');
    for (const task of mainThreadTasks(trace.traceEvents, minMs)) {
      console.log(`${task.atMs.toFixed(0).padStart(5)} ${task.ms.toFixed(0).padStart(5)}  ${task.top}`);
    }
  }
} finally {
  await browser.close();
  await product.stop();
}
