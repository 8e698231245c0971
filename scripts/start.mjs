// @ts-check
// `npm start`: build the front ends and the server that are stale, then serve the whole product
// (API, shell, remotes, /remotes.json) on PORT (default 3000) with plain `node`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './build-front-ends.mjs';
import { buildServer, SERVER_COMMAND } from './build-server.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await buildFrontEnds();
  await buildServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const [node, ...args] = SERVER_COMMAND;
const server = spawn(node, args, {
  cwd: REPO_ROOT,
  env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
