// @ts-check
// Section (e): the screens users wait for, each loaded cold in Chromium on the throttled profile:
// JavaScript on the wire (CDP `encodedDataLength`, response headers included), requests, and
// the time until the screen's real content is visible. Logged-in screens get the role's tokens
// in localStorage before the page runs (logged in through the API, as a returning user has them).
import { median } from './util.mjs';
import { throttledPage } from './browser.mjs';
import { ACCESS_TOKEN_KEY, stackFloorPath } from './floors/floor-server.mjs';

const RESTRICTED_REMOTE_PATHS = ['/remotes/buyer/', '/remotes/seller/', '/remotes/admin/'];
/** shared-auth's localStorage key of the refresh token (shared-auth/src/session/token-storage.ts). */
const REFRESH_TOKEN_KEY = 'insolvency.auth.refreshToken';
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_EMAILS = { buyer: 'buyer@example.com', seller: 'seller@example.com', admin: 'admin@example.com' };

/**
 * What must be visible for a screen to count as shown: every condition holds (an element
 * matching `selector`, containing `text` when given, visible).
 * @typedef {{ selector: string, text?: string }} ReadyCondition
 * @typedef {'buyer' | 'seller' | 'admin'} Role
 * A screen of the product, or a floor (`origin`: the floor server) it is judged against.
 * `floors`: the floors its content is compared with, each with its ratio target (null: reported only);
 * `liveFloors`: the same for the moment it is live.
 * `withoutReact`: a page with no React (the static floor), live as soon as shown.
 * @typedef {{ name: string, path: string, origin?: string, role?: Role, ready: ReadyCondition[], logInAs?: Role, withoutReact?: boolean,
 *             targetMs?: number, targetJsBytes?: number, targetJsBytesBeforeLive?: number,
 *             floors?: Record<string, number | null>, liveFloors?: Record<string, number | null> }} Screen
 */

const FIRST_POST_CARD = { selector: 'main ul[aria-label] > li h2, main ul[aria-label] > li h3' };
const HOME_POSTS = { selector: 'main ul[aria-label="Opportunities"] > li' };
/** Issue 33's targets, as ratios to the floors loaded in the same run. */
const STATIC_FLOOR_RATIO = 1.5;
const REACT_FLOOR_RATIO = 0.8;
/**
 * Issue 59's: a first screen live at most this many times the time the design card's stack alone
 * (floors/floor-stack-client.mjs) takes to draw it live. Live against React alone is reported:
 * the stack's own code weighs more than that floor allows (issue 48).
 */
const LIVE_STACK_FLOOR_RATIO = 0.8;
/** with at most this much JavaScript on the wire before it is live. */
const JS_BEFORE_LIVE_BYTES = 120 * 1024;
/** A post teaser's address without its post (shared-contracts' POST_TEASER_PATH_PREFIX). */
const TEASER_PATH_PREFIX = '/opportunities/';
export const LOGIN_FORM = [{ selector: 'main h1', text: 'Login' }, { selector: 'main input[type="password"]' }, { selector: 'main button[type="submit"]' }];
/** The app's own Login form (#root), which replaces the static copy painted first (page-before-app.js). */
export const APP_LOGIN_FORM = LOGIN_FORM.map((condition) => ({ ...condition, selector: `#root ${condition.selector}` }));
const ROLE_TILES = [{ selector: 'main h1', text: 'Welcome' }, { selector: 'main ul > li > a' }];

