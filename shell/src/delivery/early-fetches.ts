/**
 * Started by index.ts while the shared code (react-dom, antd, the store) is still downloading:
 * `/remotes.json`, remote-public's `mf-manifest.json` (every page needs remote-public) and the
 * manifests of the remotes of the role whose access token is stored (a deep link opened by a
 * logged-in user: the shell loads that role's remotes at once), and the page's later preloads
 * (`/route-preloads`: the remotes' entries and route manifests, the screen and the shared code it
 * needs), all hinted by the page's `Link` header. The later scripts are fetched once the page's
 * own scripts are in: over HTTP/1.1 the files fetched at once share the line, and the largest
 * of the page's own, which every page runs first, came in last behind them. The remotes' entries
 * are preloaded; the rest comes as one script (`/route-scripts`: one request instead of two or
 * three rounds of six connections, and a third fewer bytes), run as soon as it arrives; the
 * federation runtime runs a remote's entry only after it (`routeScriptsSettled`), and the remote's
 * webpack then finds its chunks installed. If it fails, the files are preloaded one by one.
 * A page the server rendered has hinted the entries and `/route-scripts` already, at the end of
 * its body (server/src/delivery/preload-hints.ts `serverRenderedPageHints`): they are on their
 * way or in by then, and the requests here take them.
 * A shell that needs them before its own scripts have reported in (they are in: it runs) asks
 * for them at once, as soon as the list is here; a list not here within `LIST_DEADLINE_MS` is
 * not waited for.
 * Without a list (no server hints, e.g. a dev server), the entries and `./routes` chunks named by
 * the manifests are preloaded.
 * The loader and the federation runtime take the early answers (`takeEarlyResponse`) instead of
 * fetching again; a retry fetches afresh.
 * A signed-in deep link's first API calls (listed with the later preloads, for an address without
 * a query) are made here with the stored access token, so their answers come in with the scripts
 * (unless the page holds the screen the server rendered with their answers, `SERVER_SCREEN_DATA_ID`);
 * the screen's own requests with the same URL and token take them (`takeEarlyApiAnswer`, handed to
 * shared-auth's base query by bootstrap).
 * Nothing here may import a shared module: index.ts runs before they are negotiated. What decides
 * the load (the role -> remote map, the delivery URLs) comes from shared-contracts' `load-plan`
 * entry, which is not shared: it is bundled into the shell's own first chunk.
 */
import {
  REMOTE_REGISTRY_PATH,
  remoteNamesForRole,
  routePreloadsUrl,
  routeScriptsUrl,
  SERVER_SCREEN_DATA_ID,
  SESSION_STORAGE_KEYS,
  type PreloadHint,
  type RoutePreloads,
} from '@insolvency/shared-contracts/load-plan';

export const REMOTE_REGISTRY_URL = REMOTE_REGISTRY_PATH;

interface EarlyAnswer {
  status: number;
  contentType: string;
  text: string;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** By absolute URL, and an API call's by absolute URL and Authorization (`apiCallKey`). */
const earlyAnswers = new Map<string, Promise<EarlyAnswer>>();

const absolute = (url: string) => new URL(url, window.location.href).href;

async function fetchEarly(url: string, init?: RequestInit): Promise<EarlyAnswer> {
  // A plain GET, so it takes what the page's `Link: rel=preload; as=fetch` hints fetched (the
  // server marks these files no-cache: a fresh deploy is still seen at once).
  const response = await fetch(url, init);
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', text: await response.text() };
}

function remember(key: string, answer: Promise<EarlyAnswer>): Promise<EarlyAnswer> {
  earlyAnswers.set(key, answer);
  // A failure is met again, and reported, by the loader's own attempt (an API call's: by the screen's).
  answer.catch(() => undefined);
  return answer;
}

/** The remote's entry and its `./routes` chunk, as hints with absolute URLs. */
function entryAndRoutes(manifestUrl: string, manifest: FederationManifest): PreloadHint[] {
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const files = [...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []), ...(routes?.assets?.js?.sync ?? [])];
  return files.map((file) => ({ href: new URL(file, manifestUrl).href, as: 'script' }));
}

/** A script hint as the server writes it in a page (server/src/delivery/preload-hints.ts `linkElements`). */
function preloadScript({ href }: PreloadHint): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

const NO_REMOTES: ReadonlySet<string> = new Set();

