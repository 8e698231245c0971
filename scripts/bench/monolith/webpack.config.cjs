// @ts-check
/**
 * The monolith the bench compares Module Federation against: the shell's own production
 * webpack configuration (same entry, loaders, swc minifier, chunk naming) with the
 * ModuleFederationPlugin removed and `@module-federation/enhanced/runtime` replaced by a
 * generated module whose `loadRemote('<remote>/<expose>')` is a plain dynamic `import()` of
 * that remote's source. So the same screens, the same lazy boundaries, one ordinary build.
 */
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const MONOLITH_DIST = path.join(__dirname, 'dist');
const FEDERATION_RUNTIME_STAND_IN = path.join(__dirname, 'generated', 'federation-runtime-stand-in.js');

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
const shellConfigFactory = require(path.join(REPO_ROOT, 'shell', 'webpack.config.js'));

/** @param {unknown} plugin @param {string} name */
const isPlugin = (plugin, name) =>
  typeof plugin === 'object' && plugin !== null && plugin.constructor !== undefined && plugin.constructor.name === name;

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => {
  const shellConfig = shellConfigFactory(env, { ...argv, mode: 'production' });
  return {
    ...shellConfig,
    name: 'monolith',
    output: { ...shellConfig.output, path: MONOLITH_DIST, uniqueName: 'monolith' },
    resolve: {
      ...shellConfig.resolve,
      alias: {
        ...(shellConfig.resolve?.alias && !Array.isArray(shellConfig.resolve.alias) ? shellConfig.resolve.alias : {}),
        '@module-federation/enhanced/runtime$': FEDERATION_RUNTIME_STAND_IN,
      },
    },
    // No federation; no .gz/.br copies (the bench gzips what the browser fetched itself).
    plugins: (shellConfig.plugins ?? []).filter(
      (plugin) => !isPlugin(plugin, 'ModuleFederationPlugin') && !isPlugin(plugin, 'CompressionPlugin'),
    ),
  };
};

module.exports.MONOLITH_DIST = MONOLITH_DIST;
module.exports.FEDERATION_RUNTIME_STAND_IN = FEDERATION_RUNTIME_STAND_IN;
