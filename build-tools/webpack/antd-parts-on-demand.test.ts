import { rmSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { runWebpack, writeTempProject } from './run-webpack.test-helper';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { antdPartsOnDemand, ANTD_BUILDING_BLOCKS_WITHOUT_SIDE_EFFECTS } = require('./create-federated-config') as {
  antdPartsOnDemand: webpack.WebpackPluginInstance;
  ANTD_BUILDING_BLOCKS_WITHOUT_SIDE_EFFECTS: webpack.RuleSetRule;
};

const REPO = path.join(__dirname, '..', '..');
let workDir: string;

beforeAll(() => {
  workDir = writeTempProject('antd-parts-on-demand-', {
    'pager.js': "import Pagination from 'antd/es/pagination';\nglobalThis.pager = Pagination;\n",
    'table.js': "import Table from 'antd/es/table';\nglobalThis.table = Table;\n",
  });
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Per chunk: whether the page loads it at once, and the files of all its modules. */
async function modulesByChunk(entry: string, plugins: webpack.WebpackPluginInstance[]): Promise<{ initial: boolean; modules: string[] }[]> {
  const { compilation } = await runWebpack({
    // The product's module graph (unused re-exports dropped, antd's building blocks free of side
    // effects); unminified and unconcatenated, so each module is listed on its own.
    mode: 'production',
    optimization: { minimize: false, concatenateModules: false },
    devtool: false,
    context: workDir,
    entry: `./${entry}`,
    resolve: { modules: [path.join(REPO, 'node_modules')] },
    module: { rules: [ANTD_BUILDING_BLOCKS_WITHOUT_SIDE_EFFECTS] },
    output: { path: path.join(workDir, 'dist', entry) },
    plugins,
  });
  return [...compilation.chunks].map((chunk) => ({
    initial: chunk.canBeInitial(),
    modules: compilation.chunkGraph.getChunkModules(chunk).map((module) => (module as webpack.NormalModule).resource ?? ''),
  }));
}

/** Which of `components` (antd's folders, e.g. `select`) a set of chunks holds the entry module of. */
function componentsIn(chunks: { modules: string[] }[], components: string[]): string[] {
  const modules = chunks.flatMap((chunk) => chunk.modules);
  return components.filter((component) => modules.some((name) => new RegExp(`antd[\\\\/]es[\\\\/]${component}[\\\\/]index\\.js$`).test(name)));
}

const TABLE_EXTRAS = ['tree', 'menu', 'dropdown', 'checkbox', 'radio', 'tooltip'];
/** Whether a set of chunks holds the virtual list of Table's `virtual` body. */
const holdsVirtualList = (chunks: { modules: string[] }[]) => chunks.some((chunk) => chunk.modules.some((name) => /@rc-component[\\/]virtual-list[\\/]/.test(name)));

describe("antd's Pagination loads Select only when a page-size changer is shown", () => {
  test('with the replacement, Select is in a chunk loaded on demand, not beside the pager', async () => {
    const chunks = await modulesByChunk('pager.js', [antdPartsOnDemand]);
    expect(componentsIn(chunks.filter((chunk) => chunk.initial), ['select'])).toEqual([]);
    expect(componentsIn(chunks.filter((chunk) => !chunk.initial), ['select'])).toEqual(['select']);
  }, 120_000);

  test('without it, antd puts Select beside the pager (what the replacement exists for)', async () => {
    const chunks = await modulesByChunk('pager.js', []);
    expect(componentsIn(chunks.filter((chunk) => chunk.initial), ['select'])).toEqual(['select']);
  }, 120_000);
});

describe("antd's Table loads its virtual body, filter menus, sorter tooltip and selection boxes only when an option or column uses them", () => {
  test('with the replacement, Tree, Menu, Dropdown, Checkbox, Radio, Tooltip and the virtual list are loaded on demand, not beside the table', async () => {
    const chunks = await modulesByChunk('table.js', [antdPartsOnDemand]);
    expect(componentsIn(chunks.filter((chunk) => chunk.initial), TABLE_EXTRAS)).toEqual([]);
    expect(componentsIn(chunks.filter((chunk) => !chunk.initial), TABLE_EXTRAS)).toEqual(TABLE_EXTRAS);
    expect(holdsVirtualList(chunks.filter((chunk) => chunk.initial))).toBe(false);
    expect(holdsVirtualList(chunks.filter((chunk) => !chunk.initial))).toBe(true);
  }, 120_000);

  test('without it, antd puts them all beside the table', async () => {
    const chunks = await modulesByChunk('table.js', []);
    expect(componentsIn(chunks.filter((chunk) => chunk.initial), TABLE_EXTRAS)).toEqual(TABLE_EXTRAS);
    expect(holdsVirtualList(chunks.filter((chunk) => chunk.initial))).toBe(true);
  }, 120_000);
});