/**
 * Runs the page's later scripts, fetched as one; resolves, once it has run, to the remotes whose
 * route manifests it held, or, if it failed, to none (the files are then preloaded one by one).
 */
function runRouteScripts(pathname: string, { scripts, remotes }: RoutePreloads): Promise<ReadonlySet<string>> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = routeScriptsUrl(pathname);
    script.addEventListener('load', () => resolve(new Set(remotes)), { once: true });
    script.addEventListener(
      'error',
      () => {
        scripts.forEach(preloadScript);
        resolve(NO_REMOTES);
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
}

/**
 * The page's later scripts fetched as one: waiting for the page's own scripts (`begin` asks for
 * them as soon as the list is in), asked for (settles once they have run, to the remotes whose
 * route manifests they held), or not to be (not started by this page, e.g. in a test).
 */
let routeScripts:
  | { state: 'waiting'; begin: () => Promise<ReadonlySet<string>> }
  | { state: 'asked'; ran: Promise<ReadonlySet<string>> }
  | { state: 'none' } = { state: 'none' };

/**
 * Settles once the page's later scripts, fetched as one, have run (or failed), to the names of the
 * remotes whose route manifests they held; to none when there were none to fetch that way.
 * Whatever would load one of those files itself waits for it first (a remote's entry, whose
 * runtime then finds its chunks installed; the shell's own chunks of a signed-in page): a file
 * loaded apart meanwhile is downloaded twice. Asked before the page's own scripts have reported
 * in, it asks for the later scripts at once: what asks runs, so the scripts it needed are in.
 */
export function routeScriptsSettled(): Promise<ReadonlySet<string>> {
  if (routeScripts.state === 'asked') return routeScripts.ran;
  if (routeScripts.state === 'waiting') return routeScripts.begin();
  return Promise.resolve(NO_REMOTES);
}

/** Resolves once every script the page preloads itself (the server's `<link rel="preload" as="script">` in it) has arrived or failed. */
function pageScriptsIn(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          // A finished download has its resource timing entry; its load event may have passed.
          if (typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(link.href, 'resource').length > 0) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** A path on this site (not another's, as `//host/...`) starting with `prefix`. */
const isSitePath = (url: unknown, prefix: string): url is string => typeof url === 'string' && url.startsWith(prefix) && !url.startsWith('//');

const paths = (list: unknown, prefix: string): string[] => (Array.isArray(list) ? list.filter((url): url is string => isSitePath(url, prefix)) : []);

const isScriptHint = (hint: unknown): hint is PreloadHint => typeof hint === 'object' && hint !== null && isSitePath((hint as PreloadHint).href, '/') && (hint as PreloadHint).as === 'script';

/** The script hints of the server's list (the later list holds no others). */
const scriptHints = (list: unknown): PreloadHint[] => (Array.isArray(list) ? list.filter(isScriptHint).map(({ href }) => ({ href, as: 'script' })) : []);

const names = (list: unknown): string[] => (Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : []);

const NO_LIST: RoutePreloads = { entries: [], scripts: [], remotes: [], calls: [] };

/**
 * How long the page waits for `/route-preloads`, which the page's `Link` header has on its way
 * with the page's own scripts: the runtime's loading of the remotes' entries may wait on it.
 */
export const LIST_DEADLINE_MS = 3000;

/** The page's later scripts and first API calls from the server (`/route-preloads`); none when it cannot answer in time. */
async function laterPreloads(pathname: string): Promise<RoutePreloads> {
  const list = (async () => {
    try {
      const response = await fetch(routePreloadsUrl(pathname));
      const body = (response.ok ? await response.json() : null) as Record<string, unknown> | null;
      return { entries: scriptHints(body?.entries), scripts: scriptHints(body?.scripts), remotes: names(body?.remotes), calls: paths(body?.calls, '/api/') };
    } catch {
      return NO_LIST;
    }
  })();
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<RoutePreloads>((resolve) => (deadline = setTimeout(() => resolve(NO_LIST), LIST_DEADLINE_MS)));
  return Promise.race([list, late]).finally(() => clearTimeout(deadline));
}

/** Another user's token, or a refreshed one, takes nothing. */
const apiCallKey = (url: string, authorization: string) => `${absolute(url)} ${authorization}`;

/** The signed-in screen's first calls with the stored token; the server lists those of the address without a query. */
function startFirstCalls(calls: string[], accessToken: string | undefined): void {
  if (!accessToken || window.location.search !== '') return;
  const authorization = `Bearer ${accessToken}`;
  for (const call of calls) remember(apiCallKey(call, authorization), fetchEarly(call, { headers: { authorization } }));
}

function parseJson(answer: EarlyAnswer): unknown {
  if (answer.status < 200 || answer.status >= 300) return undefined;
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}

/**
 * The stored access token and its role claim, unverified and unchecked for expiry: the role only
 * picks what to fetch early (the server decides access; an expired token is refreshed for the
 * same role, and an early call with it is refused and not handed over).
 */
function storedToken(): { token: string; role?: string } | undefined {
  try {
    const token = window.localStorage.getItem(SESSION_STORAGE_KEYS.accessToken);
    const payload = token?.split('.')[1];
    if (!token || !payload) return undefined;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown } | null;
    return { token, role: typeof claims?.role === 'string' ? claims.role : undefined };
  } catch {
    return undefined;
  }
}

/** Fetches a remote's manifest early; resolves to its entry and `./routes` chunk ([] if it cannot be read). */
function fetchManifest(manifestUrl: unknown): Promise<PreloadHint[]> {
  if (typeof manifestUrl !== 'string' || manifestUrl.trim() === '') return Promise.resolve([]);
  const url = absolute(manifestUrl.trim());
  return remember(url, fetchEarly(url)).then((manifestAnswer) => {
    const manifest = parseJson(manifestAnswer);
    return typeof manifest === 'object' && manifest !== null ? entryAndRoutes(url, manifest as FederationManifest) : [];
  });
}

export function startEarlyFetches(): void {
  const stored = storedToken();
  // A visitor, or a role this shell does not know: remote-public only.
  const remoteNames = remoteNamesForRole(stored?.role);
  const fromManifests = remember(absolute(REMOTE_REGISTRY_URL), fetchEarly(REMOTE_REGISTRY_URL)).then((answer) => {
    const registry = parseJson(answer);
    if (typeof registry !== 'object' || registry === null) return [];
    return Promise.all(remoteNames.map((name) => fetchManifest((registry as Record<string, unknown>)[name]))).then((lists) => lists.flat());
  });
  // The manifests are waited for only without a list: a slow or unreachable remote's manifest
  // must not hold back the preloads of the others.
  const pathname = window.location.pathname;
  const later = laterPreloads(pathname);
  // None on a page holding the screen the server rendered, with their answers (read before the
  // store adopts it and takes its data element out).
  if (!document.getElementById(SERVER_SCREEN_DATA_ID)) void later.then(({ calls }) => startFirstCalls(calls, stored?.token));
  const begin = (): Promise<ReadonlySet<string>> => {
    const ran = later.then((list) => {
      // Each entry apart, beside the one script: webpack works out a remote's address from its entry's.
      list.entries.forEach(preloadScript);
      if (list.scripts.length > 0) return runRouteScripts(pathname, list);
      if (list.entries.length === 0) void fromManifests.then((files) => files.forEach(preloadScript)).catch(() => undefined);
      return NO_REMOTES;
    });
    routeScripts = { state: 'asked', ran };
    return ran;
  };
  routeScripts = { state: 'waiting', begin };
  void pageScriptsIn().then(() => {
    if (routeScripts.state === 'waiting') void routeScripts.begin();
  });
}

const toResponse = ({ status, contentType, text }: EarlyAnswer) => new Response(text, { status, headers: { 'content-type': contentType } });

function take(key: string): Promise<EarlyAnswer> | undefined {
  const answer = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return answer;
}

/** The early answer for `url` as a Response, once; undefined when there is none (fetch it). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  return take(absolute(url))?.then(toResponse);
}

/**
 * The early answer to a GET of `url` sent with `authorization`, once; undefined when there is none
 * (fetch it). Resolves to undefined when the early call failed or was refused: the caller then
 * makes the call itself (and meets the refusal, e.g. a 401 it refreshes on).
 */
export function takeEarlyApiAnswer(url: string, authorization: string | null): Promise<Response | undefined> | undefined {
  return authorization
    ? take(apiCallKey(url, authorization))?.then(
        (answer) => (answer.status >= 200 && answer.status < 300 ? toResponse(answer) : undefined),
        () => undefined,
      )
    : undefined;
}
