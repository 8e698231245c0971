// @ts-check
// `npm run soak`: simulated users on the main paths of the product, on PostgreSQL, for a bounded
// time; p50/p95/p99 per call and a bare Fastify route loaded the same way in the same run.
// Loopback only. Exit code 1 when any request failed (network error, timeout, 5xx or an answer
// other than the call's expected status).
//   --users=N       concurrent simulated users (default 200, at most 1000)
//   --duration=S    seconds of load (default 60, at most 600)
//   --think-ms=MS   mean pause between one user's requests, uniformly 0..2*MS (default 250)
//   --ramp-up=S     users arrive evenly over the first S seconds (default 10)
//   --database=URL  PostgreSQL server to create the soak database on
//                   (default $SOAK_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres)
// Writes bench/results/soak-latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProduct } from './bench/product-server.mjs';
import { startBareFastify } from './bench/bare-fastify-process.mjs';
import { DEFAULT_POSTGRES_URL, createScratchDatabase } from './bench/scratch-database.mjs';
import { REPO_ROOT, freePort, percentile, table } from './bench/util.mjs';
import { createSoakAccounts } from './soak/soak-accounts.mjs';
import { runScenarios } from './soak/scenarios.mjs';

/** @param {string} name @param {string} fallback */
function option(name, fallback) {
  const prefix = `--${name}=`;
  const given = process.argv.find((arg) => arg.startsWith(prefix));
  return given ? given.slice(prefix.length) : fallback;
}
const bounded = (/** @type {number} */ value, /** @type {number} */ low, /** @type {number} */ high) =>
  Math.min(high, Math.max(low, Number.isFinite(value) ? value : low));

const users = bounded(Number(option('users', '200')), 1, 1000);
const durationSeconds = bounded(Number(option('duration', '60')), 5, 600);
const thinkMs = bounded(Number(option('think-ms', '250')), 0, 10_000);
const rampUpSeconds = bounded(Number(option('ramp-up', '10')), 0, 60);
const serverUrl = option('database', process.env.SOAK_DATABASE_URL ?? DEFAULT_POSTGRES_URL);

/** @param {string[]} rows */
function describe(rows) {
  console.log(rows.join('\n'));
}

/** @param {Map<string, { times: number[], failures: number, failureSamples: string[] }>} byCall */
function summarise(byCall) {
  return [...byCall].map(([call, { times, failures, failureSamples }]) => ({
    call,
    requests: times.length + failures,
    failures,
    p50Ms: Math.round(percentile(times, 50) * 10) / 10,
    p95Ms: Math.round(percentile(times, 95) * 10) / 10,
    p99Ms: Math.round(percentile(times, 99) * 10) / 10,
    ...(failureSamples.length ? { failureSamples } : {}),
  }));
}

const database = await createScratchDatabase('soak', serverUrl);
let exitCode = 1;
const port = await freePort();
const product = await startProduct({ port, env: { DATABASE_URL: database.url, SEED_DEMO: 'true', LOG_LEVEL: 'error', TRUST_PROXY: '127.0.0.1' } });
const bare = await startBareFastify();
try {
  const accounts = await createSoakAccounts(database.url, { buyers: Math.ceil(users * 0.3), sellers: Math.ceil(users * 0.2), admins: Math.ceil(users * 0.1) });
  console.log(`Soak: ${users} simulated users for ${durationSeconds} s, think time 0..${2 * thinkMs} ms, arriving over ${rampUpSeconds} s, on PostgreSQL (${database.name}).`);

  const bareRun = await runScenarios({ baseUrl: product.baseUrl, bareUrl: bare.url, users, durationSeconds: Math.min(15, durationSeconds), thinkMs, rampUpSeconds: 0, accounts, bareOnly: true });
  const soakRun = await runScenarios({ baseUrl: product.baseUrl, bareUrl: bare.url, users, durationSeconds, thinkMs, rampUpSeconds, accounts, bareOnly: false });

  const rows = [...summarise(bareRun.byCall), ...summarise(soakRun.byCall)];
  describe([
    '',
    table(
      ['call', 'requests', 'failures', 'p50 ms', 'p95 ms', 'p99 ms'],
      rows.map((row) => [row.call, row.requests, row.failures, row.p50Ms, row.p95Ms, row.p99Ms]),
    ),
  ]);
  const failures = rows.reduce((sum, row) => sum + row.failures, 0);
  for (const row of rows.filter((r) => r.failureSamples)) console.log(`\n${row.call} failures, e.g.:\n  ${row.failureSamples?.join('\n  ')}`);
  console.log(`\n${soakRun.completedRequests} requests in ${durationSeconds} s by ${users} users (${Math.round(soakRun.completedRequests / durationSeconds)}/s); ${failures} failed.`);

  mkdirSync(path.join(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, 'bench', 'results', 'soak-latest.json'),
    JSON.stringify({ startedAt: new Date().toISOString(), users, durationSeconds, thinkMs, database: 'PostgreSQL', calls: rows, failures }, null, 2),
  );
  exitCode = failures === 0 ? 0 : 1;
} finally {
  await bare.stop();
  await product.stop();
  await database.drop();
}
process.exit(exitCode);
