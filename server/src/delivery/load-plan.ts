import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AREAS, LOAD_PLAN_FILE, REMOTE_NAMES, ROUTE_PATHS, areasForRole, roleOpening, type Area, type RouteName } from '@insolvency/shared-contracts';
import { defaultRemoteRegistry, type StaticPaths } from './static-paths';

/**
 * The load plans the builds write (`load-plan.json`, build-tools/webpack/load-plan-plugin.js), read
 * as deployed now: each remote's beside the `mf-manifest.json` that `/remotes.json` names at the
 * moment of the request (a remote redeployed or rolled back by its registry entry changes its plan
 * without a restart), and the shell's beside its `index.html`. What a page loads is answered from
 * them (preload-hints.ts, route-scripts.ts). A missing or unreadable plan means no hints, never an
 * error. The values the plans do not carry (the role -> remote map, the route paths) come from
 * shared-contracts' `load-plan.ts`, as the builds and the shell read them.
 */

export interface FilesAndShared {
  /** Built files, relative to the build's folder. */
  files: string[];
  /** The shared keys (Module Federation) those files consume; the shell's plan names their providers. */
  shared: string[];
}

export interface RoutePlan extends FilesAndShared {
  path: string;
  /** As `/api/...`: a visitor's (hinted with the page), a signed-in user's (made by the shell with the stored token). */
  firstCalls: { visitor: string[]; signedIn: string[] };
  /** Whether the server renders the route's HTML (server-render/); otherwise the shell's index.html. */
  serverRendered: boolean;
}

/** A remote build's `load-plan.json`. */
export interface RemotePlan {
  remote: string;
  entry: string[];
  routesExpose: FilesAndShared;
  routes: Record<string, RoutePlan>;
  /** Every API call the build's code declares (its endpoints, mutations included); read by the release check only. */
  apiCalls?: { endpoint: string; method: string; path: string }[];
}

/** The shell build's `load-plan.json`. */
export interface ShellPlan {
  /** The scripts every page loads first, in order (its entry and the bootstrap's files); the server preloads them on every page. */
  onPage: string[];
  /** Per shared key, the shell's files that provide it. */
  providers: Record<string, FilesAndShared>;
  /** What a signed-in page always loads besides. */
  signedIn: FilesAndShared;
}

/** A build's folder on disk and the URL folder it is served at. */
export interface BuildFolder {
  dir: string;
  url: string;
}

/** The routes' patterns, fixed paths first: the shell's router ranks `/post/post-new` above `/post/:id`, and so does this. */
const ROUTE_PATTERNS: [RouteName, RegExp][] = (Object.entries(ROUTE_PATHS) as [RouteName, string][])
  .sort(([, a], [, b]) => Number(a.includes(':')) - Number(b.includes(':')))
  .map(([name, pattern]) => [name, new RegExp(`^${pattern.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '[^/]+')}/?$`)]);

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

/** Where a remote's build lies on disk and its public URL folder, from its registry entry. */
export function remoteFolder(paths: StaticPaths, area: Area, manifestUrl: unknown): BuildFolder | undefined {
  if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/') || manifestUrl.includes('..')) return undefined;
  const url = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const served: [string, string][] = [
    [`/remotes/${area}/`, paths.remoteDists[area]],
    ['/deployments/', path.join(paths.dataDir, 'deployments')],
  ];
  if (paths.releases) served.push(['/releases/', paths.releases.dir]);
  for (const [prefix, root] of served) {
    if (url.startsWith(prefix)) return { dir: path.join(root, url.slice(prefix.length)), url };
  }
  return undefined;
}

/**
 * `/remotes.json` as served now: `.data/remotes.json`, or the default, with the entry of each area
 * that has a current release (released-builds.ts) in place of its own.
 */
export function registry(paths: StaticPaths): Record<string, unknown> {
  const stored = readJson(path.join(paths.dataDir, 'remotes.json'));
  const base = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : defaultRemoteRegistry();
  const released = paths.releases?.entries();
  return released && Object.keys(released).length > 0 ? { ...base, ...released } : base;
}

export const shellFolder = (paths: StaticPaths): BuildFolder => ({ dir: paths.shellDist, url: '/' });

/** The shell's plan, or undefined before the shell is built. */
export function shellPlan(paths: StaticPaths): ShellPlan | undefined {
  const plan = readJson(path.join(paths.shellDist, LOAD_PLAN_FILE)) as ShellPlan | undefined;
  return plan?.providers ? plan : undefined;
}

export interface DeployedRemote {
  area: Area;
  name: string;
  folder: BuildFolder;
  manifestUrl: string;
  plan: RemotePlan;
}

/** The remotes deployed now whose plan can be read, by area. */
function deployedRemotes(paths: StaticPaths): Map<Area, DeployedRemote> {
  const registered = registry(paths);
  const remotes = new Map<Area, DeployedRemote>();
  for (const area of AREAS) {
    const name = REMOTE_NAMES[area];
    const manifestUrl = registered[name];
    const folder = remoteFolder(paths, area, manifestUrl);
    const plan = folder && (readJson(path.join(folder.dir, LOAD_PLAN_FILE)) as RemotePlan | undefined);
    if (folder && plan?.routes) remotes.set(area, { area, name, folder, manifestUrl: manifestUrl as string, plan });
  }
  return remotes;
}

/** The route paths each area's current build serves (what a release of another area may not claim). */
export function deployedRoutePaths(paths: StaticPaths): Map<Area, string[]> {
  const claimed = new Map<Area, string[]>();
  for (const [area, remote] of deployedRemotes(paths)) claimed.set(area, Object.values(remote.plan.routes).map((route) => route.path));
  return claimed;
}

/** A page's plan: the route, the remote that serves it and every remote the page loads, in area order. */
export interface PagePlan {
  routeName: RouteName;
  route: RoutePlan;
  owner: DeployedRemote;
  /** The remotes of the role that opens the route (remote-public alone for a visitor's page). */
  remotes: DeployedRemote[];
  /** Whether the page is a signed-in one (its route belongs to a role's remote). */
  signedIn: boolean;
}

/** The plan of the page at `pathname`, or undefined when no deployed remote plans its route. */
export function pagePlan(paths: StaticPaths, pathname: string): PagePlan | undefined {
  const routeName = routeNameOf(pathname);
  if (!routeName) return undefined;
  const deployed = deployedRemotes(paths);
  const owner = AREAS.map((area) => deployed.get(area)).find((remote) => remote?.plan.routes[routeName]);
  if (!owner) return undefined;
  const role = roleOpening(owner.area);
  const remotes = areasForRole(role).flatMap((area) => deployed.get(area) ?? []);
  return { routeName, route: owner.plan.routes[routeName], owner, remotes, signedIn: role !== undefined };
}
