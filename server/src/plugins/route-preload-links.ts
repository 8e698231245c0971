import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, ROLES, ROUTE_PATHS, SIGNED_IN_FIRST_CALLS, VISITOR_HOME_FIRST_CALLS, areasForRole, routePreloadsUrl, type Area, type RouteName } from '@insolvency/shared-contracts';
import { AREAS, REMOTE_REGISTRY_PATH, defaultRemoteRegistry, type StaticPaths } from '../delivery/static-paths';

/**
 * What a page of the single-page app preloads, in two steps, so the browser fetches every file its
 * route will load without one round trip after another (registry, manifest, remote entry, route
 * manifest, screen, shared providers), and the file every page runs first is not slowed by the rest:
 * - the page's `Link: rel=preload` header: the shell's own scripts (`every-page`, React and antd,
 *   the largest), the screen's anonymous data, the registry and manifests, and the list of the rest;
 * - the rest (the remotes' entries and route manifests, the screen and the shared code it needs),
 *   listed at `/route-preloads?path=`, preloaded by the shell once its own scripts are in.
 * Over HTTP/1.1 the files fetched at once share the line: with the rest hinted at once, every-page
 * came in last, with everything else (~2 s on the throttled profile), and the main thread waited
 * for it; now it comes first and runs while the rest downloads.
 * Read from the maps the builds write (build-tools/webpack/route-preloads-plugin.js): each remote's
 * `route-preloads.json` beside the `mf-manifest.json` that `/remotes.json` points at, and the
 * shell's `shared-preloads.json`. A missing or unreadable map means no hints, never an error.
 */

interface FilesAndShared {
  files: string[];
  shared: string[];
}
interface RemotePreloads {
  entry: string[];
  routesExpose: FilesAndShared;
  routes: Record<string, FilesAndShared>;
}
interface ShellPreloads {
  onPage: string[];
  providers: Record<string, FilesAndShared>;
  signedIn: FilesAndShared;
}

/** The role whose home area an area is: opening one of its routes loads that role's remotes. */
const ROLE_OF_AREA: Partial<Record<Area, (typeof ROLES)[keyof typeof ROLES]>> = { buyer: ROLES.buyer, seller: ROLES.seller, admin: ROLES.admin };

const ROUTE_PATTERNS: [RouteName, RegExp][] = (Object.entries(ROUTE_PATHS) as [RouteName, string][]).map(([name, pattern]) => [
  name,
  new RegExp(`^${pattern.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '[^/]+')}/?$`),
]);

export function routeNameOf(pathname: string): RouteName | undefined {
  return ROUTE_PATTERNS.find(([, pattern]) => pattern.test(pathname === '' ? '/' : pathname))?.[0] ?? (pathname === '/' ? 'ConditionalHome' : undefined);
}

const parsedFiles = new Map<string, { mtimeMs: number; value: unknown }>();

