// @ts-check
// What each simulated user does, in a loop until the time is up: a visitor opens the home page;
// a buyer logs in, opens the inbox and a post and sometimes expresses interest (once per post);
// a seller logs in and opens the post lists; an admin logs in and opens the users table. Every
// request is timed and checked against the status its call should answer.

const DEMO_PASSWORD = 'Demo1234';
const REQUEST_TIMEOUT_MS = 30_000;
/** Logged-in users log in again after this many rounds, so logins stay part of the load. */
const ROUNDS_PER_SESSION = 25;
const EXPRESSION_TEXT = 'We are a trade buyer with funds in place and would like the information pack.';

/**
 * @typedef {{ times: number[], failures: number, failureSamples: string[] }} CallFigures
 * @typedef {{ byCall: Map<string, CallFigures>, completedRequests: number }} RunFigures
 */

/**
 * @param {{ baseUrl: string, bareUrl: string, users: number, durationSeconds: number, thinkMs: number,
 *           rampUpSeconds: number, accounts: { buyers: string[], sellers: string[], admins: string[] }, bareOnly: boolean,
 *           signal?: AbortSignal }} options  `signal`: ends the run before `durationSeconds` (each user finishes its round)
 * @returns {Promise<RunFigures>}
 */
export async function runScenarios({ baseUrl, bareUrl, users, durationSeconds, thinkMs, rampUpSeconds, accounts, bareOnly, signal }) {
  /** @type {RunFigures} */
  const figures = { byCall: new Map(), completedRequests: 0 };
  const endsAt = Date.now() + durationSeconds * 1000;
  const timeLeft = () => Date.now() < endsAt && !signal?.aborted;
  const think = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * thinkMs));

  /**
   * One timed request. Answers the parsed JSON body (or null) when the status was the expected one.
   * @param {string} call  the name the figures are kept under
   * @param {string} url
   * @param {{ method?: string, token?: string, body?: unknown, expect?: number, clientAddress?: string }} [init]
   */
  async function timed(call, url, { method = 'GET', token, body, expect = 200, clientAddress } = {}) {
    const entry = figures.byCall.get(call) ?? { times: [], failures: 0, failureSamples: [] };
    figures.byCall.set(call, entry);
    const startedAt = performance.now();
    try {
      const response = await fetch(url, {
        method,
        headers: {
          ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const elapsed = performance.now() - startedAt;
      figures.completedRequests += 1;
      if (response.status !== expect) {
        entry.failures += 1;
        if (entry.failureSamples.length < 3) entry.failureSamples.push(`HTTP ${response.status}: ${text.slice(0, 160)}`);
        return null;
      }
      entry.times.push(elapsed);
      return text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (error) {
      entry.failures += 1;
      if (entry.failureSamples.length < 3) entry.failureSamples.push(/** @type {Error} */ (error).message);
      return null;
    }
  }

  /** @param {string} email @param {string} clientAddress @returns {Promise<string | null>} */
  async function logIn(email, clientAddress) {
    const answer = await timed('POST /api/login', `${baseUrl}/api/login`, { method: 'POST', body: { Email: email, Password: DEMO_PASSWORD }, clientAddress });
    return answer && typeof answer === 'object' ? answer.token : null;
  }

  let usersStarted = 0;
  /** @param {(token: string | null) => Promise<void>} round @param {string} [email] */
  async function loop(round, email) {
    const arrival = usersStarted;
    usersStarted += 1;
    // Users arrive spread over the ramp-up rather than all in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, (arrival / users) * rampUpSeconds * 1000));
    // Each user logs in from an address of its own, as users behind the load balancer do
    // (the product runs with TRUST_PROXY): the login throttle counts per client address.
    const clientAddress = `10.${(arrival >> 16) & 255}.${(arrival >> 8) & 255}.${arrival & 255}`;
    let token = null;
    for (let rounds = 0; timeLeft(); rounds += 1) {
      if (email && (token === null || rounds % ROUNDS_PER_SESSION === 0)) {
        token = await logIn(email, clientAddress);
        if (token === null) {
          await think();
          continue;
        }
      }
      await round(token);
      await think();
    }
  }

  const visitor = () =>
    loop(async () => {
      await timed('GET / (visitor home HTML)', `${baseUrl}/`);
      await timed('GET /api/unauth/homeposts', `${baseUrl}/api/unauth/homeposts`);
      await timed('GET /api/unauth/homestats', `${baseUrl}/api/unauth/homestats`);
    });

  const buyer = (/** @type {string} */ email) => {
    const expressed = new Set();
    return loop(async (token) => {
      const inbox = await timed('GET /api/buyer/posts-by-criteria', `${baseUrl}/api/buyer/posts-by-criteria?page=1`, { token: token ?? undefined });
      const posts = inbox && typeof inbox === 'object' && Array.isArray(inbox.posts) ? inbox.posts : [];
      if (posts.length === 0) return;
      const post = posts[Math.floor(Math.random() * posts.length)];
      await think();
      await timed('GET /api/allauth/post', `${baseUrl}/api/allauth/post?id=${post.businessId}`, { token: token ?? undefined });
      if (!expressed.has(post.businessId) && Math.random() < 0.3) {
        expressed.add(post.businessId);
        await think();
        await timed('POST /api/buyer/express-interest', `${baseUrl}/api/buyer/express-interest?id=${post.businessId}`, {
          method: 'POST',
          token: token ?? undefined,
          body: { ExpressInterestText: EXPRESSION_TEXT, ConnectedParty: false },
        });
      }
    }, email);
  };

  const seller = (/** @type {string} */ email) =>
    loop(async (token) => {
      const lists = ['posts?status=1', 'posts?status=7', 'posts?status=6', 'archived-posts'];
      const list = lists[Math.floor(Math.random() * lists.length)];
      await timed(`GET /api/seller/${list}`, `${baseUrl}/api/seller/${list}`, { token: token ?? undefined });
    }, email);

  const admin = (/** @type {string} */ email) =>
    loop(async (token) => {
      const filter = Math.random() < 0.5 ? '' : '&buyersOnly=true';
      await timed('GET /api/admin/users', `${baseUrl}/api/admin/users?page=1&pageSize=50${filter}`, { token: token ?? undefined });
    }, email);

  const bare = () => loop(async () => void (await timed('GET /bare (bare Fastify route)', bareUrl)));

  /** @type {Promise<void>[]} */
  const running = [];
  const started = { buyers: 0, sellers: 0, admins: 0 };
  /** The next unused account of a role, or undefined when each has its user. */
  const nextAccount = (/** @type {'buyers' | 'sellers' | 'admins'} */ role) => accounts[role][started[role]++];
  for (let index = 0; index < users; index += 1) {
    if (bareOnly) {
      running.push(bare());
      continue;
    }
    const share = index % 10; // 4 in 10 visitors, 3 buyers, 2 sellers, 1 admin
    const role = share < 4 ? null : share < 7 ? 'buyers' : share < 9 ? 'sellers' : 'admins';
    const email = role ? nextAccount(role) : undefined;
    if (!role || !email) running.push(visitor());
    else if (role === 'buyers') running.push(buyer(email));
    else if (role === 'sellers') running.push(seller(email));
    else running.push(admin(email));
  }
  await Promise.all(running);
  return figures;
}
