import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOAD_PLAN_FILE, ROUTE_PATHS, type RouteName } from '@insolvency/shared-contracts';

/** A server build's manifest, as create-server-render-config.js writes it (the fields the federation runtime reads). */
const serverBuildManifest = (remoteEntry: string, remote: string) => ({
  id: remote,
  name: remote,
  metaData: {
    name: remote,
    type: 'app',
    buildInfo: { buildVersion: 'test', buildName: `@insolvency/${remote.replace('_', '-')}` },
    remoteEntry: { name: remoteEntry, path: '', type: 'commonjs-module' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: remote,
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [{ id: `${remote}:server-render`, name: 'server-render', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } }, path: './server-render' }],
});

/**
 * The calls remote-public's routes' prefetch makes, by route, as a fake build makes them: `{id}` is
 * the address's last segment (a teaser's id), `{query}` its query.
 */
export const PUBLIC_ROUTE_CALLS: Record<string, string[]> = {
  ConditionalHome: ['/api/unauth/homeposts?page=1&pageSize=8{query}', '/api/unauth/homestats', '/api/label/location-size', '/api/label/nestedcategories'],
  ContactUs: ['/api/label/contactus', '/api/unauth/captcha-config'],
  PostTeaser: ['/api/unauth/post-teaser?id={id}'],
  Search: ['/api/unauth/search?page=1&pageSize=12{query}'],
};

/**
 * Writes a hand-written server build of `remote` (remote-public's by default) into `folder`: a
 * federation container whose `./server-render` answers `<p><label></p>` and the request as JSON
 * (with a style for the document's head), or throws `failure`. It first makes the route's calls
 * (`apiCalls`: the same for every route, or by route name; remote-public's prefetch calls by
 * default) through the request's `serverApiCall` and puts their answers in the request it shows,
 * as `answers`. Its entry is named by its label, as the real build names it by its content hash.
 */
export function writeFakeServerBuild(
  folder: string,
  label: string,
  failure?: string,
  { remote = 'remote_public', apiCalls = PUBLIC_ROUTE_CALLS as string[] | Record<string, string[]> } = {},
): void {
  mkdirSync(folder, { recursive: true });
  const remoteEntry = `remoteEntry.${label.replace(/\W+/g, '-')}.js`;
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(serverBuildManifest(remoteEntry, remote)));
  const calls = `((calls) => Array.isArray(calls) ? calls : calls[request.route] ?? [])(${JSON.stringify(apiCalls)})`;
  const address = `{ id: request.address.split('?')[0].split('/').pop(), query: (request.address.split('?')[1] ?? '').replace(/^(?=.)/, '&') }`;
  const answers = `await Promise.all(${calls}.map((call) => call.replace(/\{(id|query)\}/g, (_, name) => (${address})[name])).map((call) => request.serverApiCall(call).catch((error) => ({ refused: error.message }))))`;
  const render = failure
    ? `async () => { throw new Error(${JSON.stringify(failure)}); }`
    : `async (request) => { renders += 1; const answers = ${answers}; return { html: '<!doctype html><p>${label}</p><pre>' + JSON.stringify(answers.length > 0 ? { ...request, answers } : request) + '</pre><!-- render ' + renders + ' -->', head: '<style>/* ${label} */</style>' }; }`;
  writeFileSync(
    path.join(folder, remoteEntry),
    `let renders = 0; module.exports = { init() {}, get(expose) { if (expose !== './server-render') throw new Error('no ' + expose); return () => ({ renderPage: ${render} }); } };`,
  );
}

/** How many renders the build had made when it rendered `html` (each build counts its own). */
export function renderNumber(html: string): number {
  return Number(/<!-- render (\d+) -->/.exec(html)?.[1]);
}

/** The request a fake build was given, read back from the page it rendered. */
export function renderedRequest(html: string): unknown {
  return JSON.parse(html.split('<pre>')[1].split('</pre>')[0]);
}

/** Writes the `load-plan.json` of a signed-in area's build into `folder`: `routes`, `serverRendered` for those in `rendered`. */
export function writeSignedInPlan(folder: string, remote: string, routes: readonly RouteName[], rendered: readonly RouteName[]): void {
  const plannedRoutes = Object.fromEntries(
    routes.map((name) => [name, { path: ROUTE_PATHS[name], files: [], shared: [], firstCalls: { visitor: [], signedIn: [] }, serverRendered: rendered.includes(name) }]),
  );
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, LOAD_PLAN_FILE), JSON.stringify({ remote, entry: [], routesExpose: { files: [], shared: [] }, routes: plannedRoutes }));
}

/** The visitor home's first calls, as the build records them from its prefetch. */
export const VISITOR_HOME_CALLS = ['/api/unauth/homeposts?page=1&pageSize=8', '/api/unauth/homestats', '/api/label/location-size', '/api/label/nestedcategories'];

/**
 * Writes the build's `load-plan.json` into `folder` (beside its `mf-manifest.json`, as
 * load-plan-plugin.js does): remote-public's public routes, `serverRendered` for those in `rendered`.
 */
export function writePublicPlan(folder: string, rendered: readonly RouteName[]): void {
  const routes = Object.fromEntries(
    (['ConditionalHome', 'Login', 'Help', 'ContactUs', 'PostTeaser', 'Search'] as const).map((name) => [
      name,
      {
        path: ROUTE_PATHS[name],
        files: [],
        shared: [],
        firstCalls: { visitor: name === 'ConditionalHome' ? VISITOR_HOME_CALLS : [], signedIn: [] },
        serverRendered: rendered.includes(name),
      },
    ]),
  );
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, LOAD_PLAN_FILE), JSON.stringify({ remote: 'remote_public', entry: [], routesExpose: { files: [], shared: [] }, routes }));
}
