import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { LOAD_PLAN_FILE, REMOTE_NAMES, type Area, type RouteName, type ServerApiCall, type ServerRenderModule } from '@insolvency/shared-contracts';
import { REPO_ROOT } from '../config';
import { AppError } from '../errors';
import { createRemoteServerBuilds } from './server-render/remote-server-build';

/*
 * What a release must pass before it is current (issue 57): the browser build's manifest names
 * the area's remote and its entry is there; the shared singletons it requires (mf-manifest.json
 * `shared[].requiredVersion`) are satisfied by the versions the shell provides; its load plan is
 * readable, and claims no route path another area's current build serves; the API calls it
 * declares (the load plan's `firstCalls`, and `apiCalls`: every endpoint its code injects, with its
 * method) are operations of the server's OpenAPI document; its
 * server build loads with the federation runtime and renders its first server-rendered route as a
 * visitor's page would be.
 */

/**
 * The packages there is one of on a page, provided by the shell: a remote that requires another
 * version would get the shell's anyway (singleton) and break at run time, so it is refused here.
 */
export const SHELL_SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', '@reduxjs/toolkit', 'react-redux', 'antd'] as const;

/** The package a shared key belongs to: `react/jsx-runtime` -> `react`, `@reduxjs/toolkit/query/react` -> `@reduxjs/toolkit`. */
export function packageOf(sharedKey: string): string {
  const parts = sharedKey.split('/');
  return sharedKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The versions of the singletons the shell builds with: those installed for the shell's workspace. */
export function shellSingletonVersions(shellPackageJson = path.join(REPO_ROOT, 'shell', 'package.json')): Record<string, string> {
  const load = createRequire(shellPackageJson);
  const versions: Record<string, string> = {};
  for (const name of SHELL_SINGLETONS) {
    try {
      versions[name] = (load(`${name}/package.json`) as { version: string }).version;
    } catch {
      // Not installed for the shell: nothing to compare with.
    }
  }
  return versions;
}

/** What the check compares a build with besides its own files. */
export interface ReleaseCheckContext {
  /** Singleton package -> the version the shell provides (`shellSingletonVersions`). */
  shellVersions?: Record<string, string>;
  /** The route paths each other area's current build serves. */
  otherAreasPaths?: () => Map<Area, string[]>;
  /**
   * Whether the server's OpenAPI document has an operation `method` on `apiPath` (an `/api/...` URL, query included).
   * The calls a build declares are its load plan's `firstCalls`: load-plan-plugin.js records them by running each
   * route's prefetch (the RTK Query endpoints the screen starts with) at build time, so they are the URLs the code
   * really requests, not a guess from parsing source, and the server's renders make the same calls; and its
   * `apiCalls`: every endpoint the build's code injects (mutations too), read from each endpoint's own `query`
   * with example arguments (shared-auth's `apiCallsDeclaredBy`).
   */
  hasOperation?: (method: string, apiPath: string) => boolean;
  /** The API as a visitor's page render calls it; with it, the build's first server-rendered route is rendered once. */
  serverApiCall?: ServerApiCall;
  publicUrl?: string;
}

interface SharedEntry {
  name?: unknown;
  requiredVersion?: unknown;
}

/** The first singleton the build requires at a version the shell does not provide, as a sentence; undefined when all are satisfied. */
export function singletonMismatch(shared: SharedEntry[], shellVersions: Record<string, string>): string | undefined {
  for (const entry of shared) {
    if (typeof entry.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const pkg = packageOf(entry.name);
    const provided = shellVersions[pkg];
    if (!provided || entry.requiredVersion === '*' || entry.requiredVersion === '') continue;
    if (!semver.validRange(entry.requiredVersion)) return `it requires ${entry.name} ${JSON.stringify(entry.requiredVersion)}, which is not a version range: build it with the project's webpack configuration.`;
    if (!semver.satisfies(provided, entry.requiredVersion, { includePrerelease: true })) {
      return `it requires ${entry.name} ${entry.requiredVersion} but the shell provides ${pkg} ${provided} (one copy per page): build it against ${pkg} ${provided}, or release the shell with a version that satisfies ${entry.requiredVersion} first.`;
    }
  }
  return undefined;
}

async function readJsonFile(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const refused = (area: Area, problem: string) => new AppError(400, `remote-${area} cannot be released: ${problem}`);

/**
 * Throws an AppError (400) saying what to fix when the build in `folder` cannot serve as `area`.
 * `checkUrl`: a URL of this server under which the check loads the server build, unique to the
 * upload (the federation runtime keeps what it loads by URL).
 */
export async function checkReleaseBuild(folder: string, area: Area, checkUrl: string, context: ReleaseCheckContext = {}): Promise<void> {
  const name = REMOTE_NAMES[area];
  const manifest = (await readJsonFile(path.join(folder, 'mf-manifest.json'))) as
    | { name?: unknown; metaData?: { remoteEntry?: { name?: unknown } }; shared?: unknown }
    | undefined;
  if (manifest?.name !== name) throw refused(area, `its mf-manifest.json is not ${name}'s (it names ${JSON.stringify(manifest?.name ?? null)}): upload remote-${area}/dist.`);
  const entry = manifest.metaData?.remoteEntry?.name;
  if (typeof entry !== 'string' || !existsSync(path.join(folder, entry))) throw refused(area, `the entry its mf-manifest.json names (${String(entry)}) is not in the upload.`);
  const mismatch = singletonMismatch(Array.isArray(manifest.shared) ? (manifest.shared as SharedEntry[]) : [], context.shellVersions ?? shellSingletonVersions());
  if (mismatch) throw refused(area, mismatch);
  const plan = (await readJsonFile(path.join(folder, LOAD_PLAN_FILE))) as { remote?: unknown; routes?: unknown } | undefined;
  if (plan?.remote !== name || typeof plan.routes !== 'object' || plan.routes === null) {
    throw refused(area, `its ${LOAD_PLAN_FILE} is missing or not ${name}'s: build it with the project's webpack configuration.`);
  }
  const routes = Object.entries(plan.routes as Record<string, { path?: unknown; firstCalls?: Record<string, unknown> }>);
  const claim = claimedElsewhere(routes, area, context.otherAreasPaths?.() ?? new Map());
  if (claim) throw refused(area, claim);
  if (context.hasOperation) {
    const missing = undeclaredCall(routes, context.hasOperation) ?? undeclaredEndpoint((plan as { apiCalls?: unknown }).apiCalls, context.hasOperation);
    if (missing) throw refused(area, missing);
  }
  const serverDir = path.join(folder, 'server');
  if (!existsSync(path.join(serverDir, 'mf-manifest.json'))) throw refused(area, 'it has no server build (server/mf-manifest.json).');
  let serverRender: ServerRenderModule;
  try {
    serverRender = await createRemoteServerBuilds(Date.now).load(name, { manifestUrl: `${checkUrl}server/mf-manifest.json`, localDir: serverDir });
  } catch (error) {
    throw refused(area, `its server build does not load: ${messageOf(error)}`);
  }
  const first = routes.find(([, route]) => (route as { serverRendered?: unknown }).serverRendered === true && typeof route.path === 'string' && !route.path.includes(':'));
  if (first && context.serverApiCall) {
    const [routeName, route] = first;
    const address = route.path as string;
    try {
      const page = await withTimeout(
        serverRender.renderPage({ route: routeName as RouteName, address, publicUrl: context.publicUrl ?? '', serverApiCall: context.serverApiCall }),
        RENDER_TIMEOUT_MS,
      );
      if (typeof page?.html !== 'string' || page.html.length === 0) throw new Error('it rendered no HTML');
    } catch (error) {
      throw refused(area, `its server build does not render its first route, ${routeName} (${address}): ${messageOf(error)}`);
    }
  }
}

/** How long the check waits for the first route's render (a page's render takes well under a second). */
const RENDER_TIMEOUT_MS = 15_000;

/** An error's message, also for an error made in another realm (a build's code), which is no `instanceof Error` here. */
const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const normalPath = (routePath: string) => (routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath);

/** The first route path of the build another area serves now, as a sentence. */
function claimedElsewhere(routes: [string, { path?: unknown }][], area: Area, others: Map<Area, string[]>): string | undefined {
  for (const [routeName, route] of routes) {
    if (typeof route.path !== 'string') return `its ${LOAD_PLAN_FILE} gives route ${routeName} no path: build it with the project's webpack configuration.`;
    for (const [other, paths] of others) {
      if (other === area) continue;
      if (paths.map(normalPath).includes(normalPath(route.path))) {
        return `its route ${routeName} claims ${route.path}, which remote-${other} serves: remove it from remote-${area}/src/routes.tsx, or move it out of remote-${other} first.`;
      }
    }
  }
  return undefined;
}

/** The first call the build declares that the server's OpenAPI document has no operation for, as a sentence. */
function undeclaredCall(routes: [string, { firstCalls?: Record<string, unknown> }][], hasOperation: (method: string, apiPath: string) => boolean): string | undefined {
  for (const [routeName, route] of routes) {
    for (const calls of Object.values(route.firstCalls ?? {})) {
      if (!Array.isArray(calls)) continue;
      for (const call of calls) {
        if (typeof call !== 'string') continue;
        if (!hasOperation('GET', call)) return `its route ${routeName} calls GET ${call.split('?')[0]}, which the server's API does not have (see /api/docs): build it against this server's API, or release the server first.`;
      }
    }
  }
  return undefined;
}

/**
 * The first endpoint of the build's code (its load plan's `apiCalls`: every RTK Query endpoint it
 * injects, mutations included, with the method and path it calls) that the server's OpenAPI
 * document has no operation for, as a sentence naming it. A plan written before the builds recorded
 * them has none to check.
 */
function undeclaredEndpoint(apiCalls: unknown, hasOperation: (method: string, apiPath: string) => boolean): string | undefined {
  if (!Array.isArray(apiCalls)) return undefined;
  for (const call of apiCalls as { endpoint?: unknown; method?: unknown; path?: unknown }[]) {
    if (typeof call?.method !== 'string' || typeof call.path !== 'string') continue;
    if (!hasOperation(call.method, call.path)) {
      return `its endpoint ${String(call.endpoint)} calls ${call.method} ${call.path}, which the server's API does not have (see /api/docs): build it against this server's API, or release the server first.`;
    }
  }
  return undefined;
}

/** `hasOperation` over an OpenAPI document: its paths' `{param}` segments match any one segment; the query is ignored. */
export interface OpenApiPaths {
  paths?: Record<string, Record<string, unknown>>;
}

export function operationsOf(document: OpenApiPaths): (method: string, apiPath: string) => boolean {
  const operations = Object.entries(document.paths ?? {}).map(([pattern, item]) => ({
    pattern: templateRegExp(pattern),
    // The path with each parameter at an example value, for a declared path with parameters of its own.
    example: pattern.replace(/\{[^}]+\}/g, 'x'),
    methods: new Set(Object.keys(item).map((method) => method.toUpperCase())),
  }));
  return (method, apiPath) => {
    const pathname = apiPath.split('?')[0];
    // A declared call's `{arg}` (apiCalls: where its argument goes) stands for any text within a segment too.
    const declared = pathname.includes('{') ? templateRegExp(pathname) : undefined;
    return operations.some(
      (operation) =>
        operation.methods.has(method.toUpperCase()) && (operation.pattern.test(pathname.replace(/\{[^}]+\}/g, '1')) || declared?.test(operation.example) === true),
    );
  };
}

/** A path with `{name}` parts as a RegExp: each part any text within one segment. */
function templateRegExp(template: string): RegExp {
  return new RegExp(`^${template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}/?$`);
}
