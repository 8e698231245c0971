// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { bootstrapFiles, describeChunkGraph, chunksWhere, loadedBy } = require('./chunk-graph');


/**
 * The build's load plan, `load-plan.json`, written into the build's own folder (beside the
 * remote's `mf-manifest.json`, beside the shell's `index.html`), so a remote deployed elsewhere
 * carries its plan with it and the plan the server reads is the one `/remotes.json` names now.
 * The server (server/src/delivery/load-plan.ts) reads it to answer a page with `Link: rel=preload`
 * for every file its route will load, `/route-preloads` and `/route-scripts`; the shell reads
 * those answers (shell/src/delivery/early-fetches.ts). See server/src/delivery/README.md.
 * - a remote: its name, its entry files, its `./routes` chunk and, per route of its route
 *   manifest, the route's path, the files of the screen's dynamic import, the shared keys they
 *   consume (the shell's plan names each key's providers), its first API calls, read from its
 *   `prefetch` (a visitor's, which the server hints; a signed-in user's, which the shell makes with
 *   the stored token) and whether the server renders its HTML;
 * - the shell: the files already on its page (not hinted again), the files that provide each
 *   shared key and the keys those consume, and what a signed-in page always loads besides (the
 *   notification feed).
 */

const ROUTES_MODULE = './src/routes.tsx';

/** @typedef {{ REMOTE_NAMES: Record<string, string>, ROUTE_PATHS: Record<string, string>, SERVER_RENDERED_ROUTES: readonly string[], LOAD_PLAN_FILE: string, REMOTE_REGISTRY_PATH: string, PAGE_BEFORE_APP_ID: string, SESSION_STORAGE_KEYS: Record<string, string>, SERVER_SCREEN_ID: string, SERVER_SCREEN_HELD_SUBMIT_ATTRIBUTE: string, SERVER_SCREEN_HELD_CLICK_PROPERTY: string, SIGNED_IN_SCREEN_PATH: string, SIGNED_IN_SCREEN_PAGE_ATTRIBUTE: string, PAGE_SCRIPTS_TEMPLATE_ID: string, NOTIFICATIONS_SHOWN_ATTRIBUTE: string, PAGE_ANTD_STYLE_ID: string, DISMISSIBLE_BANNERS: Record<string, { storageKey: string, htmlAttribute: string }> }} Contracts */
/**
 * TypeScript modules (shared-contracts' values, a remote's route manifest) read in webpack's Node
 * through tsx; jest compiles TypeScript itself (and tsx's loader clashes with it).
 * @param {string} id
 */
const requireTypeScript = (id) => (process.env.JEST_WORKER_ID === undefined ? require('tsx/cjs/api').require(id, __filename) : require(id));

/**
 * The values the plan records besides the build's own files and the routes' first calls (route
 * paths, the public routes the server renders, the remote names) are written once, in shared-contracts.
 * @type {Contracts}
 */
const contracts = requireTypeScript('@insolvency/shared-contracts');
const { LOAD_PLAN_FILE } = contracts;

/**
 * Route name -> the request of its screen's dynamic import, read from a route manifest in the
 * house shape: `{ name: 'X', ..., load: () => import('./screen') }`, or `load: () => loadY()...`
 * with `const loadY = () => import('./screens')` above. A route whose import cannot be read
 * fails the build: a route without a plan would be slower without anyone noticing.
 * @param {string} source @returns {Map<string, string>}
 */
function routeImports(source) {
  const loaders = new Map([...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((match) => [match[1], match[2]]));
  const starts = [...source.matchAll(/\bname: '(\w+)'/g)];
  /** @type {Map<string, string>} */
  const imports = new Map();
  starts.forEach((match, index) => {
    const segment = source.slice(match.index, starts[index + 1]?.index ?? source.length);
    const direct = /\bload: \(\) => import\('([^']+)'\)/.exec(segment)?.[1];
    const viaLoader = loaders.get(/\bload: \(\) => (\w+)\(\)/.exec(segment)?.[1] ?? '');
    const request = direct ?? viaLoader;
    if (!request) throw new Error(`${ROUTES_MODULE}: cannot read the dynamic import of route ${match[1]} (see load-plan-plugin.js)`);
    imports.set(match[1], request);
  });
  return imports;
}