/** A JSON file's content, parsed again only when the file changes (a deploy); undefined if absent or bad. */
function readJson(file: string): unknown {
  try {
    const { mtimeMs } = statSync(file);
    const cached = parsedFiles.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    parsedFiles.set(file, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}

/** A script file a build's map names within its own folder (what /route-scripts may read and serve). */
const isBuiltScriptName = (file: string) => file.endsWith('.js') && !file.split(/[\\/]/).includes('..') && !path.isAbsolute(file);

/** Where a remote's build lies on disk and its public URL folder, from its registry entry. */
export function remoteFolder(paths: StaticPaths, area: Area, manifestUrl: unknown): { dir: string; url: string } | undefined {
  if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/') || manifestUrl.includes('..')) return undefined;
  const url = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const served: [string, string][] = [
    [`/remotes/${area}/`, paths.remoteDists[area]],
    ['/deployments/', path.join(paths.dataDir, 'deployments')],
  ];
  for (const [prefix, root] of served) {
    if (url.startsWith(prefix)) return { dir: path.join(root, url.slice(prefix.length)), url };
  }
  return undefined;
}

/** `/remotes.json` as served now: `.data/remotes.json`, or the default. */
export function registry(paths: StaticPaths): Record<string, unknown> {
  const stored = readJson(path.join(paths.dataDir, 'remotes.json'));
  return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : defaultRemoteRegistry();
}

const scriptLink = (url: string) => `<${url}>; rel=preload; as=script`;
// as=fetch with crossorigin: the mode and credentials of a plain same-origin fetch(), which then takes the answer.
const fetchLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;

/**
 * The API answers a page's first screen needs that the server may hint: only anonymous ones (the
 * signed-in screens send a bearer token, which a hint cannot). The visitor home's, when its
 * address has no query: its posts, statistics and the posts' labels come in with the scripts
 * instead of after them. A signed-in user's home (tiles) does not read them: ~7 KB unused there,
 * as the server cannot tell a visitor from a user whose tokens are in the browser's storage.
 */
function dataLinks(routeName: RouteName, query: string): string[] {
  if (routeName !== 'ConditionalHome' || query !== '') return [];
  return VISITOR_HOME_FIRST_CALLS.map((call) => fetchLink(`/api/${call}`));
}

/** A script of a page's route: its URL and the built file behind it. */
export interface LaterScript {
  url: string;
  file: string;
}

interface PagePreloads {
  /** The shell's scripts that the page names itself, in its order. */
  pageScripts: string[];
  /** The registry, then the manifests of the remotes the page loads. */
  manifests: string[];
  /** The entries of the remotes the page loads. */
  entries: string[];
  /** Their route manifests, the screen, then the shell's providers of the shared code they need. */
  laterScripts: LaterScript[];
  /** The names of the remotes whose route manifests are among `laterScripts`. */
  remotes: string[];
}

function pagePreloads(paths: StaticPaths, routeName: RouteName): PagePreloads | undefined {
  const shell = readJson(path.join(paths.shellDist, 'shared-preloads.json')) as ShellPreloads | undefined;
  if (!shell?.providers) return undefined;

  const registered = registry(paths);
  const remotes = new Map<Area, { folder: { dir: string; url: string }; manifestUrl: string; map: RemotePreloads }>();
  for (const area of AREAS) {
    const manifestUrl = registered[REMOTE_NAMES[area]];
    const folder = remoteFolder(paths, area, manifestUrl);
    const map = folder && (readJson(path.join(folder.dir, 'route-preloads.json')) as RemotePreloads | undefined);
    if (folder && map?.routes) remotes.set(area, { folder, manifestUrl: manifestUrl as string, map });
  }
  const owner = AREAS.find((area) => remotes.get(area)?.map.routes[routeName]);
  if (!owner) return undefined;
  const role = ROLE_OF_AREA[owner];

  // By URL, in the order first named; the file behind each is read by /route-scripts.
  const later = new Map<string, string>();
  const sharedKeys: string[] = [];
  const manifests: string[] = [REMOTE_REGISTRY_PATH];
  const entries: string[] = [];
  const remoteNames: string[] = [];
  const shellFolder = { dir: paths.shellDist, url: '/' };
  const add = (folder: { dir: string; url: string }, { files, shared }: FilesAndShared) => {
    for (const file of files.filter(isBuiltScriptName)) {
      const url = `${folder.url}${file}`;
      if (!later.has(url)) later.set(url, path.join(folder.dir, file));
    }
    sharedKeys.push(...shared);
  };
  for (const area of role ? areasForRole(role) : (['public'] as Area[])) {
    const remote = remotes.get(area);
    if (!remote) continue;
    manifests.push(remote.manifestUrl);
    entries.push(...remote.map.entry.map((file) => `${remote.folder.url}${file}`));
    remoteNames.push(REMOTE_NAMES[area]);
    add(remote.folder, remote.map.routesExpose);
  }
  const ownerRemote = remotes.get(owner);
  if (ownerRemote) add(ownerRemote.folder, ownerRemote.map.routes[routeName]);
  if (role) add(shellFolder, shell.signedIn);

  // The shell's providers of every shared key those files consume, and of what those consume.
  const seen = new Set<string>();
  while (sharedKeys.length > 0) {
    const key = sharedKeys.pop() as string;
    if (seen.has(key) || !shell.providers[key]) continue;
    seen.add(key);
    add(shellFolder, shell.providers[key]);
  }
  const pageScripts = shell.onPage.map((file) => `/${file}`);
  const onPage = new Set(pageScripts);
  const laterScripts = [...later].filter(([url]) => !onPage.has(url)).map(([url, file]) => ({ url, file }));
  return { pageScripts, manifests, entries, laterScripts, remotes: remoteNames };
}

/** The `Link` header's value for a page at `pathname` (with `query`, '' for none), or undefined when there is nothing to hint. */
export function routePreloadLinks(paths: StaticPaths, pathname: string, query = ''): string | undefined {
  const routeName = routeNameOf(pathname);
  const preloads = routeName && pagePreloads(paths, routeName);
  if (!routeName || !preloads) return undefined;
  // The page's own scripts first: over HTTP/1.1 (six connections) hints are fetched in order, and
  // the shell's bootstrap is what runs first; index.html names them again (one fetch each). Then
  // the screen's anonymous data (a few KB), the registry and the manifests, which the shell's
  // early fetches ask for, and the list of the later scripts (hinted only when there are some).
  return [
    ...preloads.pageScripts.map(scriptLink),
    ...dataLinks(routeName, query),
    ...preloads.manifests.map(fetchLink),
    ...(preloads.entries.length + preloads.laterScripts.length > 0 ? [fetchLink(routePreloadsUrl(pathname))] : []),
  ].join(', ');
}

export interface LaterRoutePreloads {
  /** The entries of the page's remotes, loaded by the shell one by one (each works out its own address). */
  entries: string[];
  /** The rest, which the shell loads as one (`/route-scripts`). */
  scripts: string[];
  /** The remotes whose route manifests are in `scripts`. */
  remotes: string[];
  /** The signed-in screen's first API calls. */
  calls: string[];
}

/**
 * `/route-preloads` for the page at `pathname`: the scripts it loads once the shell's own are in
 * (none for a path no remote serves), and its signed-in screen's first API calls, which the shell
 * makes with the stored token when the address has no query (`SIGNED_IN_FIRST_CALLS`).
 */
export function laterRoutePreloads(paths: StaticPaths, pathname: string): LaterRoutePreloads {
  const routeName = routeNameOf(pathname);
  const firstCalls = (routeName && SIGNED_IN_FIRST_CALLS[routeName]) || [];
  const preloads = routeName ? pagePreloads(paths, routeName) : undefined;
  return {
    entries: preloads?.entries ?? [],
    scripts: preloads?.laterScripts.map(({ url }) => url) ?? [],
    remotes: preloads?.remotes ?? [],
    calls: firstCalls.map((call) => `/api/${call}`),
  };
}

/** The page's later scripts (`laterRoutePreloads(...).scripts`) with the built file behind each, for /route-scripts. */
export function laterScriptFiles(paths: StaticPaths, pathname: string): LaterScript[] {
  const routeName = routeNameOf(pathname);
  return (routeName && pagePreloads(paths, routeName)?.laterScripts) || [];
}