/** @type {Screen[]} */
export const SCREENS = [
  {
    name: 'visitor home: posts + statistics',
    path: '/',
    ready: [HOME_POSTS, { selector: '[data-testid="home-statistics"] dd' }],
    targetMs: 2_000,
    targetJsBytes: 200 * 1024,
    floors: { 'floor: static home': STATIC_FLOOR_RATIO, 'floor: React, home': null },
    liveFloors: { 'floor: React, home': null, 'floor: stack, home': LIVE_STACK_FLOOR_RATIO },
    targetJsBytesBeforeLive: JS_BEFORE_LIVE_BYTES,
  },
  {
    name: 'post teaser page',
    // The first live teaser of the sitemap, found when the run starts (teaserPathOf).
    path: TEASER_PATH_PREFIX,
    ready: [{ selector: 'main h1#teaser-heading' }],
    floors: { 'floor: static home': STATIC_FLOOR_RATIO },
    liveFloors: { 'floor: React, home': null, 'floor: stack, home': LIVE_STACK_FLOOR_RATIO },
    targetJsBytesBeforeLive: JS_BEFORE_LIVE_BYTES,
  },
  {
    // A misspelt word and a filter (the demo's posts: a Yorkshire bakery), rendered by the server.
    name: 'search page: "bakrey" in Yorkshire',
    path: '/search?q=bakrey&region=7',
    ready: [{ selector: 'main ul[aria-label="Search results"] article h2' }],
    floors: { 'floor: static home': STATIC_FLOOR_RATIO },
    liveFloors: { 'floor: stack, home': LIVE_STACK_FLOOR_RATIO },
  },
  {
    name: '/login: heading + form',
    path: '/login',
    ready: LOGIN_FORM,
    targetMs: 2_000,
    targetJsBytes: 250 * 1024,
    floors: { 'floor: static home': STATIC_FLOOR_RATIO },
    liveFloors: { 'floor: React, home': null },
  },
  // Its ratio is reported, not a target: the server's form above takes typing and a submit, which the app's form takes over.
  { name: "/login: the app's form", path: '/login', ready: APP_LOGIN_FORM, targetMs: 2_000, floors: { 'floor: static home': null } },
  {
    name: 'buyer deep link /posting-inbox/',
    path: '/posting-inbox/',
    role: 'buyer',
    ready: [FIRST_POST_CARD],
    targetMs: 2_500,
    floors: { 'floor: React, buyer inbox': REACT_FLOOR_RATIO },
    liveFloors: { 'floor: React, buyer inbox': null, 'floor: stack, buyer inbox': LIVE_STACK_FLOOR_RATIO },
    targetJsBytesBeforeLive: JS_BEFORE_LIVE_BYTES,
  },
  {
    name: 'seller deep link /user/live-posts',
    path: '/user/live-posts',
    role: 'seller',
    ready: [FIRST_POST_CARD],
    targetMs: 2_500,
    floors: { 'floor: React, seller live posts': REACT_FLOOR_RATIO },
    liveFloors: { 'floor: React, seller live posts': null, 'floor: stack, seller live posts': LIVE_STACK_FLOOR_RATIO },
    targetJsBytesBeforeLive: JS_BEFORE_LIVE_BYTES,
  },
  {
    name: 'admin deep link /admin/users',
    path: '/admin/users',
    role: 'admin',
    ready: [{ selector: 'main .ant-table-tbody tr.ant-table-row td' }],
    targetMs: 2_500,
    floors: { 'floor: React, admin users': REACT_FLOOR_RATIO },
    liveFloors: { 'floor: React, admin users': null, 'floor: stack, admin users': LIVE_STACK_FLOOR_RATIO },
    targetJsBytesBeforeLive: JS_BEFORE_LIVE_BYTES,
  },
  { name: 'buyer after login: home tiles', path: '/login', logInAs: 'buyer', ready: ROLE_TILES, targetMs: 1_000 },
  { name: 'seller after login: home tiles', path: '/login', logInAs: 'seller', ready: ROLE_TILES, targetMs: 1_000 },
  { name: 'admin after login: home tiles', path: '/login', logInAs: 'admin', ready: ROLE_TILES, targetMs: 1_000 },
];

/**
 * The floors the screens are compared with, on the floor server (floors/floor-server.mjs).
 * @param {{ baseUrl: string, staticHomePath: string }} floors
 * @returns {Screen[]}
 */
export function floorScreens({ baseUrl, staticHomePath }) {
  const firstRow = [{ selector: 'main ul[aria-label="Opportunities"] > li h3' }];
  return [
    { name: 'floor: static home', origin: baseUrl, path: staticHomePath, ready: firstRow, withoutReact: true },
    { name: 'floor: React, home', origin: baseUrl, path: '/floor/react/home', ready: firstRow },
    { name: 'floor: React, buyer inbox', origin: baseUrl, path: '/floor/react/posting-inbox', role: 'buyer', ready: firstRow },
    { name: 'floor: React, seller live posts', origin: baseUrl, path: '/floor/react/live-posts', role: 'seller', ready: firstRow },
    { name: 'floor: React, admin users', origin: baseUrl, path: '/floor/react/admin-users', role: 'admin', ready: [{ selector: 'main table tbody tr td' }] },
    { name: 'floor: stack, home', origin: baseUrl, path: stackFloorPath('/floor/react/home'), ready: firstRow },
    { name: 'floor: stack, buyer inbox', origin: baseUrl, path: stackFloorPath('/floor/react/posting-inbox'), role: 'buyer', ready: firstRow },
    { name: 'floor: stack, seller live posts', origin: baseUrl, path: stackFloorPath('/floor/react/live-posts'), role: 'seller', ready: firstRow },
    { name: 'floor: stack, admin users', origin: baseUrl, path: stackFloorPath('/floor/react/admin-users'), role: 'admin', ready: [{ selector: 'main table tbody tr td' }] },
  ];
}

