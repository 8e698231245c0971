// @ts-check
// The baseline: scripts/bench/bare-fastify-server.mjs in its own process, like the product's server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './util.mjs';

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startBareFastify() {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'bench', 'bare-fastify-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk) => {
      text += chunk.toString();
      const match = /listening (\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
