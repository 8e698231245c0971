// @ts-check
/**
 * The modules every front end shares as singletons through Module Federation.
 *
 * antd itself is deliberately absent: shared whole it costs 444 KB gzip, because a shared
 * module is never tree-shaken. Code reaches antd only through the `@insolvency/shared-ui`
 * entry points below, each a small re-export of the components one kind of screen needs;
 * the shell provides them (so exactly one copy of each antd module, one css-in-js cache
 * and one theme exist at run time) and the remotes only consume them.
 */
const fs = require('node:fs');
const path = require('node:path');

const repositoryRoot = path.resolve(__dirname, '../..');

/** @param {string} packageName (read from disk: some packages do not export their package.json) */
function installedVersion(packageName) {
  const manifestPath = path.join(repositoryRoot, 'node_modules', packageName, 'package.json');
  return /** @type {{ version: string }} */ (JSON.parse(fs.readFileSync(manifestPath, 'utf8'))).version;
}

/** Third-party singletons: key = import request, value = package that carries its version. */
const THIRD_PARTY_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  'react-redux': 'react-redux',
  dayjs: 'dayjs',
  // One copy: the form kit of shared-ui/forms binds its fields to the form a remote creates.
  'react-hook-form': 'react-hook-form',
};

/** Our packages; `shared-contracts` and `shared-ui` are split into entry points (see their package.json). */
const WORKSPACE_SINGLETONS = {
  '@insolvency/shared-contracts': '@insolvency/shared-contracts',
  // zod schemas apart from the root entry, which is on every page (see its package.json).
  '@insolvency/shared-contracts/schemas': '@insolvency/shared-contracts',
  // The deal room's contracts, loaded by its screens only.
  '@insolvency/shared-contracts/deal-room': '@insolvency/shared-contracts',
  '@insolvency/shared-auth': '@insolvency/shared-auth',
  '@insolvency/shared-ui': '@insolvency/shared-ui',
  '@insolvency/shared-ui/base': '@insolvency/shared-ui',
  '@insolvency/shared-ui/navigation': '@insolvency/shared-ui',
  '@insolvency/shared-ui/forms': '@insolvency/shared-ui',
  '@insolvency/shared-ui/choices': '@insolvency/shared-ui',
  '@insolvency/shared-ui/text-area': '@insolvency/shared-ui',
  '@insolvency/shared-ui/pickers': '@insolvency/shared-ui',
  '@insolvency/shared-ui/data': '@insolvency/shared-ui',
  '@insolvency/shared-ui/pagination': '@insolvency/shared-ui',
  '@insolvency/shared-ui/tag': '@insolvency/shared-ui',
  '@insolvency/shared-ui/modal': '@insolvency/shared-ui',
  '@insolvency/shared-ui/table': '@insolvency/shared-ui',
  '@insolvency/shared-ui/input': '@insolvency/shared-ui',
  '@insolvency/shared-ui/icons': '@insolvency/shared-ui',
  '@insolvency/shared-ui/screens': '@insolvency/shared-ui',
  '@insolvency/shared-ui/feedback': '@insolvency/shared-ui',
  '@insolvency/shared-ui/save-search': '@insolvency/shared-ui',
};

/**
 * @param {{ provide: boolean }} options `provide: false` (remotes in production) consumes
 *   the shell's copy only (`import: false`): no fallback is bundled, so no second copy can
 *   ever be loaded.
 * @returns {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>}
 */
function sharedSingletons({ provide }) {
  /** @type {Record<string, import('@module-federation/sdk').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const [request, packageName] of Object.entries({ ...THIRD_PARTY_SINGLETONS, ...WORKSPACE_SINGLETONS })) {
    const version = installedVersion(packageName);
    const bundled = provide ? providedImport(request) : false;
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, ...(bundled === undefined ? {} : { import: bundled }) };
  }
  return shared;
}

/**
 * What the provider bundles for a shared key. webpack provides a bare request only when the
 * build itself imports it, and the shell never imports e.g. `shared-ui/forms` (only remote
 * screens do): our entries are given as resolved paths, which are always provided.
 * Third-party packages keep their bare request, so their ESM build is picked.
 * @param {string} request
 * @returns {string | undefined}
 */
function providedImport(request) {
  if (request === 'react-router' || request === 'react-router-dom') return REACT_ROUTER_ALLOW_LIST;
  if (request in REDUX_ALLOW_LISTS) return REDUX_ALLOW_LISTS[request].allowList;
  // Only remote screens use forms: the shell provides react-hook-form's ESM build by path.
  if (request === 'react-hook-form') return REACT_HOOK_FORM_ESM;
  return request in WORKSPACE_SINGLETONS ? require.resolve(request, { paths: [repositoryRoot] }) : undefined;
}

/** react-hook-form's ES module build (its package `exports` "import" condition). */
const REACT_HOOK_FORM_ESM = path.join(repositoryRoot, 'node_modules', 'react-hook-form', 'dist', 'index.esm.mjs');

/** The browser API of react-router the product uses (both router keys provide it). */
const REACT_ROUTER_ALLOW_LIST = path.join(repositoryRoot, 'shell', 'src', 'app', 'react-router-shared.ts');

/**
 * The Redux packages are shared as allow-lists too (shell/src/app/redux-toolkit-shared.ts and its
 * neighbours): sharing them whole shipped RTK's listener middleware, entity adapter and
 * development checks and react-redux's `connect` to every visitor. Each key's allow-list
 * re-exports from the package's own ES module (the file its `exports` give webpack) under an
 * alias no shared key matches. Those modules' imports of one another (RTK Query's of
 * `@reduxjs/toolkit`, its React hooks' of `@reduxjs/toolkit/query` and `react-redux`) are
 * consumed from the share scope as before, so each allow-list also names what they use.
 * @type {Record<string, { allowList: string, alias: string, file: string }>}
 */
const REDUX_ALLOW_LISTS = {
  '@reduxjs/toolkit': reduxAllowList('redux-toolkit', '@reduxjs/toolkit/dist/redux-toolkit.modern.mjs'),
  '@reduxjs/toolkit/query': reduxAllowList('rtk-query', '@reduxjs/toolkit/dist/query/rtk-query.modern.mjs'),
  '@reduxjs/toolkit/query/react': reduxAllowList('rtk-query-react', '@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs'),
  'react-redux': reduxAllowList('react-redux', 'react-redux/dist/react-redux.mjs'),
};

/** @param {string} name @param {string} file (under node_modules) */
function reduxAllowList(name, file) {
  return {
    allowList: path.join(repositoryRoot, 'shell', 'src', 'app', `${name}-shared.ts`),
    alias: `@insolvency/${name}-unshared$`,
    file: path.join(repositoryRoot, 'node_modules', file),
  };
}

/**
 * The full react-router (and Redux packages) under names no shared key matches, for the
 * allow-lists to re-export from (webpack then keeps only what they re-export). react-router's
 * package `exports` name only the development build (dev warnings on); a production bundle
 * takes the production one beside it.
 */
const reactRouterUnsharedAlias = (production) => ({
  '@insolvency/react-router-unshared$': path.join(repositoryRoot, 'node_modules', 'react-router', 'dist', production ? 'production' : 'development', 'index.mjs'),
  ...Object.fromEntries(Object.values(REDUX_ALLOW_LISTS).map(({ alias, file }) => [alias, file])),
});

module.exports = { sharedSingletons, reactRouterUnsharedAlias, REDUX_ALLOW_LISTS, THIRD_PARTY_SINGLETONS, WORKSPACE_SINGLETONS };
