// @ts-check
// Chromium measurements of the visitor home: JavaScript bytes of a real page load (per file,
// transferred and gzip-9 of the body) and Largest Contentful Paint on a throttled profile.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, median } from './util.mjs';

const requireFromE2e = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'));
/** @type {typeof import('@playwright/test')} */
const { chromium } = requireFromE2e('@playwright/test');

/** Debian's Chromium and the flags it needs here, shared with the journeys. */
const { executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_ARGS } = requireFromE2e('./chromium.json');

/** The throttled profile: 150 ms latency, 1.6 Mbps down, 0.75 Mbps up, 4x CPU slowdown. */
export const THROTTLED_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 0.75 * 1024 * 1024,
  cpuSlowdown: 4,
};

const RESTRICTED_REMOTE_PATHS = ['/remotes/buyer/', '/remotes/seller/', '/remotes/admin/'];

/**
 * A new page of `context` on the throttled profile, with its cache off, and its CDP session
 * (network events enabled).
 * @param {import('@playwright/test').BrowserContext} context
 */
export async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLED_PROFILE.latencyMs,
    downloadThroughput: THROTTLED_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLED_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PROFILE.cpuSlowdown });
  return { page, cdp };
}

export async function launchChromium() {
  return chromium.launch({
    ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/**
 * @typedef {{ url: string, path: string, encoding: string, transferredBytes: number, bodyBytes: number, gzipBytes: number }} ScriptFile
 * @typedef {{ pageUrl: string, scripts: ScriptFile[], totalTransferredBytes: number, totalBodyBytes: number,
 *             totalGzipBytes: number, restrictedRemoteRequests: string[], requestCount: number }} PageLoadBytes
 */

/**
 * Loads a page in a fresh context and lists every JavaScript file it fetched.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} pageUrl
 * @param {(page: import('@playwright/test').Page) => Promise<void>} waitUntilReady
 * @returns {Promise<PageLoadBytes>}
 */
export async function measurePageLoadBytes(browser, pageUrl, waitUntilReady) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  /** @type {Map<string, { url: string, isScript: boolean, transferredBytes: number, encoding: string }>} */
  const byRequestId = new Map();
  /** @type {string[]} */
  const requestedUrls = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    requestedUrls.push(event.request.url);
    byRequestId.set(event.requestId, { url: event.request.url, isScript: event.type === 'Script', transferredBytes: 0, encoding: 'identity' });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = byRequestId.get(event.requestId);
    if (!entry) return;
    if (/javascript|ecmascript/.test(event.response.mimeType)) entry.isScript = true;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    entry.encoding = String(headers['content-encoding'] ?? 'identity');
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = byRequestId.get(event.requestId);
    if (entry) entry.transferredBytes = event.encodedDataLength;
  });
  /** @type {Map<string, Buffer>} */
  const scriptBodies = new Map();
  /** @type {Promise<void>[]} */
  const pendingBodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript/.test(contentType)) return;
    pendingBodies.push(
      response
        .body()
        .then((body) => void scriptBodies.set(response.url(), body))
        .catch(() => undefined),
    );
  });

  await page.goto(pageUrl, { waitUntil: 'load', timeout: 90_000 });
  await waitUntilReady(page);
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await Promise.all(pendingBodies);

  /** @type {ScriptFile[]} */
  const scripts = [];
  for (const entry of byRequestId.values()) {
    if (!entry.isScript) continue;
    const body = scriptBodies.get(entry.url) ?? Buffer.alloc(0);
    scripts.push({
      url: entry.url,
      path: new URL(entry.url).pathname,
      encoding: entry.encoding,
      transferredBytes: entry.transferredBytes,
      bodyBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  scripts.sort((a, b) => b.transferredBytes - a.transferredBytes);
  await context.close();
  const sum = (/** @type {(file: ScriptFile) => number} */ pick) => scripts.reduce((total, file) => total + pick(file), 0);
  return {
    pageUrl,
    scripts,
    totalTransferredBytes: sum((file) => file.transferredBytes),
    totalBodyBytes: sum((file) => file.bodyBytes),
    totalGzipBytes: sum((file) => file.gzipBytes),
    restrictedRemoteRequests: requestedUrls.filter((url) => RESTRICTED_REMOTE_PATHS.some((p) => url.includes(p))),
    requestCount: requestedUrls.length,
  };
}

/**
 * Largest Contentful Paint of one cold load on the throttled profile.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} pageUrl
 * @param {(page: import('@playwright/test').Page) => Promise<void>} waitUntilReady
 * @returns {Promise<{ lcpMs: number, lcpElement: string, fcpMs: number, loadEventMs: number, lastScriptMs: number, lastApiMs: number }>}
 */
async function measureLcpOnce(browser, pageUrl, waitUntilReady) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const { page } = await throttledPage(context);
  await page.addInitScript(() => {
    /** @type {any} */ (window).__benchLcp = { startTime: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const lcp = /** @type {any} */ (entry);
        const element = lcp.element;
        /** @type {any} */ (window).__benchLcp = {
          startTime: lcp.startTime,
          element: element ? `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 60)}` : lcp.url,
        };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

  await page.goto(pageUrl, { waitUntil: 'load', timeout: 120_000 });
  await waitUntilReady(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // Let a late candidate (posts arriving after the API answer) be reported.
  await page.waitForTimeout(1_000);
  const figures = await page.evaluate(() => {
    const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
    const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0];
    const lcp = /** @type {any} */ (window).__benchLcp;
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    const scriptEnds = resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.responseEnd);
    const apiEnds = resources.filter((entry) => entry.name.includes('/api/')).map((entry) => entry.responseEnd);
    return {
      lcpMs: Math.round(lcp.startTime),
      lcpElement: String(lcp.element),
      fcpMs: Math.round(firstContentfulPaint ? firstContentfulPaint.startTime : 0),
      loadEventMs: Math.round(navigation ? navigation.loadEventEnd : 0),
      lastScriptMs: Math.round(Math.max(0, ...scriptEnds)),
      lastApiMs: Math.round(Math.max(0, ...apiEnds)),
    };
  });
  await context.close();
  return figures;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} pageUrl
 * @param {(page: import('@playwright/test').Page) => Promise<void>} waitUntilReady
 * @param {number} runs
 */
export async function measureThrottledLcp(browser, pageUrl, waitUntilReady, runs) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measureLcpOnce(browser, pageUrl, waitUntilReady));
  return {
    profile: THROTTLED_PROFILE,
    runs: samples,
    medianLcpMs: median(samples.map((sample) => sample.lcpMs)),
    medianFcpMs: median(samples.map((sample) => sample.fcpMs)),
  };
}

/**
 * How fast this machine runs JavaScript in Chromium: a fixed script (objects built, sorted,
 * written as JSON and read back), unthrottled, median of 3 runs in ms. The throttled figures
 * scale with it (the profile slows the CPU 4x from whatever the machine gives), so it is
 * printed beside them: figures from two machines or two days compare only with it.
 * @param {import('@playwright/test').Browser} browser
 */
export async function cpuReferenceMs(browser) {
  const page = await browser.newPage();
  try {
    /** @type {number[]} */
    const runs = [];
    for (let run = 0; run < 3; run += 1) {
      runs.push(
        await page.evaluate(() => {
          const started = performance.now();
          const posts = [];
          for (let index = 0; index < 200_000; index += 1) posts.push({ id: index, heading: `post ${index}`, rank: (index * 7919) % 1000 });
          posts.sort((a, b) => a.rank - b.rank || a.id - b.id);
          JSON.parse(JSON.stringify(posts));
          return performance.now() - started;
        }),
      );
    }
    return Math.round(median(runs));
  } finally {
    await page.close();
  }
}
