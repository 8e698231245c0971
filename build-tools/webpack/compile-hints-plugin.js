// @ts-check

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts V8's `allFunctionsCalledOnLoad` comment at the top of the named chunks' files. V8
 * otherwise compiles a function lazily, on the main thread, the first time it is called; with
 * the hint it compiles the whole file on a background thread while the file downloads. Given
 * only to the chunk every page runs at once (React, react-dom, the store, the router): hinting
 * code that is not called wastes memory and compile time. Measured on the throttled profile,
 * interleaved against the same build without it (scripts/bench/interleave.mjs).
 *
 * Runs after minification (which drops comments) and before the source maps are written, so
 * the maps count the added line, and before the `.br`/`.gz` copies are made.
 */
class CompileHintsPlugin {
  /** @param {{ chunkNames: string[] }} options */
  constructor({ chunkNames }) {
    this.chunkNames = new Set(chunkNames);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !this.chunkNames.has(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(ALL_FUNCTIONS_CALLED_ON_LOAD, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, ALL_FUNCTIONS_CALLED_ON_LOAD };
