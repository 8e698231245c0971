// @ts-check
// What must hold with two API instances behind the load balancer (`npm run cluster -- --check`).
// Each check talks to the instances directly (A and B) where it matters which one answers, and
// through nginx otherwise. Answers the problems found (none when all holds).
import { sleep } from '../bench/util.mjs';
import { call, londonDate } from '../faults/api-process.mjs';

const PASSWORD = 'Demo1234';

/**
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown, headers?: Record<string, string> }} [init]
 */
async function request(url, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null, text };
}

/** @typedef {{ to: string, text: string }} Mail */

/** The mails delivered so far that contain `marker` (quoted-printable soft breaks undone), by recipient. */
function mailsContaining(/** @type {() => Mail[]} */ mails, /** @type {string} */ marker) {
  /** @type {Map<string, number>} */
  const byRecipient = new Map();
  for (const mail of mails()) {
    if (!mail.text.replace(/=\r?\n/g, '').includes(marker)) continue;
    byRecipient.set(mail.to, (byRecipient.get(mail.to) ?? 0) + 1);
  }
  return byRecipient;
}

/** The requests an instance's metrics count for `route` (the histogram's `_count`, over methods and statuses). */
async function requestsCounted(/** @type {string} */ metricsUrl, /** @type {string} */ route) {
  const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(10_000) })).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/**
 * @param {{ publicUrl: string, instanceUrls: string[], metricsUrls: string[], mails: () => Mail[], databaseUrl: string }} cluster
 * @returns {Promise<{ passed: string[], problems: string[] }>}
 */