/** @param {{ files: string[], sharedKeys: string[] }} selection */
const filesAndShared = ({ files, sharedKeys }) => ({ files: [...new Set(files)], shared: [...new Set(sharedKeys)].sort() });

/**
 * Each route's first API calls (`/api/...`), as its own `prefetch` makes them for its address
 * without a query: the route manifest run in Node (shared-auth's `routesFirstCalls`), never a copy.
 * @param {string} routesFile @returns {Promise<Record<string, string[]>>}
 */
async function routesFirstCallsOf(routesFile) {
  const { routesFirstCalls } = requireTypeScript('@insolvency/shared-auth/route-first-calls');
  return routesFirstCalls(requireTypeScript(routesFile).default);
}

/**
 * Every API call the build's own code declares (shared-auth's `apiCallsDeclaredBy`): the endpoints
 * injected by the modules of `srcDir` the compilation holds that call `injectEndpoints(`, each
 * loaded in Node for the first time here, before the route manifest is. The release check compares
 * them with the server's OpenAPI document (server/src/delivery/release-check.ts).
 * @param {Iterable<{ resource?: string, modules?: Iterable<object> }>} modules the compilation's @param {string} srcDir
 * @returns {{ endpoint: string, method: string, path: string }[]}
 */
function apiCallsOf(modules, srcDir) {
  // A concatenated module (production) holds the source modules it was made of.
  /** @type {(module: { resource?: string, modules?: Iterable<object> }) => { resource?: string }[]} */
  const sourceModules = (module) => (module.modules ? [...module.modules].flatMap((inner) => sourceModules(inner)) : [module]);
  const files = [...new Set([...modules].flatMap((module) => sourceModules(module)).map((module) => module.resource))]
    .filter((resource) => resource && resource.startsWith(srcDir + path.sep) && /\.[cm]?[jt]sx?$/.test(resource) && !/\.test\.[jt]sx?$/.test(resource))
    .filter((resource) => fs.readFileSync(/** @type {string} */ (resource), 'utf8').includes('injectEndpoints('))
    .sort();
  const { apiCallsDeclaredBy } = requireTypeScript('@insolvency/shared-auth/route-first-calls');
  return apiCallsDeclaredBy(() => files.forEach((file) => requireTypeScript(file)));
}

/**
 * The signed-in routes the server renders: those whose own `prefetch` makes calls at an address of
 * theirs (an id route's at an example id) (shared-auth's `routesServerRendered`).
 * @param {string} routesFile @returns {Promise<string[]>}
 */
async function routesServerRenderedOf(routesFile) {
  const { routesServerRendered } = requireTypeScript('@insolvency/shared-auth/route-first-calls');
  return routesServerRendered(requireTypeScript(routesFile).default);
}

/**
 * A route's entry in the plan, besides its files: where it is, its first API calls (a visitor's on
 * remote-public, a signed-in user's elsewhere) and whether the server renders it: a public route
 * of `SERVER_RENDERED_ROUTES`, or a signed-in route of `routesServerRenderedOf` (its screen waits for data).
 * @param {string} name @param {{ signedIn: boolean, calls: string[], rendered: boolean }} facts
 */
function routeFacts(name, { signedIn, calls, rendered }) {
  return {
    path: contracts.ROUTE_PATHS[name],
    firstCalls: { visitor: signedIn ? [] : calls, signedIn: signedIn ? calls : [] },
    serverRendered: signedIn ? rendered : contracts.SERVER_RENDERED_ROUTES.includes(name),
  };
}

/**
 * @param {import('./chunk-graph').ChunkGraph} graph @param {string} routesSource @param {string} remote the build's federation name
 * @param {Record<string, string[]>} firstCalls each route's (`routesFirstCallsOf`)
 * @param {string[]} serverRendered the signed-in routes the server renders (`routesServerRenderedOf`)
 * @param {{ endpoint: string, method: string, path: string }[]} [apiCalls] every call its code declares (`apiCallsOf`)
 */
