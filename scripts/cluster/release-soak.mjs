// @ts-check
// `npm run cluster -- --release`: each area released and rolled back in turn (`npm run release`,
// then `npm run rollback`, through nginx, as a team would; the release is the area's build copied
// under a version of its own, `--dist`, so no second build) while load runs through nginx against
// both instances, from before the first release until after the last rollback:
// - the simulated users of the soak (scripts/soak/: pages, logins, API calls);
// - page loaders: a page's HTML, `/remotes.json`, each manifest it names and some of their chunks,
//   and chunks of a release seen earlier (a page opened before the release or the rollback, whose
//   lazy screens still point there: it must stay served, RELEASE_RETENTION_DAYS);
// - Chromium, a page kept open on a screen of each area (a visitor, a buyer, a seller, an admin),
//   navigating inside the app and reloading now and then, its console and failed scripts recorded.
// What must hold: no request failed; no chunk of a release still served answered 404 (none goes out
// of its retention here, so any 404 counts); no hydration error or uncaught error in the pages; both
// instances name the release after `release` and the built-in build again after `rollback`.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REPO_ROOT, sleep } from '../bench/util.mjs';
import { launchChromium } from '../bench/browser.mjs';
import { runScenarios } from '../soak/scenarios.mjs';
import { createSoakAccounts } from '../soak/soak-accounts.mjs';
import { AREAS } from '../release/admin-api.mjs';
import { checklist, loadFailures } from './checklist.mjs';

const USERS = 16;
const PAGE_LOADERS = 4;
/** The load stops after the last rollback; past this it stops anyway. */
const LOAD_LIMIT_SECONDS = 900;
/** Load before the first release, and after each release or rollback before the next. */
const SETTLE_MS = 8_000;
/** A browser page's step: an in-app navigation, every third one a reload. */
const BROWSER_STEP_MS = 3_000;
const REQUEST_TIMEOUT_MS = 30_000;
const CHUNKS_PER_MANIFEST = 3;
/** Pages whose HTML the loaders ask for (the server renders the public ones). */
const PAGES = ['/', '/help/contactus', '/search', '/login', '/posting-inbox/', '/user/live-posts', '/admin/users'];
/** What React and the shell say when server-rendered HTML and the code that hydrates it disagree. */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;
const DEMO_PASSWORD = 'Demo1234';
/** A page kept open per area: who, and the screens it goes between. */
const BROWSER_PAGES = /** @type {const} */ ([
  { area: 'public', email: null, paths: ['/', '/help/contactus', '/search'] },
  { area: 'buyer', email: 'buyer@example.com', paths: ['/posting-inbox/', '/expressed-interest/', '/watchlist/'] },
  { area: 'seller', email: 'seller@example.com', paths: ['/user/live-posts', '/user/draft-posts'] },
  { area: 'admin', email: 'admin@example.com', paths: ['/admin/users', '/admin/posts'] },
]);
const SESSION_KEYS = { accessToken: 'insolvency.auth.accessToken', refreshToken: 'insolvency.auth.refreshToken' };

/** `node scripts/<script> <args>`: its exit code and output. @param {string} script @param {string[]} args */
function runScript(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', script), ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output: output.trim() }));
  });
}

/**
 * `remote-<area>/dist` copied under `dir` as a release of its own: its manifest's version gets a
 * suffix (its compressed copies too), so the release and the built-in build are told apart on the
 * page (`data-release-<area>`) without a second build. Answers the folder and the version.
 * @param {string} area @param {string} dir @param {string} suffix
 */
function copiedAsRelease(area, dir, suffix) {
  const folder = path.join(dir, area);
  cpSync(path.join(REPO_ROOT, `remote-${area}`, 'dist'), folder, { recursive: true });
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const version = `${manifest.metaData.buildInfo.buildVersion}.${suffix}`;
  manifest.metaData.buildInfo.buildVersion = version;
  const text = JSON.stringify(manifest);
  writeFileSync(manifestFile, text);
  if (existsSync(`${manifestFile}.gz`)) writeFileSync(`${manifestFile}.gz`, gzipSync(text));
  if (existsSync(`${manifestFile}.br`)) writeFileSync(`${manifestFile}.br`, brotliCompressSync(text));
  return { folder, version };
}

