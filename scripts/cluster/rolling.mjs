// @ts-check
// `npm run cluster -- --rolling`: each API instance restarted in turn (SIGTERM, its exit awaited,
// started again, healthy, taken back in by nginx) while simulated users (scripts/soak/) load the
// product through nginx, from before the first SIGTERM until after the last instance is back.
// Just before each SIGTERM a post goes live (its alerts' fan-out queued) and a pack document is
// half sent to the stopping instance, the rest after the signal. What must hold: no request
// failed, and nginx cut none on its way to an instance; every instance exited 0 within its
// deadline; a request sent on an idle keep-alive connection just after SIGTERM (as nginx may) was
// answered; each upload answered 201 and stored whole, or was refused with nothing stored; each
// fan-out became one alert per buyer it named; every mail queued was received once.
import http from 'node:http';
import { sleep } from '../bench/util.mjs';
import { connect } from '../bench/scratch-database.mjs';
import { runScenarios } from '../soak/scenarios.mjs';
import { createSoakAccounts } from '../soak/soak-accounts.mjs';
import { checklist, loadFailures } from './checklist.mjs';
import { checkInFlightWork, prepareInFlightWork, waitForFanOuts } from './in-flight-work.mjs';

const USERS = 30;
/** The load stops after the last restart; past this it stops anyway. */
const LOAD_LIMIT_SECONDS = 600;
/** Load before the first restart, and between one instance back and the next stopped. */
const SETTLE_MS = 4_000;
/** Time for a stopping instance to take the signal before a request is sent on its idle connection. */
const SIGNAL_MS = 300;
/** Mails still queued after the load must be delivered within this (a restarted instance sends at start). */
const MAIL_LIMIT_MS = 45_000;
/** An upload must be under way on the instance (its metrics say so) within this before the SIGTERM. */
const UPLOAD_START_LIMIT_MS = 10_000;
/** nginx's error lines a restart explains: a connect refused or to a socket path withdrawn, the instance skipped for a while. */
const EXPECTED_NGINX_ERROR = /connect\(\) (to \S+ )?failed \((111|2): |temporarily disabled/;

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

/** Uploads the instance's metrics count as under way. */
async function uploadsInFlight(/** @type {string} */ metricsUrl) {
  const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(5_000) })).text();
  return Number(/^uploads_in_flight (\S+)$/m.exec(text)?.[1] ?? 0);
}

/**
 * @param {{ publicUrl: string, databaseUrl: string, instanceUrls: string[], metricsUrls: string[], uploadsDir: string,
 *           stop: (index: number) => Promise<number | null>, start: (index: number) => Promise<void>,
 *           delivered: () => number, nginxErrors: () => string }} cluster
 * @returns {Promise<{ passed: string[], problems: string[], figures: Record<string, unknown> }>}
 */
