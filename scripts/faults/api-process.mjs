// @ts-check
// The API alone (no front-end build needed), built as production runs it, in a process of its own, to kill and restart.
import { spawn } from 'node:child_process';
import { REPO_ROOT, waitForHttpOk } from '../bench/util.mjs';
import { buildServer, SERVER_COMMAND } from '../build-server.mjs';

/**
 * @typedef {{ baseUrl: string, output: () => string, kill: (signal?: NodeJS.Signals) => Promise<number | null> }} ApiProcess
 * `kill` answers the exit code (null when a signal ended it).
 * @param {{ port: number, dataDir: string, env?: Record<string, string>, startTimeoutMs?: number }} options
 * @returns {Promise<ApiProcess>}
 */
export async function startApi({ port, dataDir, env = {}, startTimeoutMs = 120_000 }) {
  await buildServer();
  const [node, ...args] = SERVER_COMMAND;
  const child = spawn(node, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const lines = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = async (/** @type {NodeJS.Signals} */ signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttpOk(`${baseUrl}/api/health`, startTimeoutMs),
      exited.then((code) => {
        throw new Error(`the API exited (${code}) before /api/health answered`);
      }),
    ]);
  } catch (error) {
    await kill('SIGKILL');
    throw new Error(`${/** @type {Error} */ (error).message}\n--- API output ---\n${lines.join('').split('\n').slice(-30).join('\n')}`);
  }
  return { baseUrl, output: () => lines.join(''), kill };
}

/**
 * A JSON call; answers status and body, never throws for an HTTP status.
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown, timeoutMs?: number }} [init]
 */
export async function call(url, { method = 'GET', token, body, timeoutMs = 30_000 } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, json, text };
}

/** @param {string} baseUrl @param {string} email */
export async function logIn(baseUrl, email) {
  const { status, json, text } = await call(`${baseUrl}/api/login`, { method: 'POST', body: { Email: email, Password: 'Demo1234' } });
  if (status !== 200) throw new Error(`login as ${email}: HTTP ${status} ${text}`);
  return /** @type {string} */ (json.token);
}

/** `YYYY-MM-DD` in Europe/London, `days` after today. */
export function londonDate(days = 0) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
