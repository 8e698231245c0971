// @ts-check
/**
 * One webpack configuration for the shell and every remote (see docs/frontend-architecture.md).
 *
 * - production: hashed, swc-minified chunks with `.gz` and `.br` beside each asset; remotes
 *   emit `remoteEntry.js` + `mf-manifest.json` and consume every shared singleton from the
 *   shell (`import: false`), so a remote build carries only its own screens.
 * - development: webpack-dev-server with hot reload; remotes provide their shared fallbacks
 *   too, so each one also runs standalone on its own port against the API on :3000.
 */
const { createHash } = require('node:crypto');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { reactRouterUnsharedAlias, sharedSingletons } = require('./shared-dependencies');
const { resolveBuildVersion } = require('./build-version');
const { ChunkGraphReportPlugin } = require('./chunk-graph-report-plugin');
const { LoadPlanPlugin, contracts } = require('./load-plan-plugin');
const { PAGE_SLOT, prerenderHeadHtml } = require('./page-before-app');
const { everyPageAntdStyleTag } = require('../antd-static-styles');
const { outputFolder, SERVER_BUILD_FOLDER } = require('./create-server-render-config');
const { swcTypeScriptRule } = require('./swc-typescript-rule');

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** Dev-server ports; the shell's dev `/remotes.json` points at the remotes' ports. */
// Not 3100: the journeys serve the built product there by default (e2e/fixtures/test-server.ts).
const DEV_PORTS = { shell: 3200, remote_public: 3201, remote_buyer: 3202, remote_seller: 3203, remote_admin: 3204 };

/**
 * The shared singletons every page runs before it renders (React, the store, the router, dayjs,
 * shared-contracts' root, shared-auth, shared-ui's root and `base` entries), each identified by
 * the module a shared key provides.
 */
const EVERY_PAGE_SHARED_MODULE =
  /[\\/](node_modules[\\/](react[\\/](index|jsx-runtime)\.js|react-dom[\\/](index|client)\.js|@reduxjs[\\/]toolkit[\\/]dist[\\/](query[\\/](react[\\/])?)?[\w.-]+\.mjs|react-redux[\\/]dist[\\/]react-redux\.mjs|dayjs[\\/]dayjs\.min\.js)|shell[\\/]src[\\/]app[\\/](react-router|redux-toolkit|rtk-query|rtk-query-react|react-redux)-shared\.ts|shared-(contracts|auth|ui)[\\/]src[\\/]index\.ts|shared-ui[\\/]src[\\/]entries[\\/]base\.ts)$/;

/**
 * Everything those singletons bring, in one file instead of ~25. Each shared key is its own
 * chunk group, so splitChunks cut what they have in common into many small files, each paying
 * its response headers (~330 bytes), a request slot and a worse compression ratio. A module
 * goes here when a chunk that one of those keys loads holds it (before splitting, each key's
 * chunk holds the key's module and what it imports): the pickers' dayjs plugins, the zod
 * schemas or antd components only other entries use stay out, in their own entries' files.
 */
const EVERY_PAGE_CHUNK = {
  name: 'every-page',
  chunks: 'async',
  enforce: true,
  priority: 20,
  test: heldByChunksOf(EVERY_PAGE_SHARED_MODULE, 'some'),
};

