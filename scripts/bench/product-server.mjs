// @ts-check
// Starts the product as `npm start` serves it (`node scripts/start.mjs`) on 127.0.0.1 with a
// fresh embedded database in a temporary DATA_DIR, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, waitForHttpOk } from './util.mjs';

/**
 * @typedef {{ baseUrl: string, dataDir: string, groupId: number, stop: () => Promise<void> }} RunningProduct
 *   `groupId`: the process group of start.mjs and the server it runs.
 */

/**
 * @param {{ port: number, startTimeoutMs?: number, env?: Record<string, string>, root?: string }} options
 *   `env` is added last: e.g. `DATABASE_URL` and `SEED_DEMO` to run on a PostgreSQL server.
 *   `root`: the checkout to start (this one by default; ab-trees.mjs starts two).
 * @returns {Promise<RunningProduct>}
 */
export async function startProduct({ port, startTimeoutMs = 180_000, env = {}, root = REPO_ROOT }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'insolvency-bench-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_START_COMMAND overrides `node scripts/start.mjs` (e.g. a server started another way).
  const command = process.env.BENCH_START_COMMAND ?? `${JSON.stringify(process.execPath)} scripts/start.mjs`;
  const child = spawn(command, {
    shell: true,
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stop() ends start.mjs and whatever it spawned
  });
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await Promise.race([
      waitForHttpOk(`${baseUrl}/api/health`, startTimeoutMs),
      exited.then((code) => {
        throw new Error(`the product exited with code ${code} before /api/health answered`);
      }),
    ]);
  } catch (error) {
    await stop();
    const tail = output.join('').split('\n').slice(-30).join('\n');
    throw new Error(`${/** @type {Error} */ (error).message}\n--- server output ---\n${tail}`);
  }
  return { baseUrl, dataDir, groupId: child.pid ?? 0, stop };
}
