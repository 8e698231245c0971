import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { runWebpack } from './run-webpack.test-helper';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { paginationSizeChangerOnDemand } = require('./create-federated-config') as { paginationSizeChangerOnDemand: webpack.WebpackPluginInstance };

const REPO = path.join(__dirname, '..', '..');
let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'pagination-size-changer-'));
  writeFileSync(path.join(workDir, 'entry.js'), "import Pagination from 'antd/es/pagination';\nexport const pager = Pagination;\n");
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Per chunk: whether the page loads it at once, and the files of all its modules. */
async function modulesByChunk(plugins: webpack.WebpackPluginInstance[]): Promise<{ initial: boolean; modules: string[] }[]> {
  const { compilation } = await runWebpack({
    mode: 'development',
    devtool: false,
    context: workDir,
    entry: './entry.js',
    resolve: { modules: [path.join(REPO, 'node_modules')] },
    output: { path: path.join(workDir, 'dist') },
    plugins,
  });
  return [...compilation.chunks].map((chunk) => ({
    initial: chunk.canBeInitial(),
    modules: compilation.chunkGraph.getChunkModules(chunk).map((module) => (module as webpack.NormalModule).resource ?? ''),
  }));
}

const holdsSelect = (modules: string[]) => modules.some((name) => /antd[\\/]es[\\/]select[\\/]index\.js/.test(name));

describe("antd's Pagination loads Select only when a page-size changer is shown", () => {
  test('with the replacement, Select is in a chunk loaded on demand, not beside the pager', async () => {
    const chunks = await modulesByChunk([paginationSizeChangerOnDemand]);
    expect(chunks.filter((chunk) => chunk.initial).some((chunk) => holdsSelect(chunk.modules))).toBe(false);
    expect(chunks.filter((chunk) => !chunk.initial).some((chunk) => holdsSelect(chunk.modules))).toBe(true);
  }, 120_000);

  test('without it, antd puts Select beside the pager (what the replacement exists for)', async () => {
    const chunks = await modulesByChunk([]);
    expect(chunks.filter((chunk) => chunk.initial).some((chunk) => holdsSelect(chunk.modules))).toBe(true);
  }, 120_000);
});
