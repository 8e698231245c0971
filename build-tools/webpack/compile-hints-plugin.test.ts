import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { runWebpack, writeTempProject } from './run-webpack.test-helper';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack plugins are CommonJS
const { CompileHintsPlugin, ALL_FUNCTIONS_CALLED_ON_LOAD } = require('./compile-hints-plugin') as {
  CompileHintsPlugin: new (options: { chunkNames: string[] }) => webpack.WebpackPluginInstance;
  ALL_FUNCTIONS_CALLED_ON_LOAD: string;
};

let workDir: string;

beforeEach(() => {
  workDir = writeTempProject('compile-hints-', {
    'entry.js': "import(/* webpackChunkName: 'every-page' */ './runs-at-once').then((m) => m.start());\n",
    'runs-at-once.js': "export function start() {\n  document.title = 'started';\n}\n",
  });
});

afterEach(() => rmSync(workDir, { recursive: true, force: true }));

async function build(): Promise<Map<string, string>> {
  await runWebpack({
    mode: 'production',
    context: workDir,
    entry: './entry.js',
    devtool: 'hidden-source-map',
    output: { path: path.join(workDir, 'dist'), filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' },
    plugins: [new CompileHintsPlugin({ chunkNames: ['every-page'] })],
  });
  const dist = path.join(workDir, 'dist');
  return new Map(readdirSync(dist).map((file) => [file, readFileSync(path.join(dist, file), 'utf8')]));
}

describe('the compile hint on the chunk every page runs at once', () => {
  test('the named chunk starts with the hint after minification; other files do not carry it', async () => {
    const files = await build();
    const everyPage = [...files].find(([file]) => /^every-page\.\w+\.js$/.test(file));
    const main = [...files].find(([file]) => /^main\.\w+\.js$/.test(file));
    expect(everyPage?.[1].startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD)).toBe(true);
    expect(everyPage?.[1]).toContain('started');
    expect(main?.[1]).not.toContain('allFunctionsCalledOnLoad');
  });

  test("the chunk's source map counts the added line, so stack traces still point at the source", async () => {
    const files = await build();
    const [mapFile, mapText] = [...files].find(([file]) => /^every-page\.\w+\.js\.map$/.test(file)) ?? [];
    expect(mapFile).toBeDefined();
    const { mappings } = JSON.parse(mapText ?? '{}') as { mappings: string };
    // Line one (the hint) maps to nothing; the code on line two maps to runs-at-once.js.
    expect(mappings.startsWith(';')).toBe(true);
    expect(mappings.slice(1).length).toBeGreaterThan(0);
  });
});
