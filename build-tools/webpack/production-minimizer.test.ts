import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type webpack from 'webpack';
import { runWebpack, writeTempProject } from './run-webpack.test-helper';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { productionMinimizer } = require('./create-federated-config') as { productionMinimizer: () => webpack.WebpackPluginInstance };

test('the minified scripts are ASCII only (they are served without a charset) and say what the source says', async () => {
  const text = 'Loading your postings… £5 ✖';
  const workDir = writeTempProject('minimizer-', { 'entry.js': `globalThis.shown = ${JSON.stringify(text)};\n` });
  try {
    await runWebpack({
      mode: 'production',
      context: workDir,
      entry: './entry.js',
      output: { path: path.join(workDir, 'dist'), filename: 'main.js' },
      optimization: { minimize: true, minimizer: [productionMinimizer()] },
    });
    const dist = path.join(workDir, 'dist');
    expect(readdirSync(dist)).toContain('main.js');
    const code = readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(/^[\x00-\x7f]*$/.test(code)).toBe(true);
    const page: { shown?: string } = {};
    runInNewContext(code, { globalThis: page });
    expect(page.shown).toBe(text);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  // A webpack build: over Jest's 5 s default on a busy 2-core machine.
}, 60_000);