/** The registry an instance answers (remote name -> manifest URL). @param {string} url */
async function registryOf(url) {
  return /** @type {Record<string, string>} */ (await (await fetch(`${url}/remotes.json`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).json());
}

/** The files of a manifest (remote entry, exposes' and shared modules' scripts), relative to it. @param {any} manifest */
function filesOf(manifest) {
  const files = new Set([manifest.metaData?.remoteEntry?.name].filter(Boolean));
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) for (const file of [...(item.assets?.js?.sync ?? []), ...(item.assets?.js?.async ?? [])]) files.add(file);
  return [...files];
}

const pick = (/** @type {string[]} */ items, /** @type {number} */ count) => [...items].sort(() => Math.random() - 0.5).slice(0, count);

/**
 * HTTP page loaders: pages, the registry, manifests and chunks of the current releases and of releases seen before.
 * @param {string} publicUrl @param {AbortSignal} signal
 */
function loadPages(publicUrl, signal) {
  const figures = { requests: 0, failures: /** @type {string[]} */ ([]), chunk404s: /** @type {string[]} */ ([]), chunks: 0 };
  /** Manifest URL -> its files: every release a loader has seen, current or not. */
  const seen = new Map();
  /** @param {string} url @param {boolean} chunk */
  const get = async (url, chunk) => {
    figures.requests += 1;
    if (chunk) figures.chunks += 1;
    try {
      const response = await fetch(`${publicUrl}${url}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const body = await response.arrayBuffer();
      if (response.status === 404 && chunk) figures.chunk404s.push(url);
      else if (response.status !== 200) figures.failures.push(`GET ${url}: HTTP ${response.status}`);
      else return body;
    } catch (error) {
      figures.failures.push(`GET ${url}: ${/** @type {Error} */ (error).message}`);
    }
    return null;
  };
  const loader = async () => {
    while (!signal.aborted) {
      await get(pick(PAGES, 1)[0], false);
      const registry = await get('/remotes.json', false);
      if (!registry) continue;
      for (const manifestUrl of Object.values(JSON.parse(Buffer.from(registry).toString()))) {
        if (!seen.has(manifestUrl)) {
          const manifest = await get(manifestUrl, true);
          if (manifest) seen.set(manifestUrl, filesOf(JSON.parse(Buffer.from(manifest).toString())));
        }
        const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
        for (const file of pick(seen.get(manifestUrl) ?? [], CHUNKS_PER_MANIFEST)) await get(`${base}${file}`, true);
      }
      // A page opened earlier on some release: its lazy chunks are still asked for.
      const [earlier] = pick([...seen.keys()], 1);
      if (earlier) for (const file of pick(seen.get(earlier), CHUNKS_PER_MANIFEST)) await get(`${earlier.slice(0, earlier.lastIndexOf('/') + 1)}${file}`, true);
      await sleep(100 + Math.random() * 200);
    }
  };
  const done = Promise.all(Array.from({ length: PAGE_LOADERS }, loader));
  return { figures, seen, done };
}

/**
 * Chromium pages kept open, one per area, navigating until `signal` ends them.
 * @param {string} publicUrl @param {AbortSignal} signal
 */
async function openPages(publicUrl, signal) {
  const browser = await launchChromium();
  /** @type {{ area: string, steps: number, reloads: number, hydration: string[], errors: string[], failedScripts: string[], releasesRun: Set<string> }[]} */
  const results = [];
  /** @type {Promise<void>[]} */
  const opened = [];
  const pages = BROWSER_PAGES.map(async ({ area, email, paths }) => {
    /** @type {() => void} */
    let firstPageShown = () => {};
    opened.push(new Promise((resolve) => (firstPageShown = () => resolve(undefined))));
    const result = { area, steps: 0, reloads: 0, hydration: /** @type {string[]} */ ([]), errors: /** @type {string[]} */ ([]), failedScripts: /** @type {string[]} */ ([]), releasesRun: new Set() };
    results.push(result);
    const context = await browser.newContext({ baseURL: publicUrl, locale: 'en-GB', timezoneId: 'Europe/London' });
    if (email) {
      const login = await fetch(`${publicUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email: email, Password: DEMO_PASSWORD }) });
      const tokens = /** @type {{ token: string, refreshToken: string }} */ (await login.json());
      if (!tokens.token) throw new Error(`signing in ${email}: HTTP ${login.status}`);
      // Set once per tab: the app's own refreshes then keep the session.
      await context.addInitScript(
        ({ keys, tokens: t }) => {
          if (!localStorage.getItem(keys.accessToken)) {
            localStorage.setItem(keys.accessToken, t.token);
            localStorage.setItem(keys.refreshToken, t.refreshToken);
          }
        },
        { keys: SESSION_KEYS, tokens },
      );
    }
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (HYDRATION_ERROR.test(text)) result.hydration.push(text.slice(0, 300));
      else result.errors.push(text.slice(0, 300));
    });
    page.on('pageerror', (error) => (HYDRATION_ERROR.test(error.message) ? result.hydration : result.errors).push(`uncaught: ${error.message.slice(0, 300)}`));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && /\.(js|json)$/.test(url.pathname) && !url.pathname.startsWith('/api/')) result.failedScripts.push(`${response.status()} ${url.pathname}`);
    });
    page.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (/\.(js|json)$/.test(url.pathname) && request.failure()?.errorText !== 'net::ERR_ABORTED') result.failedScripts.push(`${request.failure()?.errorText} ${url.pathname}`);
    });
    const noteRelease = async () => {
      const version = await page.locator('html').getAttribute(`data-release-${area}`).catch(() => null);
      if (version) result.releasesRun.add(version);
    };
    await page.goto(paths[0], { timeout: 60_000 }).finally(firstPageShown);
    for (let step = 1; !signal.aborted; step += 1) {
      await sleep(BROWSER_STEP_MS);
      const target = paths[step % paths.length];
      try {
        if (step % 3 === 0) {
          await page.goto(target, { timeout: 60_000 });
          result.reloads += 1;
        } else {
          // A navigation inside the app, as a link does: the shell checks /remotes.json and takes a newer release here.
          await page.evaluate((to) => {
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, target);
        }
        result.steps += 1;
        await noteRelease();
      } catch (error) {
        result.errors.push(`navigating to ${target}: ${/** @type {Error} */ (error).message.slice(0, 200)}`);
      }
    }
    await noteRelease();
    await context.close();
  });
  // Each page has shown its first screen (or failed to): the first release must find them open.
  const ready = Promise.all(opened).then(() => undefined);
  return { results, ready, done: Promise.all(pages).finally(() => browser.close()) };
}

