// @ts-check
const fs = require('node:fs');
const path = require('node:path');

const { describeChunkGraph } = require('./chunk-graph');

/**
 * Writes `<app>/dist-stats/chunk-graph.json` (outside `dist`, so never served): which files
 * each chunk has, what loads it and which shared singletons it consumes or provides.
 * `scripts/measure-bundles.mjs` reads it to add up what a page needs.
 */
class ChunkGraphReportPlugin {
  /** @param {{ appDir: string }} options */
  constructor({ appDir }) {
    this.appDir = appDir;
    this.reportDir = path.join(appDir, 'dist-stats');
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('ChunkGraphReportPlugin', (stats) => {
      // Only the app's own dist is measured (not e.g. a redeploy built into .data/deployments).
      if (stats.hasErrors() || compiler.options.output.path !== path.join(this.appDir, 'dist')) return;
      fs.mkdirSync(this.reportDir, { recursive: true });
      fs.writeFileSync(path.join(this.reportDir, 'chunk-graph.json'), JSON.stringify(describeChunkGraph(stats), null, 1));
    });
  }
}

module.exports = { ChunkGraphReportPlugin };
