// @ts-check
// `npm start`: build the front ends that are stale, then serve the whole product (API, shell,
// remotes, /remotes.json) on PORT (default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './build-front-ends.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await buildFrontEnds();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'src', 'server.ts')], {
  cwd: REPO_ROOT,
  env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