export async function rollingRestart({ publicUrl, databaseUrl, instanceUrls, metricsUrls, uploadsDir, stop, start, delivered, nginxErrors }) {
  const instanceCount = instanceUrls.length;
  const { passed, problems, check } = checklist();

  const accounts = await createSoakAccounts(databaseUrl, { buyers: 9, sellers: 6, admins: 3 });
  const work = await prepareInFlightWork(publicUrl);
  const loadStop = new AbortController();
  const load = runScenarios({ baseUrl: publicUrl, bareUrl: publicUrl, users: USERS, durationSeconds: LOAD_LIMIT_SECONDS, thinkMs: 100, rampUpSeconds: 2, accounts, bareOnly: false, signal: loadStop.signal });

  /** @type {{ exitCode: number | null, exitMs: number, upMs: number, onIdleConnection: unknown }[]} */
  const restarts = [];
  /** @type {number[]} */
  const postIds = [];
  /** @type {{ upload: import('./in-flight-work.mjs').InFlightUpload, underWay: boolean, status: number | null, body: string }[]} */
  const uploads = [];
  const run = Date.now().toString(36).toUpperCase();
  await sleep(SETTLE_MS);
  for (let index = 0; index < instanceCount; index += 1) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await get(`${instanceUrls[index]}/api/health`, agent); // its connection is now idle
    const postId = await work.publishMatchingPost(`ROLL${run}-${index + 1}`);
    postIds.push(postId);
    const upload = work.startUpload(instanceUrls[index], postId, `Rolling restart ${run} ${index + 1}`);
    const uploadDeadline = Date.now() + UPLOAD_START_LIMIT_MS;
    let underWay = false;
    while (!(underWay = (await uploadsInFlight(metricsUrls[index])) > 0) && Date.now() < uploadDeadline) await sleep(50);
    const stoppedAt = Date.now();
    console.log(`instance ${index + 1}: SIGTERM at ${new Date(stoppedAt).toISOString()}, post ${postId} just live, an upload half sent${underWay ? ' and under way' : ' (NOT under way yet)'}`);
    const exited = stop(index);
    await sleep(SIGNAL_MS);
    const onIdleConnection = await get(`${instanceUrls[index]}/api/health`, agent);
    agent.destroy();
    upload.sendRest();
    const uploaded = await upload.answer;
    uploads.push({ upload, underWay, ...uploaded });
    const exitCode = await exited;
    const exitMs = Date.now() - stoppedAt;
    await start(index);
    const upMs = Date.now() - stoppedAt - exitMs;
    console.log(
      `instance ${index + 1}: exited ${exitCode} ${exitMs} ms after SIGTERM, healthy again ${upMs} ms later; a request on its idle connection after SIGTERM: ${onIdleConnection}; the upload: ${uploaded.status ?? uploaded.body}`,
    );
    restarts.push({ exitCode, exitMs, upMs, onIdleConnection });
    await sleep(SETTLE_MS);
  }
  loadStop.abort();
  const figures = await load;
  const upstreams = new Set();
  for (let i = 0; i < 4 * instanceCount; i += 1) upstreams.add((await fetch(`${publicUrl}/api/health`)).headers.get('x-upstream'));

  const { requests, failures, said } = loadFailures(figures);
  check(`${requests} requests through nginx during ${instanceCount} restarts, none failed`, said);
  // A GET cut on its way to a stopping instance is resent to the other one, unseen by the client;
  // a POST there would have been answered 502. So none may be cut, whatever the method.
  const unexpected = nginxErrors().split('\n').filter((line) => line && !EXPECTED_NGINX_ERROR.test(line));
  check(
    "nginx's error log: no request cut on its way to an instance, only connects refused",
    unexpected.length ? `${unexpected.length} other lines, the last: ${unexpected.slice(-5).join('\n')}` : null,
  );
  const unclean = restarts.map((r, i) => (r.exitCode === 0 ? null : `instance ${i + 1} exited ${r.exitCode}`)).filter(Boolean);
  const dropped = restarts.map((r, i) => (r.onIdleConnection === 200 ? null : `instance ${i + 1}: ${r.onIdleConnection}`)).filter(Boolean);
  check('a request sent on an idle keep-alive connection just after SIGTERM is answered, not dropped', dropped.join('; ') || null);
  if (upstreams.size !== instanceCount) unclean.push(`afterwards nginx answered from ${[...upstreams].join(', ')} only`);
  check('each instance drained and exited 0 after SIGTERM, then came back into nginx', unclean.join('; ') || null);

  const expressed = figures.byCall.get('POST /api/buyer/express-interest')?.times.length ?? 0;
  const db = await connect(databaseUrl);
  /** @type {{ jobs: number, completed: number, interest: number }} */
  let mails = { jobs: 0, completed: 0, interest: 0 };
  /** @type {Awaited<ReturnType<typeof checkInFlightWork>>} */
  let inFlight;
  try {
    // A fan-out becomes its mail jobs at some instance's next round: count once they are there.
    await waitForFanOuts(db, postIds, MAIL_LIMIT_MS);
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
    inFlight = await checkInFlightWork(db, uploads, postIds, uploadsDir);
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
  const stored = uploads.filter((u) => u.status === 201).length;
  check(
    `each of the ${uploads.length} uploads in flight at a SIGTERM was stored whole (${stored}) or refused with nothing stored (${uploads.length - stored})`,
    inFlight.uploadProblems.join('; ') || null,
  );
  check(`each of the ${postIds.length} posts gone live at a SIGTERM alerted each buyer its fan-out named once (${inFlight.alerts} alerts)`, inFlight.fanOutProblems.join('; ') || null);
  return {
    passed,
    problems,
    figures: { requests, failures, restarts, expressed, mailJobs: mails.jobs, mailsReceived: received, uploads: uploads.map((u) => u.status), alerts: inFlight.alerts },
  };
}
