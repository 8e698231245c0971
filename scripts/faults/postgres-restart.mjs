// @ts-check
// Fault: PostgreSQL stopped and started again while the API runs. A PostgreSQL cluster of the
// run's own (initdb into a temporary folder, its own port) so that the machine's server and
// the tests on it are never touched. While the database is down `/api/health` must answer 503,
// every call must answer (503, JSON) within its time-out rather than hang, and once the
// database is back the API must serve again by itself, without a restart.
//   --down-seconds=N (default 6)
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, sleep } from '../bench/util.mjs';
import { call, logIn, startApi } from './api-process.mjs';

/** Longest a request may take while the database is down or coming back. */
const REQUEST_LIMIT_MS = 10_000;
/** The API must serve again within this time of PostgreSQL accepting connections. */
const RECOVERY_LIMIT_MS = 15_000;

function postgresBin(/** @type {string} */ program) {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  const file = version ? path.join(root, version, 'bin', program) : program;
  return file;
}

/** initdb and pg_ctl refuse to run as root: run them as the postgres user then. */
function asPostgres(/** @type {string} */ program, /** @type {string[]} */ args) {
  const isRoot = process.getuid?.() === 0;
  return execFileSync(isRoot ? 'runuser' : postgresBin(program), isRoot ? ['-u', 'postgres', '--', postgresBin(program), ...args] : args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  }).toString();
}

/** @returns {Promise<{ url: string, stop: () => void, start: () => void, remove: () => void }>} */
async function startOwnCluster() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'insolvency-faults-pg-'));
  chmodSync(dir, 0o777); // the postgres user writes the cluster and its socket here
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => void asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => void asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {{ downSeconds?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ problems: string[], requestsWhileDown: number, slowestMs: number, recoveredAfterMs: number | null }>}
 */
export async function postgresRestart({ downSeconds = 6, log = console.log } = {}) {
  const cluster = await startOwnCluster();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'insolvency-faults-'));
  const api = await startApi({ port: await freePort(), dataDir, env: { DATABASE_URL: cluster.url, SEED_DEMO: 'true' } });
  /** @type {string[]} */
  const problems = [];
  /** @type {{ sentAt: number, at: number, call: string, status: number | string, ms: number, json: boolean }[]} */
  const answers = [];
  let polling = true;
  try {
    const token = await logIn(api.baseUrl, 'buyer@example.com');
    const calls = {
      health: `${api.baseUrl}/api/health`,
      inbox: `${api.baseUrl}/api/buyer/posts-by-criteria`,
      homeposts: `${api.baseUrl}/api/unauth/homeposts?page=2`,
    };
    const poll = async (/** @type {keyof typeof calls} */ name) => {
      while (polling) {
        const startedAt = performance.now();
        const sentAt = Date.now();
        try {
          const answer = await call(calls[name], { token: name === 'inbox' ? token : undefined, timeoutMs: REQUEST_LIMIT_MS + 5_000 });
          answers.push({ sentAt, at: Date.now(), call: name, status: answer.status, ms: performance.now() - startedAt, json: answer.json !== null });
        } catch (error) {
          answers.push({ sentAt, at: Date.now(), call: name, status: /** @type {Error} */ (error).name, ms: performance.now() - startedAt, json: false });
        }
        await sleep(150);
      }
    };
    const pollers = /** @type {(keyof typeof calls)[]} */ (Object.keys(calls)).map(poll);

    await sleep(1_500);
    // pg_ctl runs synchronously (it waits for the server to stop or start), so this process reads
    // no answer meanwhile: an answer given before the stop may be read after it. What counts as
    // "while down" is a request sent after the stop had finished and answered before the start.
    cluster.stop();
    const stoppedAt = Date.now();
    log(`PostgreSQL stopped; down for ${downSeconds} s.`);
    await sleep(downSeconds * 1000);
    const restartingAt = Date.now();
    cluster.start();
    const startedAt = Date.now();
    log('PostgreSQL started again.');
    /** @type {number | null} */
    let recoveredAfterMs = null;
    while (Date.now() - startedAt < RECOVERY_LIMIT_MS + 5_000) {
      const recent = answers.filter((a) => a.at > Date.now() - 1_000);
      if (['health', 'inbox', 'homeposts'].every((name) => recent.some((a) => a.call === name && a.status === 200))) {
        recoveredAfterMs = Date.now() - startedAt;
        break;
      }
      await sleep(200);
    }
    polling = false;
    await Promise.all(pollers);

    const whileDown = answers.filter((a) => a.sentAt >= stoppedAt && a.at < restartingAt);
    const slowestMs = Math.max(...answers.map((a) => a.ms));
    if (!whileDown.some((a) => a.call === 'health' && a.status === 503)) problems.push('/api/health never answered 503 while the database was down');
    for (const answer of whileDown) {
      if (answer.call === 'health' && answer.status !== 503) problems.push(`/api/health answered ${answer.status} while the database was down`);
      if (typeof answer.status !== 'number') problems.push(`${answer.call} got no answer while the database was down (${answer.status})`);
      else if (answer.status >= 500 && answer.status !== 503) problems.push(`${answer.call} answered ${answer.status} (not 503) while the database was down`);
      else if (!answer.json) problems.push(`${answer.call} answered ${answer.status} without a JSON body while the database was down`);
    }
    if (slowestMs > REQUEST_LIMIT_MS) problems.push(`a request took ${Math.round(slowestMs)} ms (limit ${REQUEST_LIMIT_MS} ms)`);
    if (recoveredAfterMs === null) problems.push(`the API did not serve again within ${RECOVERY_LIMIT_MS} ms of PostgreSQL starting`);
    // Once more after a network error (a pooled keep-alive connection the server closed as it was
    // reused fails so); a second failure is the API's, reported with its last output.
    const logInAgain = () => call(`${api.baseUrl}/api/login`, { method: 'POST', body: { Email: 'seller@example.com', Password: 'Demo1234' } });
    const login = await logInAgain()
      .catch(() => sleep(500).then(logInAgain))
      .catch((error) => ({ status: `${error.message} (${error.cause?.message ?? 'no cause given'})` }));
    if (login.status !== 200) problems.push(`logging in after the restart: ${typeof login.status === 'number' ? `HTTP ${login.status}` : login.status}; the API's last output:\n${api.output().split('\n').slice(-20).join('\n')}`);
    const statuses = [...new Set(whileDown.map((a) => `${a.call} ${a.status}`))].join(', ');
    log(`While down: ${whileDown.length} requests (${statuses}); slowest request ${Math.round(slowestMs)} ms; serving again ${recoveredAfterMs ?? '-'} ms after PostgreSQL started.`);
    return { problems: [...new Set(problems)], requestsWhileDown: whileDown.length, slowestMs, recoveredAfterMs };
  } finally {
    polling = false;
    await api.kill('SIGTERM');
    cluster.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.find((arg) => arg.startsWith('--down-seconds='));
  const result = await postgresRestart({ downSeconds: given ? Number(given.split('=')[1]) : 6 });
  console.log(`${result.problems.length} problems`);
  for (const problem of result.problems) console.log(`  ${problem}`);
  process.exit(result.problems.length ? 1 : 0);
}
