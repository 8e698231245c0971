// @ts-check
// (d) API load with autocannon: the product's GET /api/unauth/homeposts and POST /api/login
// next to a bare Fastify JSON route measured in the same run. Loopback only, bounded runs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { startBareFastify } from './bare-fastify-process.mjs';
import { REPO_ROOT, percentile } from './util.mjs';

const requireFromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
/** @type {(options: Record<string, unknown>) => Promise<any> & import('node:events').EventEmitter} */
const autocannon = requireFromServer(requireFromServer.resolve('autocannon'));

const DEMO_ACCOUNTS = ['admin@example.com', 'seller@example.com', 'buyer@example.com'];
const DEMO_PASSWORD = 'Demo1234';
/** server/src/services/auth/login-throttle.ts: THROTTLE_LIMITS.perAccount. */
const LOGIN_FAILURES_ALLOWED_PER_ACCOUNT = 5;

/**
 * @typedef {{ count: number, p50: number, p99: number }} LatencyByStatus
 * @typedef {{
 *   name: string, url: string, method: string, connections: number, durationSeconds: number,
 *   requestsPerSecond: number, p50Ms: number, p95Ms: number, p99Ms: number, totalRequests: number,
 *   errors: number, timeouts: number, statusCounts: Record<string, number>,
 *   latencyByStatus: Record<string, LatencyByStatus>, note?: string
 * }} LoadResult
 */

/**
 * Runs autocannon and also keeps each response's status and time, so that answers of
 * different kinds (200 vs 401 vs 429) can be reported apart.
 * @param {{ name: string, url: string, method?: string, connections: number, durationSeconds?: number,
 *           amount?: number, requests?: object[], headers?: Record<string, string>, note?: string }} run
 * @returns {Promise<LoadResult>}
 */
export async function load(run) {
  /** @type {Map<number, number[]>} */
  const timesByStatus = new Map();
  const instance = autocannon({
    url: run.url,
    method: run.method ?? 'GET',
    connections: run.connections,
    ...(run.amount ? { amount: run.amount } : { duration: run.durationSeconds ?? 10 }),
    ...(run.requests ? { requests: run.requests } : {}),
    ...(run.headers ? { headers: run.headers } : {}),
    timeout: 30,
  });
  instance.on('response', (/** @type {unknown} */ _client, /** @type {number} */ statusCode, /** @type {number} */ _bytes, /** @type {number} */ responseTime) => {
    const times = timesByStatus.get(statusCode) ?? [];
    times.push(responseTime);
    timesByStatus.set(statusCode, times);
  });
  const result = await instance;
  /** @type {Record<string, number>} */
  const statusCounts = {};
  /** @type {Record<string, LatencyByStatus>} */
  const latencyByStatus = {};
  for (const [status, times] of [...timesByStatus].sort((a, b) => a[0] - b[0])) {
    statusCounts[status] = times.length;
    latencyByStatus[status] = { count: times.length, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
  }
  // Percentiles from every response's own time (autocannon's histogram rounds to whole ms).
  const allTimes = [...timesByStatus.values()].flat();
  const totalRequests = allTimes.length;
  return {
    name: run.name,
    url: run.url,
    method: run.method ?? 'GET',
    connections: run.connections,
    durationSeconds: round(result.duration),
    requestsPerSecond: round(totalRequests / result.duration),
    p50Ms: round(percentile(allTimes, 50)),
    p95Ms: round(percentile(allTimes, 95)),
    p99Ms: round(percentile(allTimes, 99)),
    totalRequests,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCounts,
    latencyByStatus,
    ...(run.note ? { note: run.note } : {}),
  };
}

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * @param {{ baseUrl: string, durationSeconds: number, connections: number }} options
 * @returns {Promise<LoadResult[]>}
 */
export async function measureApiLoad({ baseUrl, durationSeconds, connections }) {
  const bare = await startBareFastify();
  try {
    /** @type {LoadResult[]} */
    const results = [];
    const loginRequest = (/** @type {string} */ email, /** @type {string} */ password) => ({
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: email, Password: password }),
    });

    results.push(await load({ name: 'bare Fastify GET /bare (baseline)', url: bare.url, connections, durationSeconds }));
    results.push(
      await load({ name: 'GET /api/unauth/homeposts', url: `${baseUrl}/api/unauth/homeposts`, connections, durationSeconds }),
    );
    // The visitor home as the server renders it (issue 33: >= 300 pages/s with its data cached),
    // asked for as a browser over HTTPS does (brotli).
    results.push(
      await load({
        name: 'GET / (server-rendered visitor home, br)',
        url: `${baseUrl}/`,
        connections,
        durationSeconds,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        note: 'target >= 300 pages/s on the 2-core machine, beside the bare route of the same run',
      }),
    );
    results.push(
      await load({ name: 'GET /api/unauth/homestats', url: `${baseUrl}/api/unauth/homestats`, connections, durationSeconds }),
    );
    // Correct passwords spread over the three seeded accounts: successes never count against
    // the throttle (it counts failures), so this is the honest cost of a login (argon2 verify,
    // token issue, refresh token insert).
    results.push(
      await load({
        name: 'POST /api/login (correct, 3 demo accounts)',
        url: `${baseUrl}/api/login`,
        method: 'POST',
        connections,
        durationSeconds,
        requests: DEMO_ACCOUNTS.map((email) => loginRequest(email, DEMO_PASSWORD)),
        note: 'argon2 verification is deliberately slow; successes are not throttled',
      }),
    );
    // Wrong passwords: 401 until the throttle (5 failures per account, 20 per address in
    // 15 minutes) answers 429. Run last: afterwards this address is throttled for 15 minutes.
    const wrongPasswords = await load({
      name: 'POST /api/login (wrong password)',
      url: `${baseUrl}/api/login`,
      method: 'POST',
      connections,
      durationSeconds,
      requests: DEMO_ACCOUNTS.map((email) => loginRequest(email, 'Wrong-password-1')),
    });
    const passwordChecks = wrongPasswords.statusCounts['401'] ?? 0;
    const allowance = DEMO_ACCOUNTS.length * LOGIN_FAILURES_ALLOWED_PER_ACCOUNT;
    wrongPasswords.note =
      `401 = password checked; 429 = refused by the throttle before any argon2 work. ` +
      `${passwordChecks} wrong passwords were checked where the throttle allows ${allowance} ` +
      `(${LOGIN_FAILURES_ALLOWED_PER_ACCOUNT} per account x ${DEMO_ACCOUNTS.length})` +
      (passwordChecks > allowance ? ': concurrent attempts get past the count' : '');
    results.push(wrongPasswords);
    return results;
  } finally {
    await bare.stop();
  }
}
