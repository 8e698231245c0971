import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type webpack from 'webpack';
import { runWebpack, writeTempProject } from './run-webpack.test-helper';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { zodWithoutJsonSchema } = require('./create-federated-config') as { zodWithoutJsonSchema: () => webpack.WebpackPluginInstance };

test("the front ends' zod validates as before (string limits read back too) without its JSON Schema builder, which throws if asked for", async () => {
  const workDir = writeTempProject('zod-', {
    'entry.js': [
      "import { z } from 'zod';",
      'const email = z.string().min(3).max(5);',
      'globalThis.result = {',
      "  valid: email.safeParse('abcd').success,",
      "  tooLong: email.safeParse('abcdef').error.issues[0].code,",
      '  maxLength: email.maxLength,',
      '  jsonSchema: (() => { try { return z.toJSONSchema(email); } catch (error) { return error.message; } })(),',
      '};',
    ].join('\n'),
  });
  try {
    await runWebpack({
      mode: 'production',
      context: workDir,
      entry: './entry.js',
      resolve: { modules: [path.resolve(__dirname, '../../node_modules')] },
      output: { path: path.join(workDir, 'dist'), filename: 'main.js' },
      optimization: { minimize: false },
      plugins: [zodWithoutJsonSchema()],
    });
    const code = readFileSync(path.join(workDir, 'dist', 'main.js'), 'utf8');
    expect(code).not.toContain('Unprocessed schema. This is a bug in Zod.');
    const page: { result?: Record<string, unknown> } = {};
    runInNewContext(code, { globalThis: page });
    expect(page.result).toEqual({ valid: true, tooLong: 'too_big', maxLength: 5, jsonSchema: expect.stringContaining('JSON Schema is not part of') });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  // A webpack build: over Jest's 5 s default on a busy 2-core machine (a CI run timed out at it).
}, 120_000);