/**
 * Logs in through the API (POST /api/login), as the login form does.
 * @param {string} baseUrl @param {Role} role
 * @returns {Promise<{ token: string, refreshToken: string }>}
 */
export async function logInThroughApi(baseUrl, role) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: DEMO_EMAILS[role], Password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`logging in as ${role} answered ${response.status}: ${await response.text()}`);
  return /** @type {Promise<{ token: string, refreshToken: string }>} */ (response.json());
}

/**
 * A returning user's tokens in localStorage before any page of `context` runs.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {{ token: string, refreshToken: string }} tokens
 */
export async function storeTokensBeforePageRuns(context, tokens) {
  await context.addInitScript(
    ([accessKey, refreshKey, access, refresh]) => {
      window.localStorage.setItem(accessKey, access);
      window.localStorage.setItem(refreshKey, refresh);
    },
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, tokens.token, tokens.refreshToken],
  );
}

/**
 * In the page, once per frame: `performance.now()` when every condition holds, else false. With
 * `ownedByReact`, each condition's element must also carry React's fiber (an own key
 * `__reactFiber$...`, set when React creates or hydrates the element): the screen is live, a click
 * on it reaches React.
 * @param {ReadyCondition[]} conditions
 * @param {boolean} [ownedByReact]
 */
export function readyAt(conditions, ownedByReact = false) {
  const shown = conditions.every(({ selector, text }) =>
    Array.from(document.querySelectorAll(selector)).some(
      // The fiber first: until React owns the content, the live check costs no style query.
      (element) =>
        (!ownedByReact || Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) &&
        (!text || (element.textContent ?? '').includes(text)) &&
        element.checkVisibility({ visibilityProperty: true }),
    ),
  );
  return shown ? performance.now() : false;
}

/** The page's globals where the probe below writes when the screen was first shown, and first live. */
const SHOWN_AT_GLOBAL = '__benchShownAt';
const LIVE_AT_GLOBAL = '__benchLiveAt';

/**
 * Watches, from the first moment of every page of `context`, for `conditions` to hold, once per
 * frame, and keeps in `window.__benchShownAt` the `performance.now()` at which the first frame they
 * hold in has been drawn: its style, layout and paint done on the main thread; and in
 * `window.__benchLiveAt` the same for the first frame in which they hold on elements owned by
 * React (readyAt's `ownedByReact`).
 * The check runs in the frame's animation callbacks, before its layout and paint; a page whose
 * style query does not force a layout (a plain page) would otherwise be timed before them and a
 * page whose does (one with a `<select>`: checkVisibility lays it out) after them. A task posted
 * there runs once the frame's work is done, on any page; at the highest priority of the page's
 * scheduler, so that it runs before the tasks the page queued before it (React's, on a MessageChannel
 * like the fallback's: a render queued there ran first and was counted in the time).
 * A few hundred bytes in the page instead of Playwright's `waitForFunction`, whose injected script
 * (hundreds of KB, parsed and run on the page's main thread just after the navigation commits)
 * took 0.3-0.5 s of the throttled main thread in the middle of the load it was measuring.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {ReadyCondition[]} conditions
 */
export async function watchForShown(context, conditions) {
  // One script text (the page's CSP allows no eval): readyAt's own source, called once per frame.
  await context.addInitScript({
    content: `(() => {
      const isReady = ${readyAt.toString()};
      const conditions = ${JSON.stringify(conditions)};
      const afterThisFrame = (global) => {
        const at = () => { window[global] = performance.now(); };
        if (window.scheduler && window.scheduler.postTask) window.scheduler.postTask(at, { priority: 'user-blocking' });
        else {
          const afterFrame = new MessageChannel();
          afterFrame.port1.onmessage = at;
          afterFrame.port2.postMessage(null);
        }
      };
      let shown = false;
      let live = false;
      const check = () => {
        if (!shown && isReady(conditions)) { shown = true; afterThisFrame(${JSON.stringify(SHOWN_AT_GLOBAL)}); }
        if (!live && isReady(conditions, true)) { live = true; afterThisFrame(${JSON.stringify(LIVE_AT_GLOBAL)}); }
        if (!shown || !live) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`,
  });
}

