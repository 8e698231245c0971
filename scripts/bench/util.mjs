// @ts-check
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls a URL until it answers 2xx.
 * @param {string} url
 * @param {number} timeoutMs
 */
export async function waitForHttpOk(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = /** @type {Error} */ (error).message;
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastProblem})`);
}

/** `--name=value` from this script's command line, or `fallback`. @param {string} name @param {string} fallback */
export function option(name, fallback) {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? given.slice(name.length + 3) : fallback;
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
    })
  );
}

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Nearest-rank percentile.
 * @param {number[]} values
 * @param {number} percent
 */
export function percentile(values, percent) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** @param {number} bytes */
export function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/**
 * A plain text table.
 * @param {string[]} header
 * @param {(string|number)[][]} rows
 */
export function table(header, rows) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
