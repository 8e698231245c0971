// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { describeChunkGraph, chunksWhere, loadedBy } = require('./chunk-graph');

/**
 * What the server needs to answer a deep link with `Link: rel=preload` headers for every file
 * the route will load (server/src/plugins/route-preload-links.ts), so they download with the
 * shell's own files instead of one round trip after another (registry, manifest, remote entry,
 * route manifest, screen, shared providers). Written into the build's own folder, so a remote
 * deployed elsewhere carries its map with it:
 * - a remote: `route-preloads.json`, its entry files, its `./routes` chunk and, per route name
 *   of its route manifest, the files of the screen's dynamic import and the shared keys they
 *   consume;
 * - the shell: `shared-preloads.json`, the files already on its page (not hinted again), the
 *   files that provide each shared key and the keys those consume, and what a signed-in page
 *   always loads besides (the account menu, the notification feed).
 */

const ROUTES_MODULE = './src/routes.tsx';
const REMOTE_PRELOADS_FILE = 'route-preloads.json';
const SHELL_PRELOADS_FILE = 'shared-preloads.json';

/**
 * Route name -> the request of its screen's dynamic import, read from a route manifest in the
 * house shape: `{ name: 'X', ..., load: () => import('./screen') }`, or `load: () => loadY()...`
 * with `const loadY = () => import('./screens')` above. A route whose import cannot be read
 * fails the build: a route without hints would be slower without anyone noticing.
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
    if (!request) throw new Error(`${ROUTES_MODULE}: cannot read the dynamic import of route ${match[1]} (see route-preloads-plugin.js)`);
    imports.set(match[1], request);
  });
  return imports;
}

/** @param {{ files: string[], sharedKeys: string[] }} selection */
const filesAndShared = ({ files, sharedKeys }) => ({ files: [...new Set(files)], shared: [...new Set(sharedKeys)].sort() });

/**
 * @param {import('./chunk-graph').ChunkGraph} graph @param {string} routesSource
 */
function remotePreloads(graph, routesSource) {
  const routes = Object.fromEntries(
    [...routeImports(routesSource)].map(([name, request]) => [name, filesAndShared(chunksWhere(graph, loadedBy(ROUTES_MODULE, (r) => r === request)))]),
  );
  return {
    entry: Object.values(graph.entrypoints).flat(),
    routesExpose: filesAndShared(chunksWhere(graph, loadedBy('container entry', (request) => request === ROUTES_MODULE))),
    routes,
  };
}

/**
 * @param {import('./chunk-graph').ChunkGraph} graph
 * @param {[string, string][]} signedInImports `[module, request]` of the shell's own dynamic imports a signed-in page always makes
 * @param {string} indexHtml the shell's built page
 */
function shellPreloads(graph, signedInImports, indexHtml) {
  /** @type {Record<string, { files: string[], shared: string[] }>} */
  const providers = {};
  for (const key of new Set(graph.chunks.flatMap((chunk) => chunk.providedSharedKeys))) {
    providers[key] = filesAndShared(chunksWhere(graph, (chunk) => chunk.providedSharedKeys.includes(key)));
  }
  return {
    onPage: scriptsNamedIn(indexHtml),
    providers,
    signedIn: filesAndShared(chunksWhere(graph, (chunk) => signedInImports.some(([module, request]) => loadedBy(module, (r) => r === request)(chunk)))),
  };
}

/**
 * The scripts the shell's page itself names (script tags and its preload links), in order: the
 * synchronous prerender script first, which holds up the page's parsing until it arrives.
 * @param {string} html
 */
function scriptsNamedIn(html) {
  const names = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/?([^"]+\.js)"/g)].map((match) => match[1]);
  return [...new Set(names)];
}

class RoutePreloadsPlugin {
  /** @param {{ appDir: string, isRemote: boolean, signedInImports?: [string, string][] }} options */
  constructor({ appDir, isRemote, signedInImports = [] }) {
    this.appDir = appDir;
    this.isRemote = isRemote;
    this.signedInImports = signedInImports;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      // At the last stage: the file names are final (real content hashes are set before).
      compilation.hooks.processAssets.tap({ name: 'RoutePreloadsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const graph = describeChunkGraph(new webpack.Stats(compilation));
        const [file, content] = this.isRemote
          ? [REMOTE_PRELOADS_FILE, remotePreloads(graph, fs.readFileSync(path.join(this.appDir, 'src', 'routes.tsx'), 'utf8'))]
          : [SHELL_PRELOADS_FILE, shellPreloads(graph, this.signedInImports, String(compilation.getAsset('index.html')?.source.source() ?? ''))];
        compilation.emitAsset(file, new webpack.sources.RawSource(JSON.stringify(content)));
      });
    });
  }
}

module.exports = { RoutePreloadsPlugin, routeImports, REMOTE_PRELOADS_FILE, SHELL_PRELOADS_FILE };
