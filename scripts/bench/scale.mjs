// @ts-check
// (f) Scale: the product on a generated marketplace of 100 000 posts and 50 000 buyers (plus
// sellers and admins), on PostgreSQL (its own database, `bench_scale`) and on PGlite:
//   - the buyer's inbox (GET buyer/posts-by-criteria) as sampled buyers, next to a bare Fastify
//     route, p50/p95/p99 (autocannon);
//   - the public search (GET unauth/search, issue 49): a misspelt word, a word being typed (a
//     prefix), words with filters, and no words (every live post with its facets);
//   - the admin tables (admin/users, admin/posts, admin/invoice-list, admin/certificate-list),
//     first and deep pages, the users search, the user detail of the buyer with the most
//     expressions of interest and of the seller with the most posts, the dashboards;
//   - the fan-out when a post matching every buyer goes live: alerts queued (time), then the
//     queue drained to the outbox (time, count sent == count queued).
// Run alone (`node scripts/bench/scale.mjs`) or as `npm run bench -- --only=f`. Options:
// --db=postgres,pglite  --pg-server=postgres://postgres@127.0.0.1:5432/  --pg-database=bench_scale
// --posts=100000 --buyers=50000 --sellers=2000 --pglite-posts=N --pglite-buyers=N
// --duration=S (per load run, default 10) --warmup=S (before each inbox run, not counted, default 3)
// --connections=N (default 4) --sampled-buyers=N (20)
// --drain-timeout=S (default 900) --keep-data (reuse a PostgreSQL database of the same size)
// --skip-inbox, --skip-search, --skip-fanout, --skip-admin (leave those parts out, e.g. to measure the admin
// calls alone, or the inbox alone when comparing two versions of it).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { load } from './api-load.mjs';
import { startBareFastify } from './bare-fastify-process.mjs';
import { REPO_ROOT, freePort, sleep, table, waitForHttpOk } from './util.mjs';
import { buildServer, SERVER_COMMAND } from '../build-server.mjs';

// The data generator and fan-out set-up are TypeScript on the product's own schema and migrator.
/** @type {typeof import('./scale/scale-database.ts')} */
const scaleDatabase = await tsImport('./scale/scale-database.ts', import.meta.url);
/** @type {typeof import('./scale/fan-out-post.ts')} */
const fanOut = await tsImport('./scale/fan-out-post.ts', import.meta.url);
/** @type {typeof import('./scale/generate-scale-data.ts')} */
const generator = await tsImport('./scale/generate-scale-data.ts', import.meta.url);

export const INBOX_P99_TARGET_MS = 25;

/** The searches timed (the generated posts' headings are '<quality> <trade> in <town>'). */
const SEARCHES = [
  ['search, misspelt: "bakrey"', 'q=bakrey'],
  ['search, prefix: "bak"', 'q=bak'],
  ['search, words and filters: "bakery leeds", Yorkshire, £250k-£500k', 'q=bakery%20leeds&region=7&turnover=3'],
  ['search, no words: every live post, with facets', 'q='],
  ['search, syntax: "bakery OR brewery -leeds"', `q=${encodeURIComponent('bakery OR brewery -leeds')}`],
  ['search, a phrase: \'"care home" york\'', `q=${encodeURIComponent('"care home" york')}`],
  ['search, a town: "bakery leeds" (its region, or the word)', 'q=bakery%20leeds'],
  ['search, a town alone: "leeds"', 'q=leeds'],
  ['search, no words, several values: London or South East, two appointment types, newest', 'q=&region=1&region=2&appointment=1&appointment=3&sort=newest'],
  ['search, closing soonest, added in the last 7 days: "shop"', 'q=shop&sort=closing&added=7'],
];
export const FAN_OUT_QUEUE_TARGET_MS = 2_000;

/**
 * @typedef {{ kind: 'postgres', serverUrl: string, name: string } | { kind: 'pglite', dbDir: string }} ScaleTarget
 * @typedef {import('./api-load.mjs').LoadResult} LoadResult
 * @typedef {{
 *   database: string, sizes: import('./scale/generate-scale-data.ts').ScaleSizes, generationSeconds: number | null,
 *   sampledBuyerMatches: { min: number, median: number, max: number } | null,
 *   loads: (LoadResult & { group: string })[], fanOut: Record<string, unknown> | null, note?: string
 * }} ScaleResult
 */

