// @ts-check
const fs = require('node:fs');
const path = require('node:path');

const CONSUMED_KEY = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDED_KEY = /^provide shared module \([^)]*\) (.+?)@/;

/**
 * @typedef {object} ReportedChunk
 * @property {string | number | null} id
 * @property {string[]} files JavaScript files of the chunk
 * @property {boolean} initial loaded by the page's own script tags
 * @property {{ module: string, request: string }[]} origins what loads it (a dynamic import, or a
 *   shared module's provider: `provide shared module (default) react@...`)
 * @property {string[]} consumedSharedKeys shared singletons its modules consume
 * @property {string[]} providedSharedKeys shared singletons whose implementation it loads
 */

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
      const json = stats.toJson({
        all: false, chunks: true, chunkOrigins: true, modules: true, modulesSpace: Number.MAX_SAFE_INTEGER, ids: true, entrypoints: true,
      });
      /** @type {Map<string | number, string[]>} shared keys consumed, by chunk id */
      const consumedByChunk = new Map();
      for (const module of json.modules ?? []) {
        const key = CONSUMED_KEY.exec(module.name ?? '')?.[1];
        if (!key) continue;
        for (const chunkId of module.chunks ?? []) consumedByChunk.set(chunkId, [...(consumedByChunk.get(chunkId) ?? []), key]);
      }
      /** @type {ReportedChunk[]} */
      const chunks = (json.chunks ?? []).map((chunk) => {
        const origins = (chunk.origins ?? []).map((origin) => ({ module: origin.moduleName ?? '', request: origin.request ?? '' }));
        return {
          id: chunk.id ?? null,
          files: (chunk.files ?? []).filter((file) => file.endsWith('.js')),
          initial: Boolean(chunk.initial),
          origins,
          consumedSharedKeys: unique(chunk.id === undefined ? [] : (consumedByChunk.get(chunk.id) ?? [])),
          providedSharedKeys: unique(origins.map((origin) => PROVIDED_KEY.exec(origin.module)?.[1])),
        };
      });
      const entrypoints = Object.fromEntries(
        Object.entries(json.entrypoints ?? {}).map(([name, entry]) => [name, (entry.assets ?? []).map((asset) => asset.name).filter((file) => file.endsWith('.js'))]),
      );
      fs.mkdirSync(this.reportDir, { recursive: true });
      fs.writeFileSync(path.join(this.reportDir, 'chunk-graph.json'), JSON.stringify({ name: compiler.options.name, entrypoints, chunks }, null, 1));
    });
  }
}

/** @param {(string | undefined)[]} values */
function unique(values) {
  return [...new Set(values.filter((value) => value !== undefined))].sort();
}

module.exports = { ChunkGraphReportPlugin };
