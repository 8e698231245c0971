// @ts-check
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { bootstrapFiles, describeChunkGraph } = require('./chunk-graph');

/**
 * `<link rel="preload" as="script">` in the shell's index.html for every file its bootstrap
 * needs before anything renders (the bootstrap chunk and the providers of the shared
 * singletons it consumes: react-dom, the store, the router, the shared-ui root...), read from
 * the build's own chunk graph. Without them these requests start only once main.js has
 * arrived and run; with them they start with main.js. main.js itself is preloaded first: a
 * `defer` script is fetched at low priority and would otherwise come last. webpack's chunk
 * loader and the script tag find the preloaded files (same URL, no `crossorigin` either side).
 */
class BootstrapPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootstrapPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootstrapPreloadPlugin', (data) => {
        const graph = describeChunkGraph(new compiler.webpack.Stats(compilation));
        const { files, shared } = bootstrapFiles(graph);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const entryFiles = Object.values(graph.entrypoints).flat();
        const links = [...new Set([...entryFiles, ...files, ...shared.files])].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootstrapPreloadPlugin };
