// @ts-check
// `npm run cluster`: nginx in front of two API instances on one PostgreSQL database and one
// Redis, as production runs it, on this machine.
//   npm run cluster              start, print the address, keep running until Ctrl+C
//   npm run cluster -- --check   start, check what must hold across instances, stop
//                                (--json=<file>: the results for scripts/test-all.mjs)
//   npm run cluster -- --rolling restart each instance in turn under load, check nothing was
//                                lost (scripts/cluster/rolling.mjs), stop
//   npm run cluster -- --check --rolling   both on one start (what `npm test` runs)
//   npm run cluster -- --release release and roll back each area in turn under load, with
//                                Chromium pages kept open on each area (scripts/cluster/release-soak.mjs),
//                                stop; not part of `npm test` (minutes of two busy cores)
// Checked, mail goes through SMTP to a sink of the script's own.
// Installs nginx and redis-server from Debian's packages when missing (needs root), builds
// the front ends when stale, starts a Redis of its own on a free port, and uses the PostgreSQL
// server at CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) with a
// database of its own: `insolvency_cluster` (kept between runs) or, with --check, --rolling or --release, a scratch one.
// CLUSTER_PORT (default 8080) is nginx's port. Everything listens on 127.0.0.1 only.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds } from './build-front-ends.mjs';
import { DEFAULT_POSTGRES_URL, connect, createScratchDatabase } from './bench/scratch-database.mjs';
import { REPO_ROOT, freePort, sleep, waitForHttpOk } from './bench/util.mjs';
import { startApi } from './faults/api-process.mjs';
import { smtpSink } from './faults/smtp-down.mjs';
import { checkCluster } from './cluster/checks.mjs';
import { rollingRestart } from './cluster/rolling.mjs';
import { releaseSoak } from './cluster/release-soak.mjs';

const rolling = process.argv.includes('--rolling');
const checks = process.argv.includes('--check');
const releases = process.argv.includes('--release');
const checking = rolling || checks || releases;
const serverUrl = process.env.CLUSTER_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
const nginxPort = Number(process.env.CLUSTER_PORT ?? (checking ? 0 : 8080)) || (await freePort());

