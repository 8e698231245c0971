// @ts-check
/**
 * A remote's server build: the same components compiled for Node, so the API server renders
 * public pages from the build `/remotes.json` names (server/src/delivery/README.md).
 *
 * - Written to `server/` inside the remote's own output folder (`dist/server/`, or a deployment's
 *   folder), so a remote deployed or rolled back by its registry entry carries its server build.
 * - A Module Federation container (`remoteEntry.js` + `mf-manifest.json`, CommonJS) that the
 *   server loads with the federation runtime in Node (server/src/delivery/server-render/).
 * - One file: the runtime evaluates `remoteEntry.js` from its text, so there are no chunks to find
 *   beside it. It shares nothing: it bundles its own React, antd and shared packages, since the
 *   server provides none of them.
 * - Not minified: nothing downloads it, and a server error should point at readable code.
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { resolveBuildVersion } = require('./build-version');
const { swcTypeScriptRule } = require('./swc-typescript-rule');

/**
 * Keeps `compilation.namedChunks` on the chunks that survive LimitChunkCountPlugin. When it folds
 * the container's chunk into another one, the survivor takes the container's name but the map
 * still points at the folded chunk, which has no files (and the survivor lacks the container's
 * file name), and the manifest plugin fails with
 * "no files found for remoteEntry chunk" (which way a merge goes depends on the chunks' sizes: it
 * happened once remote-seller's deal-room screen grew).
 */
class NamedChunksAfterMergePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('NamedChunksAfterMergePlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('NamedChunksAfterMergePlugin', (chunks) => {
        for (const [name, folded] of compilation.namedChunks) {
          if (compilation.chunks.has(folded)) continue;
          const survivor = [...chunks].find((chunk) => chunk.name === name);
          if (!survivor) continue;
          // The container's file name (`remoteEntry.[contenthash].js`) goes with its name.
          survivor.filenameTemplate ??= folded.filenameTemplate;
          compilation.namedChunks.set(name, survivor);
        }
      });
    });
  }
}

/** The folder inside a remote's output that holds its server build. */
const SERVER_BUILD_FOLDER = 'server';

/**
 * @typedef {object} ServerRenderOptions
 * @property {string} appDir the package folder (`__dirname` of its webpack.config.js)
 * @property {string} name the federation name (a `REMOTE_NAMES` value)
 * @property {Record<string, string>} exposes the server-side modules (`./server-render`)
 */

/**
 * @param {ServerRenderOptions} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createServerRenderConfig(app) {
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const buildVersion = resolveBuildVersion();
    process.env.MF_BUILD_VERSION = buildVersion;
    return {
      name: `${app.name}-server`,
      mode: production ? 'production' : 'development',
      context: app.appDir,
      target: ['node20', 'es2022'],
      devtool: false,
      entry: {},
      output: {
        path: path.join(outputFolder(app.appDir, env), SERVER_BUILD_FOLDER),
        publicPath: 'auto',
        library: { type: 'commonjs-module' },
        uniqueName: `${app.name}_server`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [swcTypeScriptRule({ reactDevelopment: false, target: 'es2022' })],
      },
      optimization: { minimize: false },
      performance: false,
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new NamedChunksAfterMergePlugin(),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // Named in every page it renders, so a page tells which deployment made it.
          'process.env.BUILD_VERSION': JSON.stringify(buildVersion),
        }),
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.[contenthash:12].js',
          library: { type: 'commonjs-module' },
          exposes: app.exposes,
          remotes: {},
          shared: {},
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
      ],
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

/**
 * A remote's output folder: `dist/`, or `--env outputPath=<folder>` (a deployment built
 * elsewhere, e2e/fixtures/redeploy.ts). Not `--output-path`: webpack-cli would put both the
 * browser and the server build in that one folder.
 * @param {string} appDir @param {Record<string, unknown>} env
 */
function outputFolder(appDir, env) {
  return typeof env?.outputPath === 'string' ? path.resolve(env.outputPath) : path.join(appDir, 'dist');
}

module.exports = { createServerRenderConfig, outputFolder, SERVER_BUILD_FOLDER };
