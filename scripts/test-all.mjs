// `npm test`: every suite, one summary. Type-check and lint (one check each); the server's unit
// and API tests (Jest) on PGlite; those of them that exercise what differs between the databases
// again on PostgreSQL when TEST_DATABASE_URL is set, with the fault scenarios (scripts/faults.mjs)
// beside them; then the front ends are built and the Playwright journeys run against the product
// as `npm start` serves it, with the front-end unit tests beside them; then, with nginx and
// redis-server, the cluster checks and its rolling restart (scripts/cluster.mjs).
// The last line is `N passed, M failed`, also written to .test-results/summary.txt.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeTestFiles, writeTestGroups } from './test-groups.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const suites = [];
/** Seconds each step took, by label, printed in the summary (a suite run beside others counts its own span). */
const seconds = new Map();
/** How busy the machine's cores were during each step, by label (0 to 100). */
const busyPercent = new Map();

/**
 * The machine's CPU time so far, busy and in all, from /proc/stat (Linux); null elsewhere. Read
 * before and after a step: on a quiet machine the share busy says whether the step kept the cores
 * working (then only less work makes it shorter) or waited (then something can run beside it).
 * It counts every process, Chromium's and PostgreSQL's included, and so anything else running.
 */
function machineCpuTicks() {
  try {
    const [user, nice, system, idle, iowait, ...rest] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = user + nice + system + idle + iowait + rest.reduce((sum, ticks) => sum + ticks, 0);
    return { busy: total - idle - iowait, total };
  } catch {
    return null;
  }
}

/**
 * How fast this machine runs JavaScript: a fixed script (objects built, sorted, written as JSON
 * and read back; the one bench (e) runs in Chromium), median of 3 runs in ms. Machines of one kind
 * differ (the same commit's type-check took 26 s on one and 46 s on another), so a run's seconds
 * compare with another's only beside this figure.
 */
function cpuReferenceMs() {
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const posts = [];
    for (let index = 0; index < 200_000; index += 1) posts.push({ id: index, heading: `post ${index}`, rank: (index * 7919) % 1000 });
    posts.sort((a, b) => a.rank - b.rank || a.id - b.id);
    JSON.parse(JSON.stringify(posts));
    runs.push(performance.now() - started);
  }
  return Math.round(runs.sort((a, b) => a - b)[1]);
}

function recordBusy(label, before) {
  const after = machineCpuTicks();
  if (before && after && after.total > before.total) busyPercent.set(label, Math.round((100 * (after.busy - before.busy)) / (after.total - before.total)));
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const ticksBefore = machineCpuTicks();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  seconds.set(label, Math.round((Date.now() - started) / 1000));
  recordBusy(label, ticksBefore);
  return result.status ?? 1;
}

/** As `run`, without blocking this process: what runs beside it goes on to its next step meanwhile. */
function runAsync(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const ticksBefore = machineCpuTicks();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      seconds.set(label, Math.round((Date.now() - started) / 1000));
      recordBusy(label, ticksBefore);
      resolve(code ?? 1);
    }),
  );
}

/**
 * Starts a command beside the ones that follow (they mostly wait: on a database, on a restart),
 * its output kept in `<label>.log`; the function it answers waits for the exit status and
 * prints that output.
 */
function startBeside(label, command, args, env = {}) {
  const logFile = path.join(resultsDir, `${label}.log`);
  const output = openSync(logFile, 'w');
  console.log(`\n=== ${label} (beside what follows, output below when it ends): ${command} ${args.join(' ')}`);
  const started = Date.now();
  const ticksBefore = machineCpuTicks();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', output, output], env: { ...process.env, ...env } });
  closeSync(output);
  const exited = new Promise((resolve) =>
    child.on('close', (code) => {
      seconds.set(label, Math.round((Date.now() - started) / 1000));
      recordBusy(label, ticksBefore);
      resolve(code ?? 1);
    }),
  );
  return async () => {
    const status = await exited;
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    process.stdout.write(readFileSync(logFile));
    return status;
  };
}

function jestSuite(label, args, env) {
  const output = path.join(resultsDir, `${label}.json`);
  recordJestSuite(label, output, run(label, 'npx', jestArgs(output, args), env));
}

/** The same, run beside what follows: answers the function that waits for it and records it. */
function jestSuiteBeside(label, args, env) {
  const output = path.join(resultsDir, `${label}.json`);
  const finished = startBeside(label, 'npx', jestArgs(output, args), env);
  return async () => recordJestSuite(label, output, await finished());
}