/**
 * Waits (polling the page through CDP, which injects nothing) until `watchForShown`'s probe has
 * seen the screen (or, with `live`, seen it owned by React); returns when, in the page's
 * `performance.now()`.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {number} [timeoutMs]
 * @param {{ live?: boolean }} [options]
 */
export async function shownAt(cdp, timeoutMs = 120_000, { live = false } = {}) {
  const global = live ? LIVE_AT_GLOBAL : SHOWN_AT_GLOBAL;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `window.${global} ?? null`, returnByValue: true });
    if (typeof result.value === 'number') return result.value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the screen was not ${live ? 'live' : 'shown'} within ${timeoutMs} ms`);
}

/**
 * When each resource of the page had arrived (Resource Timing's `responseEnd`, the page's clock), by URL.
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<Map<string, number>>}
 */
async function scriptArrivals(cdp) {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `performance.getEntriesByType('resource').map((entry) => [entry.name, entry.responseEnd])`,
    returnByValue: true,
  });
  return new Map(/** @type {[string, number][]} */ (result.value ?? []));
}

/**
 * @typedef {{ readyMs: number, liveMs: number, jsWireBytes: number, jsWireBytesBeforeLive: number, jsRequests: number, requests: number,
 *             restrictedRemoteRequests: string[] }} ScreenRun
 */

/**
 * One cold load of a screen on the throttled profile.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {Screen} screen
 * @param {{ token: string, refreshToken: string } | undefined} tokens
 * @returns {Promise<ScreenRun>}
 */
export async function measureScreenOnce(browser, baseUrl, screen, tokens) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  if (tokens) await storeTokensBeforePageRuns(context, tokens);
  await watchForShown(context, screen.ready);
  const { page, cdp } = await throttledPage(context);

  /** @type {Map<string, { url: string, isScript: boolean, wireBytes: number }>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith('data:')) requests.set(event.requestId, { url: event.request.url, isScript: event.type === 'Script', wireBytes: 0 });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (entry && /javascript|ecmascript/.test(event.response.mimeType)) entry.isScript = true;
  });
  // encodedDataLength at the end of a load is what crossed the wire: response headers + body.
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.wireBytes = event.encodedDataLength;
  });

  await page.goto(`${screen.origin ?? baseUrl}${screen.path}`, { waitUntil: 'commit', timeout: 120_000 });
  let startedAt = 0;
  if (screen.logInAs) {
    // The shell is loaded (the login form is shown); time runs from the form's submit.
    await page.waitForFunction(readyAt, APP_LOGIN_FORM, { polling: 'raf', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    requests.clear();
    await page.getByLabel(/^e-?mail/i).fill(DEMO_EMAILS[screen.logInAs]);
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    startedAt = await page.evaluate(() => {
      const at = performance.now();
      /** @type {HTMLButtonElement} */ (document.querySelector('#root main button[type="submit"]')).click();
      return at;
    });
  }
  const shownMs = await shownAt(cdp);
  // A page without React answers clicks (its links) as soon as it shows.
  const liveMs = screen.withoutReact ? shownMs : await shownAt(cdp, 120_000, { live: true });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  const arrivals = await scriptArrivals(cdp);
  await context.close();

  const all = [...requests.values()];
  const scripts = all.filter((entry) => entry.isScript);
  const arrivedBeforeLive = (/** @type {{ url: string }} */ entry) => (arrivals.get(entry.url) ?? Infinity) <= liveMs;
  return {
    readyMs: Math.round(shownMs - startedAt),
    liveMs: Math.round(liveMs - startedAt),
    jsWireBytes: scripts.reduce((total, entry) => total + entry.wireBytes, 0),
    jsWireBytesBeforeLive: scripts.filter(arrivedBeforeLive).reduce((total, entry) => total + entry.wireBytes, 0),
    jsRequests: scripts.length,
    requests: all.length,
    restrictedRemoteRequests: all.map((entry) => entry.url).filter((url) => RESTRICTED_REMOTE_PATHS.some((prefix) => url.includes(prefix))),
  };
}

/** The path of the first live post teaser the product's sitemap lists. @param {string} baseUrl */
async function teaserPathOf(baseUrl) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const teaserUrl = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).find((path) => path.startsWith(TEASER_PATH_PREFIX));
  if (!teaserUrl) throw new Error('the sitemap lists no live post teaser: the demo data has no post displayed publicly');
  return teaserUrl;
}

/**
 * Every screen, `runs` cold loads each, in rounds (each round loads every screen once, so a
 * machine's drift weighs on a screen and its floors alike); medians per screen, and each
 * screen's ratios to the floors it names (median over median).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {number} runs
 * @param {(line: string) => void} log
 * @param {{ only?: string, floors?: Screen[] }} [options] `only`: measure only the screens whose
 *   name contains this (and the floors they name)
 */
export async function measureScreens(browser, baseUrl, runs, log, { only = '', floors = [] } = {}) {
  const chosen = SCREENS.filter((candidate) => candidate.name.includes(only));
  const namedFloors = new Set(chosen.flatMap((screen) => [...Object.keys(screen.floors ?? {}), ...Object.keys(screen.liveFloors ?? {})]));
  const teaserPath = chosen.some((screen) => screen.path === TEASER_PATH_PREFIX) ? await teaserPathOf(baseUrl) : TEASER_PATH_PREFIX;
  const screens = [
    ...chosen.map((screen) => (screen.path === TEASER_PATH_PREFIX ? { ...screen, path: teaserPath } : screen)),
    ...floors.filter((floor) => namedFloors.has(floor.name)),
  ];
  /** @type {Partial<Record<Role, { token: string, refreshToken: string }>>} */
  const tokensByRole = {};
  for (const role of new Set(screens.flatMap((screen) => (screen.role ? [screen.role] : [])))) tokensByRole[role] = await logInThroughApi(baseUrl, role);
  /** @type {Map<Screen, ScreenRun[]>} */
  const samples = new Map(screens.map((screen) => [screen, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const screen of screens) samples.get(screen)?.push(await measureScreenOnce(browser, baseUrl, screen, screen.role ? tokensByRole[screen.role] : undefined));
    log(`  round ${run + 1} of ${runs}: ${screens.map((screen) => `${screen.name} ${samples.get(screen)?.at(-1)?.readyMs}/${samples.get(screen)?.at(-1)?.liveMs} ms`).join('; ')}`);
  }
  const medianOf = (/** @type {Screen} */ screen, /** @type {'readyMs' | 'liveMs'} */ key) => median((samples.get(screen) ?? []).map((sample) => sample[key]));
  const byName = new Map(screens.map((screen) => [screen.name, screen]));
  /** @param {Screen} screen @param {Record<string, number | null> | undefined} floorTargets @param {'readyMs' | 'liveMs'} key */
  const ratiosOf = (screen, floorTargets, key) =>
    Object.entries(floorTargets ?? {}).flatMap(([floorName, target]) => {
      const floor = byName.get(floorName);
      if (!floor) return [];
      const ownMs = medianOf(screen, key);
      const floorMs = medianOf(floor, key);
      return [{ floor: floorName, ownMs, floorMs, ratio: Math.round((ownMs / floorMs) * 100) / 100, target }];
    });
  return screens.map((screen) => {
    const runsOfScreen = samples.get(screen) ?? [];
    return {
      name: screen.name,
      path: screen.path,
      isFloor: Boolean(screen.origin),
      visitor: !screen.role && !screen.logInAs,
      targetMs: screen.targetMs ?? null,
      targetJsBytes: screen.targetJsBytes ?? null,
      targetJsBytesBeforeLive: screen.targetJsBytesBeforeLive ?? null,
      medianReadyMs: medianOf(screen, 'readyMs'),
      medianLiveMs: medianOf(screen, 'liveMs'),
      medianJsWireBytes: median(runsOfScreen.map((sample) => sample.jsWireBytes)),
      medianJsWireBytesBeforeLive: median(runsOfScreen.map((sample) => sample.jsWireBytesBeforeLive)),
      medianJsRequests: median(runsOfScreen.map((sample) => sample.jsRequests)),
      medianRequests: median(runsOfScreen.map((sample) => sample.requests)),
      restrictedRemoteRequests: [...new Set(runsOfScreen.flatMap((sample) => sample.restrictedRemoteRequests))],
      ratios: ratiosOf(screen, screen.floors, 'readyMs'),
      liveRatios: ratiosOf(screen, screen.liveFloors, 'liveMs'),
      runs: runsOfScreen,
    };
  });
}