export async function checkCluster({ publicUrl, instanceUrls: [a, b], metricsUrls, mails }) {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const passed = [];
  const check = async (/** @type {string} */ name, /** @type {() => Promise<string | null>} */ body) => {
    const problem = await body().catch((error) => `could not run: ${error.message}`);
    console.log(`${problem ? 'FAILED' : 'passed'}  ${name}`);
    if (problem) problems.push(`${name}: ${problem}`);
    else passed.push(name);
  };
  const login = (/** @type {string} */ base, /** @type {string} */ email, password = PASSWORD, headers = {}) =>
    request(`${base}/api/login`, { method: 'POST', body: { Email: email, Password: password }, headers });
  const refresh = (/** @type {string} */ base, /** @type {{ token: string, refreshToken: string }} */ pair) =>
    request(`${base}/api/refresh-token`, { method: 'POST', headers: { accesstoken: pair.token, refreshtoken: pair.refreshToken } });

  await check('both instances answer behind nginx (round robin)', async () => {
    const upstreams = new Set();
    for (let i = 0; i < 6; i += 1) upstreams.add((await fetch(`${publicUrl}/api/health`)).headers.get('x-upstream'));
    return upstreams.size === 2 ? null : `answers came from ${[...upstreams].join(', ')}`;
  });

  await check('both instances are ready, and each counts its own requests on its metrics port, not served through nginx', async () => {
    for (const base of [a, b]) {
      const ready = await request(`${base}/api/ready`);
      if (ready.status !== 200) return `${base}/api/ready: HTTP ${ready.status} ${ready.text}`;
    }
    const counts = () => Promise.all(metricsUrls.map((url) => requestsCounted(url, '/api/health')));
    const before = await counts();
    for (let i = 0; i < 3; i += 1) await request(`${a}/api/health`);
    // A request is counted once its answer has gone out: allow the last one a moment.
    const deadline = Date.now() + 2_000;
    let after = await counts();
    while (after[0] - before[0] < 3 && Date.now() < deadline) {
      await sleep(50);
      after = await counts();
    }
    if (after[0] - before[0] !== 3) return `A's metrics counted ${after[0] - before[0]} of 3 health checks sent to A`;
    if (after[1] !== before[1]) return `B's metrics counted ${after[1] - before[1]} health checks sent to A`;
    // `/metrics` is a page path there: the shell's Not Found page (404, HTML) answers it, never the metrics.
    for (const path of ['/metrics', '/api/metrics']) {
      const throughNginx = await request(`${publicUrl}${path}`);
      if (throughNginx.text.includes('http_request_duration_seconds')) return `${publicUrl}${path} serves the metrics`;
      if (path.startsWith('/api/') && throughNginx.status !== 404) return `${publicUrl}${path}: HTTP ${throughNginx.status} (expected 404)`;
    }
    return null;
  });

  await check('logged in on A, the session refreshes on B', async () => {
    const first = await login(a, 'buyer@example.com');
    if (first.status !== 200) return `login on A: HTTP ${first.status}`;
    const second = await refresh(b, first.json);
    if (second.status !== 200) return `refresh on B: HTTP ${second.status} ${second.text}`;
    const inbox = await request(`${a}/api/buyer/posts-by-criteria`, { token: second.json.token });
    return inbox.status === 200 ? null : `B's new access token on A: HTTP ${inbox.status}`;
  });

  await check('a refresh token used twice, on A then on B, is caught and ends the session', async () => {
    const first = (await login(a, 'buyer@example.com')).json;
    const rotated = await refresh(a, first);
    if (rotated.status !== 200) return `refresh on A: HTTP ${rotated.status}`;
    const reused = await refresh(b, first);
    if (reused.status !== 401) return `the used refresh token on B: HTTP ${reused.status} (expected 401)`;
    const afterTheft = await refresh(a, rotated.json);
    return afterTheft.status === 401 ? null : `the family's newest token after the reuse: HTTP ${afterTheft.status} (expected 401: the family is revoked)`;
  });

  await check('logged out on A, the access token is refused on B at once', async () => {
    const pair = (await login(a, 'seller@example.com')).json;
    const before = await request(`${b}/api/seller/archived-posts`, { token: pair.token });
    if (before.status !== 200) return `before logout on B: HTTP ${before.status}`;
    const logout = await request(`${a}/api/logout`, { method: 'POST', headers: { refreshtoken: pair.refreshToken } });
    if (logout.status !== 200) return `logout on A: HTTP ${logout.status}`;
    const after = await request(`${b}/api/seller/archived-posts`, { token: pair.token });
    return after.status === 401 ? null : `on B right after logout on A: HTTP ${after.status} (expected 401)`;
  });

  await check('login throttling is shared: 5 wrong passwords over A and B, the 6th refused', async () => {
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const email = `cluster-check-${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(i % 2 ? b : a, email, 'Wrong-password-1', client)).status);
    return statuses.slice(0, 5).every((s) => s === 401) && statuses[5] === 429 ? null : `statuses ${statuses.join(', ')} (expected 401 x5 then 429)`;
  });

  await check('request limits are shared: password-reset mails to one address, 3 an hour over A and B', async () => {
    const client = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
    for (let i = 0; i < 5; i += 1) await request(`${i % 2 ? b : a}/api/unauth/forgotpassword`, { method: 'POST', body: { Email: 'david.evans@example.com' }, headers: client });
    // Queued and sent by either instance's worker: wait for the three, then a moment for a fourth.
    const sent = () => [...mailsContaining(mails, 'david.evans@example.com').values()].reduce((sum, n) => sum + n, 0);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && sent() < 3) await sleep(500);
    await sleep(3_000);
    return sent() === 3 ? null : `${sent()} reset mails for 5 requests (expected 3)`;
  });

  await check('a post going live on both instances at once alerts each matching buyer once', async () => {
    const seller = (await login(publicUrl, 'seller@example.com')).json.token;
    const buyer = (await login(publicUrl, 'buyer@example.com')).json.token;
    const labels = (await call(`${publicUrl}/api/label/newpost`, { token: seller })).json;
    const categories = (await call(`${publicUrl}/api/label/nestedcategories`, { token: seller })).json;
    const criteria = { location: labels.locationLabels[0].locationId, turnover: labels.turnoverLabels[0].turnoverId, employees: labels.employeeFields[0].employeesId };
    // The demo buyer asks for exactly such posts, with no optional criteria.
    const preferences = [
      ['location-size-preferences', { Locations: [criteria.location], Turnovers: [criteria.turnover], Employees: [criteria.employees] }],
      ['category-preferences', { Categories: [] }],
      ['asset-preferences', { KeyAssets: [] }],
      ['keywords', { Keywords: '' }],
    ];
    for (const [name, body] of preferences) {
      const saved = await request(`${publicUrl}/api/buyer/${name}`, { method: 'PUT', token: buyer, body });
      if (saved.status !== 200) return `saving the buyer's ${name}: HTTP ${saved.status} ${saved.text}`;
    }
    const run = `CLX${Date.now().toString(36).toUpperCase()}`;
    const drafts = [];
    for (let i = 0; i < 4; i += 1) {
      const draft = await request(`${publicUrl}/api/seller/draft`, {
        method: 'POST',
        token: seller,
        body: {
          Reference: `${run}-${i}`,
          ActivityHeading: `Cluster check ${run}-${i}`,
          Location: [criteria.location],
          BusinessStatusId: labels.appointmentStatusLabels[0].businessStatusId,
          TradingStatusId: labels.tradingStatusLabels[0].tradingStatusId,
          TurnoverId: criteria.turnover,
          EmployeesId: criteria.employees,
          PrimaryCategory: categories.categoryLabels[0].categoryId,
          Description: `<p>Cluster check ${run}-${i}.</p>`,
          DisplayHome: true,
        },
      });
      if (draft.status !== 200) return `creating a draft: HTTP ${draft.status} ${draft.text}`;
      drafts.push(draft.json.businessId);
    }
    // Posted at once, half on each instance: both sweep for announcements at the same time.
    const posting = { StartDate: londonDate(0), EndDate: londonDate(27) };
    const posted = await Promise.all(drafts.map((id, i) => request(`${i % 2 ? b : a}/api/seller/post-draft?id=${id}`, { method: 'POST', token: seller, body: posting })));
    if (posted.some((answer) => answer.status !== 200)) return `posting: ${posted.map((p) => p.status).join(', ')}`;
    // Announced at once; the periodic sweep (60 s) is the fallback, so allow beyond it.
    const deadline = Date.now() + 75_000;
    const alerted = () => drafts.map((_, i) => mailsContaining(mails, `${run}-${i}`).get('buyer@example.com') ?? 0);
    while (Date.now() < deadline && alerted().some((n) => n === 0)) await sleep(1_000);
    await sleep(5_000); // a second copy would be here by now
    const counts = drafts.map((_, i) => [...mailsContaining(mails, `${run}-${i}`).entries()]);
    const wrong = counts.flatMap((entries, i) => entries.filter(([, n]) => n !== 1).map(([to, n]) => `post ${i}: ${n} alerts to ${to}`));
    const missing = alerted().map((n, i) => (n === 0 ? `post ${i}: no alert to buyer@example.com` : null)).filter(Boolean);
    return [...wrong, ...missing].join('; ') || null;
  });

  return { passed, problems };
}
