// @ts-check
// `npm run cluster -- --rolling`: each API instance restarted in turn (SIGTERM, its exit awaited,
// started again, healthy, taken back in by nginx) while simulated users (scripts/soak/) load the
// product through nginx. What must hold: no request failed; every instance exited 0 within its
// deadline; a request sent on an idle keep-alive connection just after SIGTERM (as nginx may) was
// answered; each expression of interest queued one mail and the SMTP sink received each once.
import http from 'node:http';
import { sleep } from '../bench/util.mjs';
import { connect } from '../bench/scratch-database.mjs';
import { runScenarios } from '../soak/scenarios.mjs';
import { createSoakAccounts } from '../soak/soak-accounts.mjs';

const USERS = 30;
const LOAD_SECONDS = 45;
/** Load before the first restart, and between one instance back and the next stopped. */
const SETTLE_MS = 4_000;
/** Time for a stopping instance to take the signal before a request is sent on its idle connection. */
const SIGNAL_MS = 300;
/** Mails still queued after the load must be delivered within this (a restarted instance sends at start). */
const MAIL_LIMIT_MS = 45_000;

/** GET on `agent`: the status, or the network error's message. */
function get(/** @type {string} */ url, /** @type {http.Agent} */ agent) {
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
      .on('error', (error) => resolve(error.message));
  });
}

/**
 * @param {{ publicUrl: string, databaseUrl: string, instanceUrls: string[],
 *           stop: (index: number) => Promise<number | null>, start: (index: number) => Promise<void>,
 *           delivered: () => number, nginxErrors: () => string }} cluster
 * @returns {Promise<{ passed: string[], problems: string[], figures: Record<string, unknown> }>}
 */
export async function rollingRestart({ publicUrl, databaseUrl, instanceUrls, stop, start, delivered, nginxErrors }) {
  const instanceCount = instanceUrls.length;
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const passed = [];
  const check = (/** @type {string} */ name, /** @type {string | null} */ problem) => {
    console.log(`${problem ? 'FAILED' : 'passed'}  ${name}`);
    if (problem) problems.push(`${name}: ${problem}`);
    else passed.push(name);
  };

  const accounts = await createSoakAccounts(databaseUrl, { buyers: 9, sellers: 6, admins: 3 });
  const load = runScenarios({ baseUrl: publicUrl, bareUrl: publicUrl, users: USERS, durationSeconds: LOAD_SECONDS, thinkMs: 100, rampUpSeconds: 2, accounts, bareOnly: false });

  /** @type {{ exitCode: number | null, exitMs: number, upMs: number, onIdleConnection: unknown }[]} */
  const restarts = [];
  await sleep(SETTLE_MS);
  for (let index = 0; index < instanceCount; index += 1) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await get(`${instanceUrls[index]}/api/health`, agent); // its connection is now idle
    const stoppedAt = Date.now();
    const exited = stop(index);
    await sleep(SIGNAL_MS);
    const onIdleConnection = await get(`${instanceUrls[index]}/api/health`, agent);
    agent.destroy();
    const exitCode = await exited;
    const exitMs = Date.now() - stoppedAt;
    await start(index);
    const upMs = Date.now() - stoppedAt - exitMs;
    console.log(`instance ${index + 1}: exited ${exitCode} ${exitMs} ms after SIGTERM, healthy again ${upMs} ms later; a request on its idle connection after SIGTERM: ${onIdleConnection}`);
    restarts.push({ exitCode, exitMs, upMs, onIdleConnection });
    await sleep(SETTLE_MS);
  }
  const figures = await load;
  const upstreams = new Set();
  for (let i = 0; i < 4 * instanceCount; i += 1) upstreams.add((await fetch(`${publicUrl}/api/health`)).headers.get('x-upstream'));

  const calls = [...figures.byCall];
  const requests = calls.reduce((sum, [, call]) => sum + call.times.length + call.failures, 0);
  const failed = calls.filter(([, call]) => call.failures > 0);
  const failures = failed.reduce((sum, [, call]) => sum + call.failures, 0);
  check(
    `${requests} requests through nginx during ${instanceCount} restarts, none failed`,
    failures ? `${failures} failed: ${failed.map(([name, call]) => `${name} x${call.failures} (${call.failureSamples.map((sample) => sample.slice(0, 40)).join(' | ')})`).join('; ')}` : null,
  );
  if (failures) {
    // A refused connect while an instance restarts is expected (the request goes to the other one).
    const unexpected = nginxErrors().split('\n').filter((line) => line && !/connect\(\) failed \(111|temporarily disabled/.test(line));
    console.log(`nginx's error log, other than refused connections:\n${unexpected.slice(-15).join('\n')}`);
  }
  const unclean = restarts.map((r, i) => (r.exitCode === 0 ? null : `instance ${i + 1} exited ${r.exitCode}`)).filter(Boolean);
  const dropped = restarts.map((r, i) => (r.onIdleConnection === 200 ? null : `instance ${i + 1}: ${r.onIdleConnection}`)).filter(Boolean);
  check('a request sent on an idle keep-alive connection just after SIGTERM is answered, not dropped', dropped.join('; ') || null);
  if (upstreams.size !== instanceCount) unclean.push(`afterwards nginx answered from ${[...upstreams].join(', ')} only`);
  check('each instance drained and exited 0 after SIGTERM, then came back into nginx', unclean.join('; ') || null);

  const expressed = figures.byCall.get('POST /api/buyer/express-interest')?.times.length ?? 0;
  const db = await connect(databaseUrl);
  /** @type {{ jobs: number, completed: number, interest: number }} */
  let mails = { jobs: 0, completed: 0, interest: 0 };
  try {
    // Every mail job (the expressions' and any other, e.g. alerts), waiting, done or archived.
    const count = async () =>
      (
        await db.query(`
          SELECT count(*)::int AS jobs, count(*) FILTER (WHERE state = 'completed')::int AS completed,
            count(*) FILTER (WHERE singleton_key LIKE 'interest-received:%')::int AS interest
          FROM (SELECT state, singleton_key FROM pgboss.job WHERE name = 'mail'
                UNION ALL SELECT state, singleton_key FROM pgboss.archive WHERE name = 'mail') AS mail`)
      ).rows[0];
    const deadline = Date.now() + MAIL_LIMIT_MS;
    mails = await count();
    while (Date.now() < deadline && (mails.completed < mails.jobs || delivered() < mails.jobs)) {
      await sleep(1_000);
      mails = await count();
    }
    await sleep(3_000); // a second copy would be here by now
    mails = await count();
  } finally {
    await db.end();
  }
  const received = delivered();
  console.log(`mail: ${expressed} expressions answered 200, ${mails.interest} of their mails queued; ${mails.jobs} mail jobs in all (${mails.completed} completed), ${received} received by the SMTP sink`);
  check(
    `each of the ${expressed} expressions of interest queued one mail; each of the ${mails.jobs} mails queued was received once`,
    mails.interest === expressed && mails.completed === mails.jobs && received === mails.jobs
      ? null
      : 'mails lost or sent twice (the counts above)',
  );
  return { passed, problems, figures: { requests, failures, restarts, expressed, mailJobs: mails.jobs, mailsReceived: received } };
}