/** The Debian package for a program, installed when missing (root only). */
function ensureProgram(/** @type {string} */ program, /** @type {string} */ debianPackage) {
  if (spawnSync('sh', ['-c', `command -v ${program}`]).status === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`${program} is missing: install it with \`sudo apt-get install -y ${debianPackage}\``);
  console.log(`Installing ${debianPackage} from Debian's packages ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], { stdio: 'inherit', env });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], { stdio: 'inherit', env });
  }
  if (install.status !== 0) throw new Error(`apt-get could not install ${debianPackage}`);
}

/** A child process that is ended with the cluster. */
function child(/** @type {string} */ command, /** @type {string[]} */ args) {
  const process_ = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  process_.stderr?.on('data', (chunk) => (errors = (errors + chunk.toString()).slice(-2_000)));
  return { process: process_, errors: () => errors };
}

/**
 * nginx as the load balancer: round robin over the instances, each reached on its Unix socket
 * (LISTEN_SOCKET); the client's address passed on. A stopping instance removes its socket's path
 * first, so nginx's next connect fails before anything is sent and goes to the other instance,
 * POSTs included (over TCP, the connections queued at the closing listener were reset after nginx
 * had written a request on them: nginx resends a GET, never a POST, which came back 502). After 3
 * failures an instance is skipped for 2 s (one failure would also count an overloaded peer's 503,
 * and with both skipped nginx answers 502 at once); an idempotent request is also retried there
 * after an error or a 502/503. Idle upstream connections are closed by nginx after 2 s, within a
 * draining instance's grace for them (IDLE_CONNECTION_GRACE_MS), so none is cut under a request.
 */
function nginxConfig(/** @type {string} */ dir, /** @type {string[]} */ apiSockets) {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The largest body is an upload: a 25 MB file and its form.
  client_max_body_size 26m;
  # Whoever connects directly is held here (the instances see only nginx's address): at most
  # 256 connections per client address (503 past them), headers within 10 s, no pause over 10 s
  # in a body; bodies are buffered whole before they reach an instance.
  limit_conn_zone $binary_remote_addr zone=per_address:10m;
  limit_conn per_address 256;
  client_header_timeout 10s;
  client_body_timeout 10s;
  send_timeout 30s;
  keepalive_timeout 75s;
  keepalive_requests 1000;
  upstream api {
${apiSockets.map((socket) => `    server unix:${socket} max_fails=3 fail_timeout=2s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # Set, not appended: a client cannot pass itself off as another address.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

ensureProgram('nginx', 'nginx');
ensureProgram('redis-server', 'redis-server');
await buildFrontEnds();

const workDir = mkdtempSync(path.join(os.tmpdir(), 'insolvency-cluster-'));
chmodSync(workDir, 0o777);
const dataDir = checking ? path.join(workDir, 'data') : path.join(REPO_ROOT, '.data-cluster');
mkdirSync(dataDir, { recursive: true });

/** @type {{ url: string, drop?: () => Promise<void> }} */
let database;
if (checking) database = await createScratchDatabase('cluster_check', serverUrl);
else {
  const client = await connect(serverUrl);
  const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'insolvency_cluster'`);
  if (!rowCount) await client.query('CREATE DATABASE insolvency_cluster');
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = '/insolvency_cluster';
  database = { url: url.toString() };
}

const redisPort = await freePort();
const redis = child('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const publicUrl = `http://127.0.0.1:${nginxPort}`;
const sink = checking ? smtpSink() : null;
const smtpPort = await freePort();
await sink?.listen(smtpPort);
// One key for every instance: a token one signs, the other accepts.
const sharedEnv = {
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
  ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('base64url'),
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: publicUrl,
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...(sink ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } : {}),
};

/** @type {import('./faults/api-process.mjs').ApiProcess[]} */
const instances = [];
/** @type {ReturnType<typeof child> | undefined} */
let nginx;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  nginx?.process.kill('SIGQUIT');
  await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
  redis.process.kill('SIGTERM');
  await sink?.close();
  await database.drop?.();
  rmSync(workDir, { recursive: true, force: true });
}

let exitCode = 0;
try {
  // One after the other: the first migrates and seeds an empty database.
  const apiPorts = [await freePort(), await freePort()];
  // Each instance's Prometheus metrics on a port of its own (127.0.0.1).
  const metricsPorts = [await freePort(), await freePort()];
  // nginx reaches each instance on its socket; the checks reach it directly on its port.
  const apiSockets = apiPorts.map((_, i) => path.join(workDir, `api-${i + 1}.sock`));
  const instanceEnv = (/** @type {number} */ i) => ({ ...sharedEnv, METRICS_PORT: String(metricsPorts[i]), LISTEN_SOCKET: apiSockets[i] });
  for (const [i, port] of apiPorts.entries()) instances.push(await startApi({ port, dataDir, env: instanceEnv(i) }));
  writeFileSync(path.join(workDir, 'nginx.conf'), nginxConfig(workDir, apiSockets));
  nginx = child('nginx', ['-p', workDir, '-c', path.join(workDir, 'nginx.conf')]);
  await waitForHttpOk(`${publicUrl}/api/health`, 30_000).catch((error) => {
    throw new Error(`nginx did not answer: ${error.message}\n${nginx?.errors()}`);
  });
  console.log(`Cluster up: ${publicUrl} (nginx) -> API instances on ${apiPorts.map((p, i) => `127.0.0.1:${p} (nginx: ${apiSockets[i]})`).join(' and ')}; Redis ${redisUrl}; database ${new URL(database.url).pathname.slice(1)}; mail ${sink ? `to the SMTP sink on port ${smtpPort}` : `in ${path.join(dataDir, 'outbox')}`}.`);

  if (checking) {
    const metricsUrls = metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`);
    const stopInstance = async (/** @type {number} */ index) => {
      const exitCode = await instances[index].kill('SIGTERM');
      const warnings = instances[index].output().split('\n').filter((line) => line.includes('"level":40') || line.includes('"level":50'));
      if (warnings.length) console.log(`instance ${index + 1} while stopping:\n${warnings.slice(-5).join('\n')}`);
      return exitCode;
    };
    const startInstance = async (/** @type {number} */ index) => {
      instances[index] = await startApi({ port: apiPorts[index], dataDir, env: instanceEnv(index) });
    };
    /** @type {string[]} */
    const passed = [];
    /** @type {string[]} */
    const problems = [];
    const received = () => sink?.received ?? [];
    if (checks) {
      const found = await checkCluster({ publicUrl, instanceUrls: instances.map((i) => i.baseUrl), metricsUrls, mails: received, databaseUrl: database.url });
      passed.push(...found.passed);
      problems.push(...found.problems);
    }
    if (rolling) {
      const found = await rollingRestart({
        publicUrl,
        databaseUrl: database.url,
        instanceUrls: instances.map((i) => i.baseUrl),
        metricsUrls,
        uploadsDir: path.join(dataDir, 'uploads'),
        stop: stopInstance,
        start: startInstance,
        delivered: () => received().length,
        nginxErrors: () => (existsSync(path.join(workDir, 'error.log')) ? readFileSync(path.join(workDir, 'error.log'), 'utf8') : ''),
      });
      passed.push(...found.passed);
      problems.push(...found.problems);
    }
    if (releases) {
      const found = await releaseSoak({ publicUrl, databaseUrl: database.url, instanceUrls: instances.map((i) => i.baseUrl), browser: true });
      passed.push(...found.passed);
      problems.push(...found.problems);
      console.log(`release soak figures: ${JSON.stringify(found.figures)}`);
    }
    for (const problem of problems) console.log(`  FAILED: ${problem}`);
    const jsonFile = process.argv.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
    if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed: passed.length, failed: problems.length, problems }, null, 2));
    console.log(`cluster ${[checks && 'check', rolling && 'rolling restart', releases && 'release soak'].filter(Boolean).join(' and ')}: ${problems.length ? `${problems.length} problems` : 'all passed'}`);
    exitCode = problems.length ? 1 : 0;
  } else {
    console.log('Ctrl+C stops it.');
    await new Promise((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
  }
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  exitCode = 1;
} finally {
  await stop();
  await sleep(100);
}
process.exit(exitCode);