function remotePlan(graph, routesSource, remote, firstCalls, serverRendered, apiCalls = []) {
  if (!Object.values(contracts.REMOTE_NAMES).includes(remote)) throw new Error(`${remote} is not a remote of shared-contracts' REMOTE_NAMES (see load-plan-plugin.js)`);
  const signedIn = remote !== contracts.REMOTE_NAMES.public;
  const routes = Object.fromEntries(
    [...routeImports(routesSource)].map(([name, request]) => [
      name,
      { ...routeFacts(name, { signedIn, calls: firstCalls[name] ?? [], rendered: serverRendered.includes(name) }), ...filesAndShared(chunksWhere(graph, loadedBy(ROUTES_MODULE, (r) => r === request))) },
    ]),
  );
  return {
    remote,
    entry: Object.values(graph.entrypoints).flat(),
    routesExpose: filesAndShared(chunksWhere(graph, loadedBy('container entry', (request) => request === ROUTES_MODULE))),
    routes,
    apiCalls,
  };
}

/**
 * @param {import('./chunk-graph').ChunkGraph} graph
 * @param {[string, string][]} signedInImports `[module, request]` of the shell's own dynamic imports a signed-in page always makes
 * @param {string} indexHtml the shell's built page
 */
function shellPlan(graph, signedInImports, indexHtml) {
  /** @type {Record<string, { files: string[], shared: string[] }>} */
  const providers = {};
  for (const key of new Set(graph.chunks.flatMap((chunk) => chunk.providedSharedKeys))) {
    providers[key] = filesAndShared(chunksWhere(graph, (chunk) => chunk.providedSharedKeys.includes(key)));
  }
  return {
    onPage: pageScripts(graph, indexHtml),
    providers,
    signedIn: filesAndShared(chunksWhere(graph, (chunk) => signedInImports.some(([module, request]) => loadedBy(module, (r) => r === request)(chunk)))),
  };
}

/**
 * The scripts every page of the shell loads first, in order: those its index.html names, its entry,
 * then every file its bootstrap needs before anything renders (the bootstrap chunk and the
 * providers of the shared singletons it consumes: react-dom, the store, the router, the shared-ui
 * root...), from the chunk graph. The server preloads them on every page
 * (server/src/delivery/preload-hints.ts): without that they start only once main.js has arrived and
 * run. webpack's chunk loader and the script tag find the preloaded files (same URL, no
 * `crossorigin` either side).
 * @param {import('./chunk-graph').ChunkGraph} graph
 * @param {string} html
 */
function pageScripts(graph, html) {
  const named = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((match) => match[1]);
  const { files, shared } = bootstrapFiles(graph);
  return [...new Set([...named, ...Object.values(graph.entrypoints).flat(), ...files, ...shared.files])];
}

class LoadPlanPlugin {
  /** @param {{ appDir: string, name: string, isRemote: boolean, signedInImports?: [string, string][] }} options */
  constructor({ appDir, name, isRemote, signedInImports = [] }) {
    this.appDir = appDir;
    this.name = name;
    this.isRemote = isRemote;
    this.signedInImports = signedInImports;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('LoadPlanPlugin', (compilation) => {
      // At the last stage: the file names are final (real content hashes are set before).
      compilation.hooks.processAssets.tapPromise({ name: 'LoadPlanPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const graph = describeChunkGraph(new webpack.Stats(compilation));
        const routesFile = path.join(this.appDir, 'src', 'routes.tsx');
        // Before the route manifest is loaded: it imports api modules, whose endpoints would then be injected unseen.
        const apiCalls = this.isRemote ? apiCallsOf(compilation.modules, path.join(this.appDir, 'src')) : [];
        const plan = this.isRemote
          ? remotePlan(graph, fs.readFileSync(routesFile, 'utf8'), this.name, await routesFirstCallsOf(routesFile), await routesServerRenderedOf(routesFile), apiCalls)
          : shellPlan(graph, this.signedInImports, String(compilation.getAsset('index.html')?.source.source() ?? ''));
        compilation.emitAsset(LOAD_PLAN_FILE, new webpack.sources.RawSource(JSON.stringify(plan)));
      });
    });
  }
}

module.exports = { LoadPlanPlugin, apiCallsOf, routeImports, routeFacts, routesFirstCallsOf, routesServerRenderedOf, pageScripts, contracts };