/** @param {string[]} argv @param {string} name @param {string} fallback */
function option(argv, name, fallback) {
  const prefix = `--${name}=`;
  const given = argv.find((arg) => arg.startsWith(prefix));
  return given ? given.slice(prefix.length) : fallback;
}

/** The London date the product calls today. */
const londonToday = (/** @type {Date} */ date = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
const addDays = (/** @type {string} */ day, /** @type {number} */ days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The product's server on the bench database (no front-end build, no demo seed), in its own
 * process group.
 * @param {ScaleTarget} target @param {string} dataDir
 */
async function startServer(target, dataDir) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await buildServer();
  const [node, ...args] = SERVER_COMMAND;
  const child = spawn(node, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: target.kind === 'postgres' ? scaleDatabase.databaseUrl(target) : '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // The searches measure the database: no answer cache, and a rate limit the load never reaches.
      PUBLIC_CACHE_TTL_SECONDS: '0',
      SEARCH_REQUESTS_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    process.kill(-child.pid, 'SIGTERM');
    const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    await waitForHttpOk(`${baseUrl}/api/health`, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** @param {string} baseUrl @param {string} email */
async function logIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: generator.SCALE_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
  return /** @type {{ token: string }} */ (await response.json()).token;
}

const round = (/** @type {number} */ value) => Math.round(value * 100) / 100;

/**
 * @param {{ baseUrl: string, sizes: import('./scale/generate-scale-data.ts').ScaleSizes, durationSeconds: number, warmupSeconds: number, connections: number, buyerEmails: string[],
 *   skipInbox: boolean, skipSearch: boolean, skipAdmin: boolean, detailUsers: { buyer: number, seller: number } }} options
 */
async function measureReads({ baseUrl, sizes, durationSeconds, warmupSeconds, connections, buyerEmails, skipInbox, skipSearch, skipAdmin, detailUsers }) {
  /** @type {(LoadResult & { group: string })[]} */
  const loads = [];
  const bare = await startBareFastify();
  try {
    loads.push({ group: 'baseline', ...(await load({ name: 'bare Fastify GET /bare', url: bare.url, connections, durationSeconds })) });
  } finally {
    await bare.stop();
  }

  for (const [name, query] of skipSearch ? [] : SEARCHES) {
    const url = `${baseUrl}/api/unauth/search?${query}`;
    if (warmupSeconds > 0) loads.push({ group: 'warm-up', ...(await load({ name: `(warm-up, not counted: ${name}, first ${warmupSeconds} s)`, url, connections, durationSeconds: warmupSeconds })) });
    loads.push({ group: 'search', ...(await load({ name, url, connections, durationSeconds })) });
  }

  const buyerTokens = [];
  for (const email of skipInbox ? [] : buyerEmails) buyerTokens.push(await logIn(baseUrl, email));
  /** @type {number[]} */
  const matches = [];
  for (const token of buyerTokens) {
    const page = await fetch(`${baseUrl}/api/buyer/posts-by-criteria`, { headers: { authorization: `Bearer ${token}` } });
    matches.push(/** @type {{ total: number }} */ (await page.json()).total);
  }
  const inbox = (/** @type {string} */ name, /** @type {string} */ query, /** @type {number} */ seconds) =>
    load({
      name,
      url: `${baseUrl}/api/buyer/posts-by-criteria`,
      connections,
      durationSeconds: seconds,
      requests: buyerTokens.map((token) => ({ method: 'GET', path: `/api/buyer/posts-by-criteria${query}`, headers: { authorization: `Bearer ${token}` } })),
    });
  // Each kind of page is first run for `warmupSeconds` on its own, reported apart and not
  // counted: the server's database connections open and plan each statement then (6-10 ms a
  // statement on a new connection), which a server that has been answering inboxes did long ago.
  for (const [name, query] of skipInbox
    ? []
    : [
        ['inbox, default sort, page 1', ''],
        ['inbox, heading A-Z, page 1', '?sort=heading&direction=asc'],
        ['inbox, turnover, page 5', '?sort=turnover&page=5'],
      ]) {
    if (warmupSeconds > 0) loads.push({ group: 'warm-up', ...(await inbox(`(warm-up, not counted: ${name}, first ${warmupSeconds} s)`, query, warmupSeconds)) });
    loads.push({ group: 'inbox', ...(await inbox(name, query, durationSeconds)) });
  }

  const adminToken = skipAdmin ? '' : await logIn(baseUrl, generator.scaleEmail('admin', 1));
  const admin = (/** @type {string} */ name, /** @type {string} */ pathAndQuery) =>
    load({ name, url: `${baseUrl}/api/${pathAndQuery}`, connections, durationSeconds, requests: [{ method: 'GET', path: `/api/${pathAndQuery}`, headers: { authorization: `Bearer ${adminToken}` } }] });
  const lastUsersPage = Math.ceil(sizes.buyers / 50);
  const lastPostsPage = Math.ceil(sizes.posts / 50);
  for (const [name, pathAndQuery] of [
    ['admin/users default (sellers, last login)', 'admin/users'],
    ['admin/users buyers by last login', 'admin/users?buyersOnly=true'],
    ['admin/users buyers by surname', 'admin/users?buyersOnly=true&sort=surname'],
    ['admin/users everyone by created, 500 a page', 'admin/users?sellersOnly=false&sort=created&pageSize=500'],
    [`admin/users buyers by login count, page ${lastUsersPage}`, `admin/users?buyersOnly=true&sort=loginCount&page=${lastUsersPage}`],
    ['admin/posts page 1', 'admin/posts'],
    [`admin/posts page ${lastPostsPage}`, `admin/posts?page=${lastPostsPage}`],
    ['admin/posts 500 a page', 'admin/posts?pageSize=500'],
    ['admin/users everyone, search "smith"', 'admin/users?sellersOnly=false&search=smith'],
    ['admin/users buyers, search "buyer-4242@"', 'admin/users?buyersOnly=true&search=buyer-4242%40'],
    ['admin/invoice-list 28 days', 'admin/invoice-list?daysAfterCreation=28'],
    ['admin/invoice-list 28 days by end date, page 300', 'admin/invoice-list?daysAfterCreation=28&sort=endDate&page=300'],
    ['admin/invoice-list 365 days by total price, page 100', 'admin/invoice-list?daysAfterCreation=365&sort=totalPrice&page=100'],
    ['admin/certificate-list 14 days', 'admin/certificate-list?daysAfterCreation=14'],
    ['admin/certificate-list 365 days, page 200', 'admin/certificate-list?daysAfterCreation=365&page=200'],
    ['admin/user, the buyer with the most expressions of interest', `admin/user?id=${detailUsers.buyer}`],
    ['admin/user, the seller with the most posts', `admin/user?id=${detailUsers.seller}`],
    ['admin/dashboard-figures 26 weeks', 'admin/dashboard-figures?weeks=26'],
  ].filter(() => !skipAdmin)) {
    loads.push({ group: 'admin', ...(await admin(name, pathAndQuery)) });
  }
  if (skipInbox) return { loads, sampledBuyerMatches: null };
  const sorted = [...matches].sort((a, b) => a - b);
  return { loads, sampledBuyerMatches: { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted[sorted.length - 1] ?? 0 } };
}

const outboxCount = (/** @type {string} */ outboxDir) => {
  try {
    return readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

/**
 * The seller posts the fan-out draft now; the alerts are queued by the product (the went-live
 * sweep) and sent by its mail worker to the outbox, counted until all are there or time is up.
 * @param {{ baseUrl: string, sellerEmail: string, postId: number, expectedAlerts: number, outboxDir: string, drainTimeoutSeconds: number }} options
 */
async function postNowAndDrain({ baseUrl, sellerEmail, postId, expectedAlerts, outboxDir, drainTimeoutSeconds }) {
  const token = await logIn(baseUrl, sellerEmail);
  const today = londonToday();
  const before = outboxCount(outboxDir);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/seller/post-draft?id=${postId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ StartDate: today, EndDate: addDays(today, 27) }),
  });
  const answeredMs = performance.now() - started;
  if (!response.ok) throw new Error(`post-draft answered ${response.status}: ${await response.text()}`);
  const deadline = started + drainTimeoutSeconds * 1000;
  let sent = 0;
  let firstMailMs = null;
  while (performance.now() < deadline) {
    sent = outboxCount(outboxDir) - before;
    if (sent > 0 && firstMailMs === null) firstMailMs = performance.now() - started;
    if (sent >= expectedAlerts) break;
    await sleep(250);
  }
  const drainedMs = performance.now() - started;
  return { postNowAnsweredMs: round(answeredMs), firstMailMs: firstMailMs === null ? null : round(firstMailMs), sent, drainedMs: round(drainedMs), drained: sent >= expectedAlerts };
}

/**
 * @param {{ target: ScaleTarget, sizes: import('./scale/generate-scale-data.ts').ScaleSizes, reuse: boolean, durationSeconds: number, warmupSeconds: number,
 *   connections: number, sampledBuyers: number, drainTimeoutSeconds: number, dataDir: string, note?: string, skipInbox: boolean, skipSearch: boolean, skipFanOut: boolean, skipAdmin: boolean }} options
 * @returns {Promise<ScaleResult>}
 */
async function measureOne({ target, sizes, reuse, durationSeconds, warmupSeconds, connections, sampledBuyers, drainTimeoutSeconds, dataDir, note, skipInbox, skipSearch, skipFanOut, skipAdmin }) {
  const database = target.kind === 'postgres' ? `PostgreSQL (${target.name})` : 'PGlite';
  console.log(`\n-- ${database}: ${sizes.posts} posts, ${sizes.buyers} buyers, ${sizes.sellers} sellers, ${sizes.admins} admins`);
  const generationSeconds = await scaleDatabase.prepareScaleDatabase(target, sizes, reuse, (line) => console.log(line));
  console.log(generationSeconds === null ? '  reused the generated database' : `  generated in ${generationSeconds.toFixed(1)} s`);

  let handle = await scaleDatabase.openScaleDatabase(target);
  const post = skipFanOut ? null : await fanOut.createFanOutPost(handle.db);
  const buyerEmails = await scaleDatabase.sampleBuyerEmails(handle, sampledBuyers);
  const detailUsers = await scaleDatabase.busiestUsers(handle);
  await handle.close();

  const server = await startServer(target, dataDir);
  let reads;
  let drain;
  try {
    reads = await measureReads({ baseUrl: server.baseUrl, sizes, durationSeconds, warmupSeconds, connections, buyerEmails, skipInbox, skipSearch, skipAdmin, detailUsers });
    if (post) drain = await postNowAndDrain({ baseUrl: server.baseUrl, sellerEmail: post.sellerEmail, postId: post.postId, expectedAlerts: post.expectedAlerts, outboxDir: path.join(dataDir, 'outbox'), drainTimeoutSeconds });
  } finally {
    await server.stop();
  }
  const result = {
    database,
    sizes,
    generationSeconds: generationSeconds === null ? null : round(generationSeconds),
    sampledBuyerMatches: reads.sampledBuyerMatches,
    loads: reads.loads,
    fanOut: null,
    ...(note ? { note } : {}),
  };
  if (!post) return result;
  handle = await scaleDatabase.openScaleDatabase(target);
  try {
    const figures = await fanOut.fanOutFigures(handle.db, post.postId);
    await fanOut.removeFanOutPost(handle.db);
    return {
      ...result,
      fanOut: { matchingBuyers: post.matchingBuyers, expectedAlerts: post.expectedAlerts, ...figures, ...drain, targetQueueMs: FAN_OUT_QUEUE_TARGET_MS },
    };
  } finally {
    await handle.close();
  }
}

/** @param {ScaleResult[]} results */
export function printScaleResults(results) {
  for (const result of results) {
    console.log(`\n${result.database}: ${result.sizes.posts} posts, ${result.sizes.buyers} buyers${result.note ? ` (${result.note})` : ''}`);
    if (result.sampledBuyerMatches) {
      console.log(`Sampled buyers' inbox totals: min ${result.sampledBuyerMatches.min}, median ${result.sampledBuyerMatches.median}, max ${result.sampledBuyerMatches.max}`);
    }
    console.log(
      table(
        ['run', 'req/s', 'p50', 'p95', 'p99', 'requests', 'statuses', 'target'],
        result.loads.map((run) => [
          run.name,
          run.requestsPerSecond,
          `${run.p50Ms} ms`,
          `${run.p95Ms} ms`,
          `${run.p99Ms} ms`,
          run.totalRequests,
          Object.entries(run.statusCounts).map(([status, count]) => `${status}: ${count}`).join(', ') + (run.errors ? `, errors ${run.errors}` : ''),
          run.group === 'inbox' ? `p99 <= ${INBOX_P99_TARGET_MS} ms` : '',
        ]),
      ),
    );
    if (!result.fanOut) continue;
    const f = /** @type {Record<string, any>} */ (result.fanOut);
    console.log(
      table(
        ['fan-out', 'measured', 'target'],
        [
          ['buyers matching the post', f.matchingBuyers, ''],
          ['alerts expected (confirmed, not suppressed)', f.expectedAlerts, ''],
          ['alerts queued (interestedPartiesEmailed)', f.interestedPartiesEmailed, ''],
          ['Post Now answered after', `${f.postNowAnsweredMs} ms`, ''],
          ['period created -> alerts queued (committed)', f.queuedAfterMs === null ? 'not queued' : `${f.queuedAfterMs} ms`, `<= ${FAN_OUT_QUEUE_TARGET_MS} ms`],
          ['first mail in the outbox after', f.firstMailMs === null ? 'none' : `${f.firstMailMs} ms`, ''],
          ['mails in the outbox (sent)', f.sent, `== ${f.interestedPartiesEmailed}`],
          [f.drained ? 'queue drained after' : 'NOT drained, gave up after', `${round(f.drainedMs / 1000)} s`, ''],
          ['queue rows by status', JSON.stringify(f.jobsByStatus), ''],
        ],
      ),
    );
  }
}

/**
 * @param {string[]} argv
 * @returns {Promise<ScaleResult[]>}
 */
export async function measureScale(argv) {
  const databases = option(argv, 'db', 'postgres,pglite').split(',');
  const sizes = {
    posts: Number(option(argv, 'posts', '100000')),
    buyers: Number(option(argv, 'buyers', '50000')),
    sellers: Number(option(argv, 'sellers', '2000')),
    admins: 5,
  };
  const common = {
    reuse: argv.includes('--keep-data'),
    durationSeconds: Number(option(argv, 'duration', '10')),
    warmupSeconds: Number(option(argv, 'warmup', '3')),
    connections: Number(option(argv, 'connections', '4')),
    sampledBuyers: Number(option(argv, 'sampled-buyers', '20')),
    drainTimeoutSeconds: Number(option(argv, 'drain-timeout', '900')),
    skipInbox: argv.includes('--skip-inbox'),
    skipSearch: argv.includes('--skip-search'),
    skipFanOut: argv.includes('--skip-fanout'),
    skipAdmin: argv.includes('--skip-admin'),
  };
  /** @type {ScaleResult[]} */
  const results = [];
  for (const kind of databases) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `insolvency-scale-${kind}-`));
    try {
      if (kind === 'postgres') {
        const target = { kind, serverUrl: option(argv, 'pg-server', 'postgres://postgres@127.0.0.1:5432/'), name: option(argv, 'pg-database', 'bench_scale') };
        results.push(await measureOne({ ...common, target: /** @type {ScaleTarget} */ (target), sizes, dataDir }));
      } else if (kind === 'pglite') {
        const pgliteSizes = { ...sizes, posts: Number(option(argv, 'pglite-posts', String(sizes.posts))), buyers: Number(option(argv, 'pglite-buyers', String(sizes.buyers))) };
        const smaller = pgliteSizes.posts < sizes.posts || pgliteSizes.buyers < sizes.buyers;
        results.push(
          await measureOne({
            ...common,
            reuse: false,
            target: { kind, dbDir: path.join(dataDir, 'db') },
            sizes: pgliteSizes,
            dataDir,
            ...(smaller ? { note: 'smaller than on PostgreSQL (--pglite-posts/--pglite-buyers)' } : {}),
          }),
        );
      } else {
        throw new Error(`--db takes postgres and/or pglite, not ${kind}`);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = await measureScale(process.argv.slice(2));
  printScaleResults(results);
}