/** The form kit: shared-ui/forms and react-hook-form, which it imports (login, every edit form). */
const FORM_KIT_SHARED_MODULE = /[\\/](node_modules[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs|shared-ui[\\/]src[\\/]entries[\\/]forms\.ts)$/;

/**
 * What only those bring (react-hook-form, the kit's own fields) in one file. What they share
 * with other entries (antd's Input also serves the data entry's tables) stays apart, and so do
 * zod and the schemas: the admin tables' filters use the kit's Input without any schema.
 */
const FORM_KIT_CHUNK = {
  name: 'form-kit',
  chunks: 'async',
  enforce: true,
  priority: 10,
  test: heldByChunksOf(FORM_KIT_SHARED_MODULE, 'every'),
};

/**
 * A splitChunks `test`: a source module held by `some` (or `every`) chunk that also holds a
 * module matching `sharedModule` (before splitting, each shared key's chunk holds the key's
 * module and what it imports). Only source modules: the federation's own (consume-shared,
 * remote) stay where the plugin put them, or a shared key's chunk waits for its own consumers
 * and the page hangs.
 * @param {RegExp} sharedModule @param {'some' | 'every'} quantifier
 * @returns {(module: import('webpack').Module, context: { chunkGraph: import('webpack').ChunkGraph }) => boolean}
 */
function heldByChunksOf(sharedModule, quantifier) {
  const holdsSharedModule = (/** @type {import('webpack').ChunkGraph} */ chunkGraph, /** @type {import('webpack').Chunk} */ chunk) => {
    for (const other of chunkGraph.getChunkModulesIterable(chunk)) {
      const resource = /** @type {{ resource?: string }} */ (other).resource;
      if (resource && sharedModule.test(resource)) return true;
    }
    return false;
  };
  return (module, { chunkGraph }) => {
    if (!(/** @type {{ resource?: string }} */ (module).resource)) return false;
    const chunks = [...chunkGraph.getModuleChunksIterable(module)];
    return chunks.length > 0 && chunks[quantifier]((chunk) => holdsSharedModule(chunkGraph, chunk));
  };
}

/** Spec: "Lazy-load time-out for screen chunks: 120 seconds". */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * @typedef {object} FederatedAppOptions
 * @property {string} appDir the package folder (`__dirname` of its webpack.config.js)
 * @property {keyof typeof DEV_PORTS} name the federation name (`shell` or a `REMOTE_NAMES` value)
 * @property {Record<string, string>} [exposes] modules a remote exposes (`./routes`)
 * @property {string} title the standalone page's title
 * @property {[string, string][]} [signedInImports] the shell's: `[module, request]` of its own dynamic
 *   imports every signed-in page makes (preloaded with a deep link's route, load-plan-plugin.js)
 * @property {string[]} [runtimePlugins] Module Federation runtime plugins (module paths) its instance starts with
 */

/**
 * @param {FederatedAppOptions} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
/**
 * The tab icon, inline (the CSP admits data: images): the product's navy with a white "IM",
 * so browsers stop asking for a /favicon.ico that does not exist (a 404 on every first visit).
 */
const FAVICON_DATA_URI = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#173a5e"/>' +
    '<text x="16" y="21.5" font-family="Arial,sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">IM</text></svg>',
)}`;

/**
 * The global a remote's build pushes its chunks into: `c` and 8 hex digits of a hash of the remote
 * and its build version, so two releases of one remote (or two remotes) on a page never share one.
 * Webpack's own (`webpackChunk` and the remote's name) is 25 characters, written twice in each chunk.
 * @param {string} name
 * @param {string} buildVersion
 */
function chunkLoadingGlobalOf(name, buildVersion) {
  return `c${createHash('sha256').update(`${name} ${buildVersion}`).digest('hex').slice(0, 8)}`;
}

function createFederatedConfig(app) {
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const isRemote = app.name !== 'shell';
    const buildVersion = resolveBuildVersion();
    // The manifest plugin reads the build version from here (metaData.buildInfo.buildVersion).
    process.env.MF_BUILD_VERSION = buildVersion;
    // A production remote has nothing to run on its own: its only entry is remoteEntry.js.
    const hasStandalonePage = !isRemote || !production;

    return {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.appDir,
      target: ['web', 'es2020'],
      // Production: `.map` files beside the bundles, named by no bundle and never served
      // publicly (server/src/delivery/static-files.ts); an admin fetches one to trace a field error.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: hasStandalonePage ? { main: './src/index.ts' } : {},
      output: {
        path: outputFolder(app.appDir, env),
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:12].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        uniqueName: app.name,
        // A release of a remote runs beside the one a page already loaded (the shell switches at
        // the next navigation into the area): each build pushes its chunks into a global of its
        // own, or the newer runtime would take the older one's chunks of the same id as installed.
        // Named by a short hash of remote and build (every chunk file spells it twice, and the
        // visitor home's JavaScript budget counts each byte): shorter than webpack's own name.
        ...(isRemote && production ? { chunkLoadingGlobal: chunkLoadingGlobalOf(app.name, buildVersion) } : {}),
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // A module that throws while evaluating leaves the cache, so a retry evaluates it
        // again (and reports its own error) instead of reading half-initialised exports.
        strictModuleExceptionHandling: true,
        // A remote's server build is written beside it, by its own compiler (create-server-render-config.js).
        clean: { keep: (/** @type {string} */ asset) => asset.startsWith(`${SERVER_BUILD_FOLDER}/`) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: reactRouterUnsharedAlias(production) },
      module: {
        rules: [
          swcTypeScriptRule({ reactDevelopment: !production, target: 'es2020' }),
          { test: /\.css$/, type: 'asset/resource' },
          {
            // The federation runtime reaches its own packages both by `import` (the bundler
            // runtime, our registry code) and by `require` (the external-runtime plugin,
            // runtime-tools), and each package maps those to different files (.js / .cjs):
            // the shell carried runtime-core and sdk twice. Resolving the `require`s as
            // imports keeps one copy.
            test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
            resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', 'webpack', 'browser', 'default'] } } },
          },
          ANTD_BUILDING_BLOCKS_WITHOUT_SIDE_EFFECTS,
        ],
      },
      optimization: {
        // The shell loads each shared singleton as its own async chunk group. With webpack's
        // default minSize (20 kB) a module they have in common but smaller than that (reselect,
        // antd's icon base) was copied into each group's chunk, and a visitor downloaded it two
        // or three times. 10 kB measured best (home 231.9 -> 228.4 KiB br, 28 files; 2 kB and 0
        // make more, smaller files that compress worse).
        ...(isRemote ? {} : { splitChunks: { minSize: 10_000, cacheGroups: { everyPage: EVERY_PAGE_CHUNK, formKit: FORM_KIT_CHUNK } } }),
        minimize: production,
        minimizer: [productionMinimizer()],
      },
      performance: false,
      plugins: [
        zodWithoutJsonSchema(),
        withoutConfigProviderUniqueTooltip,
        antdPartsOnDemand,
        new ModuleFederationPlugin({
          name: app.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
          // Remotes are found at run time from /remotes.json (shell/src/app/remote-registry.ts).
          remotes: {},
          shared: sharedSingletons({ provide: !isRemote || !production }),
          // Reuse what is already loaded instead of fetching every remote entry up front.
          shareStrategy: 'loaded-first',
          ...(app.runtimePlugins ? { runtimePlugins: app.runtimePlugins } : {}),
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          dts: false,
          experiments: {
            // One copy of the federation runtime: the shell provides it, production remotes
            // use it instead of bundling their own (about 15 KB brotli per remoteEntry.js).
            // Dev remotes keep theirs, so they also run standalone.
            ...(isRemote ? { externalRuntime: production } : { provideExternalRuntime: true }),
            optimization: {
              target: 'web',
              // Snapshots (manifest parsing) are needed only by the host, which reads
              // remotes from their mf-manifest.json; remotes never load other remotes.
              disableSnapshot: isRemote,
            },
          },
        }),
        ...(hasStandalonePage
          ? [
              new HtmlWebpackPlugin({
                title: app.title,
                templateContent: ({ htmlWebpackPlugin }) =>
                  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
                  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
                  `<title>${htmlWebpackPlugin.options.title}</title>` +
                  `<link rel="icon" href="${FAVICON_DATA_URI}">` +
                  // The shell's page paints the public pages the server renders into its slot
                  // before its JavaScript runs (page-before-app.js); a remote's standalone
                  // page does not. Its script comes before antd's CSS: on a signed-in deep link it
                  // asks for the screen, which then does not wait for that CSS to be parsed.
                  (isRemote ? '' : prerenderHeadHtml()) +
                  // antd's CSS for the Button most screens draw, so antd does not make it at run
                  // time (antd-static-styles/); a development build's antd hashes differ.
                  (isRemote || !production ? '' : everyPageAntdStyleTag()) +
                  `</head><body style="margin:0">${isRemote ? '' : PAGE_SLOT}<div id="root"></div></body></html>`,
              }),
            ]
          : []),
        ...(production
          ? [
              ...(isRemote ? [] : [new CompileHintsPlugin({ chunkNames: [EVERY_PAGE_CHUNK.name] })]),
              ...precompressedCopies(),
              new ChunkGraphReportPlugin({ appDir: app.appDir }),
              new LoadPlanPlugin({ appDir: app.appDir, name: app.name, isRemote, signedInImports: app.signedInImports }),
            ]
          : []),
      ],
      devServer: production ? undefined : devServer(app, isRemote),
      stats: 'errors-warnings',
      // Hides the manifest plugin's notice that publicPath 'auto' is resolved in the browser (intended).
      infrastructureLogging: { level: 'error' },
    };
  };
}

/**
 * antd's ConfigProvider imports the tooltip `UniqueProvider` (and with it @rc-component/trigger)
 * for its `tooltip.unique` option, which the product does not use: that one import is
 * replaced by a stub (antd-unused-unique-tooltip.js), so the visitor home does not carry it.
 * Tooltip's own import of the provider is untouched.
 * @type {import('webpack').WebpackPluginInstance}
 */
const withoutConfigProviderUniqueTooltip = {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(/[\\/]tooltip[\\/]UniqueProvider$/, (resource) => {
      if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resource.context)) {
        resource.request = path.join(__dirname, 'antd-unused-unique-tooltip.js');
      }
    }).apply(compiler);
  },
};

/**
 * antd's building blocks declare no `sideEffects`, so webpack keeps every module a barrel
 * re-exports (ConfigProvider alone dragged in all of @rc-component/form, Table's row selection
 * all of @rc-component/tree for four helpers). They have none: declaring it lets the shell's
 * antd entries shrink to what they use.
 * @type {import('webpack').RuleSetRule}
 */
const ANTD_BUILDING_BLOCKS_WITHOUT_SIDE_EFFECTS = {
  test: /[\\/]node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color)[\\/])/,
  sideEffects: false,
};

/**
 * antd components that another antd component imports statically but renders only for a feature
 * a screen may not use: each such import is replaced by a stand-in that loads the real component
 * the first time it is rendered (antd-on-demand/). Pagination's Select is its page-size changer
 * (off in the buyer inbox); Table's virtual body (a virtual list), its filter dropdown (Tree,
 * Menu, Dropdown, Checkbox, Radio), its sorter's Tooltip and its row selection's Checkbox, Radio
 * and Dropdown serve options and columns none of the admin tables has. `context` is the importing file's folder, `request` the import.
 */
const ANTD_PARTS_ON_DEMAND = [
  { context: /[\\/]antd[\\/]es[\\/]pagination$/, request: '../select', standIn: 'pagination-select.js' },
  { context: /[\\/]antd[\\/]es[\\/]table$/, request: './RcTable/VirtualTable', standIn: 'table-virtual.js' },
  { context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/, request: './FilterDropdown', standIn: 'table-filter-dropdown.js' },
  { context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/, request: '../../tooltip', standIn: 'table-sorter-tooltip.js' },
  { context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/, request: '../../checkbox', standIn: 'table-selection-checkbox.js' },
  { context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/, request: '../../radio', standIn: 'table-selection-radio.js' },
  { context: /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/, request: '../../dropdown', standIn: 'table-selection-dropdown.js' },
];

/** @type {import('webpack').WebpackPluginInstance} */
const antdPartsOnDemand = {
  apply(compiler) {
    const requests = new Set(ANTD_PARTS_ON_DEMAND.map((part) => part.request));
    new compiler.webpack.NormalModuleReplacementPlugin(/^\.\.?\//, (resource) => {
      if (!requests.has(resource.request)) return;
      const part = ANTD_PARTS_ON_DEMAND.find((candidate) => candidate.request === resource.request && candidate.context.test(resource.context));
      if (part) resource.request = path.join(__dirname, 'antd-on-demand', part.standIn);
    }).apply(compiler);
  },
};

/** `.gz` and `.br` beside every text asset, so the server never compresses on the fly. */
function precompressedCopies() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  // Every asset gets both files, however small, so the server can rely on them existing.
  const everyAsset = { threshold: 0, minRatio: Number.POSITIVE_INFINITY };
  return [
    new CompressionPlugin({ ...everyAsset, test, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...everyAsset,
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * @param {FederatedAppOptions} app
 * @param {boolean} isRemote
 * @returns {import('webpack-dev-server').Configuration}
 */
function devServer(app, isRemote) {
  return {
    port: DEV_PORTS[app.name],
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: API_ORIGIN, changeOrigin: true }],
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: (middlewares) => {
      if (isRemote) return middlewares;
      // The shell in development reads the remotes from their dev servers.
      middlewares.unshift({
        name: 'dev-remote-registry',
        path: contracts.REMOTE_REGISTRY_PATH,
        middleware: (_request, response) => {
          const registry = Object.fromEntries(
            Object.entries(DEV_PORTS)
              .filter(([name]) => name !== 'shell')
              .map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
          );
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(JSON.stringify(registry));
        },
      });
      return middlewares;
    },
  };
}

/** zod's JSON Schema builder left out of the front ends (zod-without-json-schema.mjs). */
function zodWithoutJsonSchema() {
  return new webpack.NormalModuleReplacementPlugin(/[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/, path.join(__dirname, 'zod-without-json-schema.mjs'));
}

/**
 * swc's minifier, writing ASCII only (`\u2026` for `…`): the server sends scripts as
 * `text/javascript` without a charset (server/src/delivery/static-files.ts), so what they say must
 * not depend on one.
 */
function productionMinimizer() {
  return new MinimizerPlugin({
    minify: {
      implementation: MinimizerPlugin.swcMinify,
      options: { compress: { passes: 2 }, mangle: true, format: { comments: false, asciiOnly: true } },
    },
    extractComments: false,
  });
}

module.exports = { createFederatedConfig, chunkLoadingGlobalOf, productionMinimizer, zodWithoutJsonSchema, DEV_PORTS, antdPartsOnDemand, ANTD_BUILDING_BLOCKS_WITHOUT_SIDE_EFFECTS };
