// @ts-check
/**
 * The chunk graph of a build as plain data (what `dist-stats/chunk-graph.json` holds) and the
 * questions asked of it: which chunks a dynamic import loads, and which of the shell's files
 * provide a set of shared singletons. Used by the build report, the shell's preload hints and
 * `scripts/measure-bundles.mjs`.
 */

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
 * @typedef {{ name: string, entrypoints: Record<string, string[]>, chunks: ReportedChunk[] }} ChunkGraph
 */

/**
 * @param {import('webpack').Stats} stats
 * @returns {ChunkGraph}
 */
function describeChunkGraph(stats) {
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
  return { name: stats.compilation.compiler.options.name ?? '', entrypoints, chunks };
}

/** @param {(string | undefined)[]} values */
function unique(values) {
  return [...new Set(values.filter((value) => value !== undefined))].sort();
}

/**
 * Files of every chunk that `matches` selects, with the shared keys those chunks consume.
 * @param {ChunkGraph} graph @param {(chunk: ReportedChunk) => boolean} matches
 */
function chunksWhere(graph, matches) {
  const selected = graph.chunks.filter(matches);
  return { files: selected.flatMap((chunk) => chunk.files), sharedKeys: selected.flatMap((chunk) => chunk.consumedSharedKeys) };
}

/** @param {string} module @param {(request: string) => boolean} request */
const loadedBy = (module, request) => (/** @type {ReportedChunk} */ chunk) =>
  chunk.origins.some((origin) => origin.module === module && request(origin.request));

/**
 * The shell's files for a set of shared keys, following what each provider itself consumes.
 * @param {ChunkGraph} shell @param {Iterable<string>} keys @returns {{ files: string[], keys: string[] }}
 */
function sharedClosure(shell, keys) {
  const pending = [...keys];
  const seen = new Set();
  /** @type {string[]} */
  const files = [];
  while (pending.length > 0) {
    const key = /** @type {string} */ (pending.pop());
    if (seen.has(key)) continue;
    seen.add(key);
    const provider = chunksWhere(shell, (chunk) => chunk.providedSharedKeys.includes(key));
    files.push(...provider.files);
    pending.push(...provider.sharedKeys);
  }
  return { files: [...new Set(files)], keys: [...seen].sort() };
}

/**
 * What the shell's bootstrap (`import('./bootstrap')` in src/index.ts) downloads before anything
 * renders: its own chunks and the providers of every shared singleton it consumes.
 * @param {ChunkGraph} shell
 */
function bootstrapFiles(shell) {
  const bootstrap = chunksWhere(shell, loadedBy('./src/index.ts', (request) => request === './bootstrap'));
  return { files: bootstrap.files, shared: sharedClosure(shell, bootstrap.sharedKeys) };
}

module.exports = { describeChunkGraph, chunksWhere, loadedBy, sharedClosure, bootstrapFiles };