/**
 * @param {{ publicUrl: string, databaseUrl: string, instanceUrls: string[], browser: boolean }} cluster
 * @returns {Promise<{ passed: string[], problems: string[], figures: Record<string, unknown> }>}
 */
export async function releaseSoak({ publicUrl, databaseUrl, instanceUrls, browser }) {
  const { passed, problems, check } = checklist();

  const accounts = await createSoakAccounts(databaseUrl, { buyers: 5, sellers: 4, admins: 2 });
  const loadStop = new AbortController();
  const startedAt = Date.now();
  const load = runScenarios({ baseUrl: publicUrl, bareUrl: publicUrl, users: USERS, durationSeconds: LOAD_LIMIT_SECONDS, thinkMs: 150, rampUpSeconds: 2, accounts, bareOnly: false, signal: loadStop.signal });
  const loaders = loadPages(publicUrl, loadStop.signal);
  const pages = browser ? await openPages(publicUrl, loadStop.signal) : null;

  /** @type {{ area: string, action: string, ms: number, code: number | null, line: string, instancesAgree: string | null }[]} */
  const changes = [];
  /** What both instances' registries must name for `remote` after a change. @param {string} area @param {(entry: string | undefined) => boolean} ok */
  const agree = async (area, ok) => {
    const entries = await Promise.all(instanceUrls.map(async (url) => (await registryOf(url))[`remote_${area}`]));
    return entries.every(ok) ? null : `the instances name ${entries.join(' and ')}`;
  };
  const copies = mkdtempSync(path.join(os.tmpdir(), 'release-soak-'));
  const suffix = `soak-${Date.now().toString(36)}`;
  /** @type {Record<string, string>} */
  const released = {};
  await pages?.ready;
  await sleep(SETTLE_MS);
  for (const area of AREAS) {
    const copy = copiedAsRelease(area, copies, suffix);
    released[area] = copy.version;
    for (const action of ['release', 'rollback']) {
      const at = Date.now();
      const notes = ['--notes', `cluster --release soak ${new Date().toISOString()}`];
      const { code, output } = await runScript(`${action}.mjs`, [area, '--url', publicUrl, ...notes, ...(action === 'release' ? ['--dist', copy.folder] : [])]);
      const ms = Date.now() - at;
      const line = output.split('\n').filter((l) => /is current/.test(l)).pop() ?? output.split('\n').pop() ?? '';
      const expected = `/releases/${area}/${copy.version}/mf-manifest.json`;
      const instancesAgree = code === 0 ? await agree(area, (entry) => (action === 'release' ? entry === expected : !entry?.startsWith('/releases/'))) : null;
      console.log(`${action} ${area}: exit ${code} in ${ms} ms: ${line}${instancesAgree ? ` (${instancesAgree})` : ''}`);
      changes.push({ area, action, ms, code, line, instancesAgree });
      await sleep(SETTLE_MS);
    }
  }
  rmSync(copies, { recursive: true, force: true });
  loadStop.abort();
  const [figures] = await Promise.all([load, loaders.done]);
  await pages?.done;
  const seconds = Math.round((Date.now() - startedAt) / 1000);

  const { requests: apiRequests, failures: apiFailures, said } = loadFailures(figures);
  const refused = changes.filter((c) => c.code !== 0);
  check(`${changes.length} releases and rollbacks (${AREAS.join(', ')}) through nginx, each accepted`, refused.map((c) => `${c.action} ${c.area}: exit ${c.code}: ${c.line}`).join('; ') || null);
  check('after each, both instances name the same release (the new one, then the built-in build)', changes.filter((c) => c.instancesAgree).map((c) => `${c.action} ${c.area}: ${c.instancesAgree}`).join('; ') || null);
  check(`${apiRequests} requests of the simulated users through nginx in ${seconds} s, none failed`, said);
  const { figures: pageFigures } = loaders;
  check(
    `${pageFigures.requests} requests of pages, /remotes.json, manifests and chunks (${pageFigures.chunks} of them chunks and manifests, of ${loaders.seen.size} releases seen), none failed`,
    pageFigures.failures.length ? `${pageFigures.failures.length} failed, e.g. ${pageFigures.failures.slice(0, 3).join('; ')}` : null,
  );
  check('no chunk of a release still served answered 404', pageFigures.chunk404s.length ? `${pageFigures.chunk404s.length}, e.g. ${pageFigures.chunk404s.slice(0, 3).join(', ')}` : null);
  const browserFigures = pages?.results.map((r) => ({ area: r.area, steps: r.steps, reloads: r.reloads, releasesRun: [...r.releasesRun], hydration: r.hydration.length, errors: r.errors.length, failedScripts: r.failedScripts.length }));
  if (pages) {
    for (const r of pages.results) console.log(`browser, ${r.area} page: ${r.steps} navigations (${r.reloads} reloads), ran releases ${[...r.releasesRun].join(', ') || '(none marked)'}`);
    const builtIn = (/** @type {string} */ area) => JSON.parse(readFileSync(path.join(REPO_ROOT, `remote-${area}`, 'dist', 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion;
    check(
      "each page kept open ran its area's release at a navigation, and the built-in build again after the rollback",
      pages.results
        .filter((r) => !r.releasesRun.has(released[r.area]) || !r.releasesRun.has(builtIn(r.area)))
        .map((r) => `${r.area}: ran ${[...r.releasesRun].join(', ')}`)
        .join('; ') || null,
    );
    check('no hydration error in the pages kept open', pages.results.flatMap((r) => r.hydration.map((h) => `${r.area}: ${h}`)).slice(0, 3).join('; ') || null);
    check('no failed script or manifest load in the pages kept open', pages.results.flatMap((r) => r.failedScripts.map((h) => `${r.area}: ${h}`)).slice(0, 5).join('; ') || null);
    check('no other console error or uncaught error in the pages kept open', pages.results.flatMap((r) => r.errors.map((h) => `${r.area}: ${h}`)).slice(0, 5).join('; ') || null);
  }
  return {
    passed,
    problems,
    figures: { seconds, changes, apiRequests, apiFailures, pageRequests: pageFigures.requests, chunks: pageFigures.chunks, chunk404s: pageFigures.chunk404s.length, releasesSeen: loaders.seen.size, browser: browserFigures },
  };
}