function jestArgs(output, args) {
  return ['jest', '--ci', '--json', `--outputFile=${output}`, ...args];
}

function recordJestSuite(label, output, status) {
  if (!existsSync(output)) {
    suites.push({ label, passed: 0, failed: 1, note: `no results (exit ${status})` });
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  printSlowestFiles(label, report);
  const failedSuites = report.numRuntimeErrorTestSuites ?? 0;
  suites.push({ label, passed: report.numPassedTests, failed: report.numFailedTests + failedSuites, skipped: report.numPendingTests });
}

/** Where a Jest suite's time went: its ten slowest files (each file's own span; the workers run several at once). */
function printSlowestFiles(label, report) {
  const files = (report.testResults ?? []).map((file) => ({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
  if (files.length === 0) return;
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`\n=== ${label}: ${Math.round(total)} s over ${files.length} files (all workers); the slowest:`);
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`${file.seconds.toFixed(1)} s ${file.name}`);
}

async function playwrightSuite() {
  const label = 'journeys';
  if ((await runAsync('build', 'npm', ['run', 'build'])) !== 0) {
    suites.push({ label, passed: 0, failed: 1, note: 'front-end build failed' });
    return;
  }
  const output = path.join(root, 'e2e', 'test-results', 'results.json');
  rmSync(output, { force: true });
  const status = await runAsync(label, 'npm', ['--workspace', 'e2e', 'test']);
  if (!existsSync(output)) {
    suites.push({ label, passed: 0, failed: 1, note: `no results (exit ${status})` });
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const { stats, errors = [] } = report;
  printJourneyTimes(report);
  // A web server that never started leaves the stats at zero and the cause in `errors`.
  const failed = stats.unexpected + errors.length + (status !== 0 && stats.unexpected === 0 && errors.length === 0 ? 1 : 0);
  suites.push({ label, passed: stats.expected + stats.flaky, failed, skipped: stats.skipped, note: errors.length ? `${errors.length} run error(s)` : undefined });
}

/** The scans' pattern in each journey's annotation (e2e/fixtures/journey.ts). */
const SCANNED = /^(\d+) screens scanned in ([\d.]+) s$/;

/**
 * Where the journeys' time went: the ten slowest, and the part of all of it spent waiting for
 * screens to settle and scanning them for accessibility (each test's annotation).
 */
function printJourneyTimes(report) {
  const results = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const scan = [...(result.annotations ?? []), ...(test.annotations ?? [])].map((note) => SCANNED.exec(note.description ?? '')).find(Boolean);
          results.push({ title: [...titles, spec.title].join(' › '), file: spec.file, seconds: result.duration / 1000, scanSeconds: scan ? Number(scan[2]) : 0 });
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  if (results.length === 0) return;
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  const scanning = results.reduce((sum, result) => sum + result.scanSeconds, 0);
  console.log(`\n=== Journeys' time: ${Math.round(total)} s over ${results.length} tests (both workers), ${Math.round(scanning)} s of it settling and scanning screens`);
  for (const result of results.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`${result.seconds.toFixed(1)} s (scans ${result.scanSeconds.toFixed(1)} s) ${result.file}: ${result.title}`);
  }
}

/** A script that writes `{passed, failed}` to the file given with `--json=`. */
function scriptSuite(label, script, args = []) {
  const output = path.join(resultsDir, `${label}.json`);
  recordScriptSuite(label, output, run(label, 'node', [script, ...args, `--json=${output}`]));
}

/** The same, run beside what follows: answers the function that waits for it and records it. */
function scriptSuiteBeside(label, script, args = []) {
  const output = path.join(resultsDir, `${label}.json`);
  const finished = startBeside(label, 'node', [script, ...args, `--json=${output}`]);
  return async () => recordScriptSuite(label, output, await finished());
}

function recordScriptSuite(label, output, status) {
  if (!existsSync(output)) {
    suites.push({ label, passed: 0, failed: 1, note: `no results (exit ${status})` });
    return;
  }
  const { passed, failed } = JSON.parse(readFileSync(output, 'utf8'));
  suites.push({ label, passed, failed });
}

/** The line that opens a server test file which exercises what differs between PGlite and PostgreSQL. */
const ON_POSTGRES_TOO = '// Also run on PostgreSQL by `npm test`:';

/**
 * The server's test files run a second time on PostgreSQL: those that say so in their first line
 * (several connections at once, the job queue, dump and restore, the driver's value types, text
 * search and collation, the database's own limits). The rest exercise nothing PGlite, which is
 * PostgreSQL compiled to WebAssembly, does differently, and ran on PGlite just before.
 */
function postgresTestFiles() {
  return nodeTestFiles(root).filter((file) => file.startsWith(`server${path.sep}`) && readFileSync(path.join(root, file), 'utf8').startsWith(ON_POSTGRES_TOO));
}

function checkSuite(label, command, args) {
  const status = run(label, command, args);
  suites.push({ label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

const referenceMs = cpuReferenceMs();

// Two cores: the type-check and the lint side by side.
const lintFinished = startBeside('lint', 'npx', ['eslint', '.']);
checkSuite('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
const lintStatus = await lintFinished();
suites.push({ label: 'lint', passed: lintStatus === 0 ? 1 : 0, failed: lintStatus === 0 ? 0 : 1 });
// The server's tests on PGlite: PGlite runs in the test processes, so they are CPU-bound, and
// they run more workers than cores (jest.config.js) to fill the moments a worker starts a file.
// In groups of files (scripts/test-groups.mjs): Jest and the app's modules load once a group.
const testGroups = path.join(resultsDir, 'test-groups');
writeTestGroups(root, path.join(testGroups, 'pglite'), nodeTestFiles(root));
jestSuite('unit-and-api-pglite', ['--config', 'jest.grouped.config.js', path.join(testGroups, 'pglite')], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  // Each fault scenario (scripts/faults.mjs) counts as one test; they mostly wait (a stopped
  // PostgreSQL, a mail retry), so they run beside the API tests on PostgreSQL. Not beside the
  // journeys: a shutdown's order and a mail job read before its worker sent it failed there.
  const faultsFinished = scriptSuiteBeside('faults', 'scripts/faults.mjs');
  writeTestGroups(root, path.join(testGroups, 'postgres'), postgresTestFiles());
  jestSuite('api-postgres', ['--config', 'jest.grouped.config.js', path.join(testGroups, 'postgres')], { TEST_DB: 'postgres' });
  await faultsFinished();
} else {
  console.log('\nTEST_DATABASE_URL is not set: the server tests ran on PGlite only, and the fault scenarios (they need PostgreSQL) did not run.');
}

/**
 * Beside the build and the journeys: the front-end unit tests (jsdom is CPU-bound: one worker a
 * core). A journey spends most of its time waiting for a screen to answer, and much of what keeps
 * the cores busy meanwhile is polling (axe's settling, Playwright's expectations), which gives way.
 */
async function besideTheJourneys() {
  await jestSuiteBeside('unit-web', ['--selectProjects', 'web', `--maxWorkers=${Math.max(1, os.cpus().length)}`])();
}

const besideFinished = besideTheJourneys();
if (!process.argv.includes('--no-e2e')) await playwrightSuite();
await besideFinished;
// Two API instances behind nginx on PostgreSQL and Redis (after the build the journeys made).
if (process.env.TEST_DATABASE_URL && spawnSync('sh', ['-c', 'command -v nginx && command -v redis-server']).status === 0) {
  // The checks, then each instance restarted in turn under load with a mail, a fan-out and an
  // upload in flight: one start of the cluster for both.
  scriptSuite('cluster', 'scripts/cluster.mjs', ['--check', '--rolling']);
} else {
  console.log('\nThe cluster checks and rolling restart need TEST_DATABASE_URL, nginx and redis-server (.ci/run installs them): not run.');
}

console.log(`\n=== Time (seconds, and how busy the machine's ${os.cpus().length} cores were meanwhile; CPU reference ${referenceMs} ms before the run, scripts/test-all.mjs)`);
for (const [label, spent] of seconds) {
  const busy = busyPercent.get(label);
  console.log(`${label}: ${spent} s${busy === undefined ? '' : `, cores ${busy}% busy`}`);
}

console.log('\n=== Summary');
let passed = 0;
let failed = 0;
for (const suite of suites) {
  passed += suite.passed;
  failed += suite.failed;
  console.log(`${suite.label}: ${suite.passed} passed, ${suite.failed} failed${suite.skipped ? `, ${suite.skipped} skipped` : ''}${suite.note ? ` (${suite.note})` : ''}`);
}
const summary = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failed === 0 ? 0 : 1);
