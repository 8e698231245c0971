// @ts-check
// What `npm run release` and `npm run rollback` share: the areas, their arguments, and signing in
// to the running server's admin API, which records who did what (the audit trail).

export const AREAS = ['public', 'buyer', 'seller', 'admin'];

/**
 * The area and the options after it (`--notes <text>`, `--to <version>`, `--url <address>`).
 * @param {string[]} argv @param {string} usage @param {string[]} options names without `--`
 */
export function parseArguments(argv, usage, options) {
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {string[]} */
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s);
      if (!options.includes(name)) fail(`Unknown option ${arg}.\n${usage}`);
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) fail(`${arg} needs a value.\n${usage}`);
      values[name] = value;
    } else positional.push(arg);
  }
  const area = positional[0]?.replace(/^remote-/, '');
  if (positional.length !== 1 || !AREAS.includes(area)) fail(usage);
  return { area, ...values };
}

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The server to release on: `--url`, RELEASE_URL, or this machine's `npm start` (PORT). */
export function serverUrl(/** @type {string | undefined} */ url) {
  return (url ?? process.env.RELEASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
}

const DEMO_ADMIN = { email: 'admin@example.com', password: 'Demo1234' };

/**
 * `Authorization` for an admin: RELEASE_EMAIL and RELEASE_PASSWORD, or on this machine alone the
 * demo admin (DESIGN.md: seeded into the embedded database of `npm start`).
 * @param {string} base
 */
export async function signIn(base) {
  let email = process.env.RELEASE_EMAIL;
  let password = process.env.RELEASE_PASSWORD;
  if (!email || !password) {
    if (!/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(base)) fail('Set RELEASE_EMAIL and RELEASE_PASSWORD to an Admin account of that server.');
    ({ email, password } = DEMO_ADMIN);
    console.log(`Signing in as the demo admin ${email} (set RELEASE_EMAIL and RELEASE_PASSWORD for another account).`);
  }
  const response = await call(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email: email, Password: password }) });
  const body = /** @type {{ token?: string, message?: string }} */ (await response.json().catch(() => ({})));
  if (!response.ok || !body.token) fail(`Signing in to ${base} as ${email} failed: ${body.message ?? response.status}.`);
  return `Bearer ${body.token}`;
}

/** fetch, with a refusal to connect said plainly. @param {string} url @param {RequestInit} init */
export async function call(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    fail(`Cannot reach ${new URL(url).origin} (${/** @type {Error} */ (error).cause ?? error}). Is the server running (npm start)?`);
  }
}

/** The server's answer as JSON; its message and exit 1 when refused. @param {Response} response */
export async function answer(response) {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) fail(`Refused (${response.status}): ${body.message ?? JSON.stringify(body)}`);
  return body;
}
