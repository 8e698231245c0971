// Also run on PostgreSQL by `npm test`: what only a PostgreSQL server has (its pool, its connections, its files).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { build } from '../../../src/app';
import { createAdmin, createSeller } from '../../factories/users';
import { writeFakeServerBuild, writePublicPlan } from '../../delivery/fake-server-build';
import { anotherConnection, buildTestApp, testConfig, treeWriter, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

/*
 * Releases of a front-end area (issue 57): an admin uploads an area's dist/, which is checked,
 * stored in the database under its build's version and named by /remotes.json on every instance.
 * The builds are hand-written (fake-server-build.ts): a manifest, a load plan, a chunk and a
 * server build the federation runtime loads.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const root = mkdtempSync(path.join(tmpdir(), 'releases-'));
let clock = Date.parse('2026-11-20T10:00:00Z');
let t: TestApp;
let admin: string;
let adminName: string;
let adminUser: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  // The shell's page, into which the server puts a page its current remote-public renders.
  const write = treeWriter(path.join(root, 'site'));
  write('shell/dist/index.html', '<!doctype html><html><head><title>shell</title></head><body><div id="page-before-app"></div><div id="root"></div></body></html>');
  write('shell/dist/load-plan.json', { onPage: ['main.1.js'], providers: {}, signedIn: { files: [], shared: [] } });
  t = await buildTestApp({ now: () => clock, config: { rootDir: path.join(root, 'site') } });
  adminUser = await createAdmin(t.db);
  adminName = `${adminUser.forenames} ${adminUser.surname}`;
  admin = await bearerFor(t, adminUser);
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A remote-public dist/ of `version`: its chunk's text names the version. */
function publicBuild(version: string, { remote = 'remote_public', serverBuild = true } = {}): string {
  const dist = path.join(root, version);
  writeFileSync(path.join(mkdir(dist), 'mf-manifest.json'), JSON.stringify({ name: remote, metaData: { buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js' } } }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* entry ${version} */`);
  writeFileSync(path.join(dist, '123.abcdef012345.js'), `/* chunk of ${version} */`);
  writePublicPlan(dist, ['Help']);
  if (serverBuild) writeFakeServerBuild(path.join(dist, 'server'), version);
  return dist;
}

function mkdir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]));
}

/** The multipart body `npm run release` sends: area, notes, then each file of dist/ named by its path there. */
function releaseBody(area: string, dist: string, notes = ''): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'release-boundary-7f3a';
  const parts: Buffer[] = [];
  const field = (name: string, value: string) => parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  field('area', area);
  field('notes', notes);
  for (const file of filesUnder(dist)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(readFileSync(path.join(dist, file)), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function release(app: FastifyInstance, area: string, dist: string, notes = '', authorization = admin) {
  const body = releaseBody(area, dist, notes);
  return app.inject({ method: 'POST', url: '/api/admin/releases', payload: body.payload, headers: { ...body.headers, authorization } });
}

const rollback = (app: FastifyInstance, body: Record<string, unknown>, authorization = admin) =>
  app.inject({ method: 'POST', url: '/api/admin/releases/rollback', payload: body, headers: { authorization } });

const registry = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/remotes.json' })).json() as Record<string, string>;
const history = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/admin/releases', headers: { authorization: admin } })).json();
const publicHistory = async (app: FastifyInstance) => (await history(app)).find((entry: { area: string }) => entry.area === 'public');

test('with no release recorded, /remotes.json is the built remotes as before', async () => {
  expect(await registry(t.app)).toEqual({
    remote_public: '/remotes/public/mf-manifest.json',
    remote_buyer: '/remotes/buyer/mf-manifest.json',
    remote_seller: '/remotes/seller/mf-manifest.json',
    remote_admin: '/remotes/admin/mf-manifest.json',
  });
  expect(await publicHistory(t.app)).toEqual({ area: 'public', currentVersion: 'built-in', releases: [], changes: [] });
});

test('a release records version, who, when, notes and the previous release, makes it current and is audited', async () => {
  const first = await release(t.app, 'public', publicBuild('1.0.0'), 'First release');
  expect(first.statusCode).toBe(201);
  expect(first.json()).toEqual({
    area: 'public',
    version: '1.0.0',
    notes: 'First release',
    releasedBy: adminName,
    releasedAt: new Date(clock).toISOString(),
    previousVersion: 'built-in',
    fileCount: 6,
    byteSize: expect.any(Number),
  });
  expect((await registry(t.app)).remote_public).toBe('/releases/public/1.0.0/mf-manifest.json');
  expect((await registry(t.app)).remote_buyer).toBe('/remotes/buyer/mf-manifest.json');
  const chunk = await t.app.inject({ method: 'GET', url: '/releases/public/1.0.0/123.abcdef012345.js' });
  expect(chunk.statusCode).toBe(200);
  expect(chunk.body).toBe('/* chunk of 1.0.0 */');
  expect(chunk.headers['cache-control']).toContain('immutable');
  // The server renders remote-public's pages with the release's server build.
  expect((await t.app.inject({ method: 'GET', url: ROUTE_PATHS.Help })).body).toContain('<p>1.0.0</p>');

  clock += 60_000;
  const second = await release(t.app, 'public', publicBuild('1.1.0'), 'Search filters');
  expect(second.json()).toMatchObject({ version: '1.1.0', previousVersion: '1.0.0', notes: 'Search filters', releasedAt: new Date(clock).toISOString() });
  expect((await registry(t.app)).remote_public).toBe('/releases/public/1.1.0/mf-manifest.json');
  expect((await t.app.inject({ method: 'GET', url: ROUTE_PATHS.Help })).body).toContain('<p>1.1.0</p>');
  expect((await publicHistory(t.app)).changes.map((c: { action: string; version: string; fromVersion: string; by: string }) => [c.action, c.version, c.fromVersion, c.by])).toEqual([
    ['release', '1.1.0', '1.0.0', adminName],
    ['release', '1.0.0', 'built-in', adminName],
  ]);

  const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=release', headers: { authorization: admin } })).json();
  expect(audit.entries[0]).toMatchObject({ action: 'release', targetType: 'release', before: { area: 'public', version: '1.0.0' }, after: { area: 'public', version: '1.1.0', notes: 'Search filters' } });
});

test('a version is never overwritten: releasing it again is 409 and changes nothing', async () => {
  const before = await history(t.app);
  const again = await release(t.app, 'public', publicBuild('1.0.0'), 'again');
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toContain('remote-public 1.0.0 is already released');
  expect(await history(t.app)).toEqual(before);
  expect((await registry(t.app)).remote_public).toBe('/releases/public/1.1.0/mf-manifest.json');
});

test('a build that cannot work is refused with what to fix, and nothing changes', async () => {
  const before = await history(t.app);
  const noServerBuild = await release(t.app, 'public', publicBuild('2.0.0-no-server', { serverBuild: false }));
  expect(noServerBuild.statusCode).toBe(400);
  expect(noServerBuild.json().message).toBe('remote-public cannot be released: it has no server build (server/mf-manifest.json).');
  const otherArea = await release(t.app, 'seller', publicBuild('2.0.0-wrong-area'));
  expect(otherArea.statusCode).toBe(400);
  expect(otherArea.json().message).toContain("its mf-manifest.json is not remote_seller's");
  const broken = publicBuild('2.0.0-broken');
  writeFileSync(path.join(broken, 'server', 'remoteEntry.2-0-0-broken.js'), 'module.exports = {};');
  expect((await release(t.app, 'public', broken)).json().message).toContain('its server build does not load');
  expect((await release(t.app, 'nowhere', publicBuild('2.0.0-x'))).statusCode).toBe(400);
  expect(await history(t.app)).toEqual(before);
});

test('a build that does not fit the shell, the other areas or the API is refused with what to fix, and nothing changes', async () => {
  const before = await history(t.app);
  const registered = await registry(t.app);
  const refusal = async (area: string, dist: string) => {
    const answer = await release(t.app, area, dist);
    expect(answer.statusCode).toBe(400);
    return answer.json().message as string;
  };
  // (a) A shared singleton at a version the shell does not provide: the page has one React.
  const newReact = publicBuild('2.1.0-react');
  const manifestFile = path.join(newReact, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.shared = [{ name: 'react/jsx-runtime', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }];
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const reactVersion = (JSON.parse(readFileSync(require.resolve('react/package.json'), 'utf8')) as { version: string }).version;
  expect(await refusal('public', newReact)).toBe(
    `remote-public cannot be released: it requires react/jsx-runtime ^20.0.0 but the shell provides react ${reactVersion} (one copy per page): build it against react ${reactVersion}, or release the shell with a version that satisfies ^20.0.0 first.`,
  );
  // The shell's own range passes: the next build gets as far as its calls.
  manifest.shared = [{ name: 'react', version: reactVersion, requiredVersion: `^${reactVersion}`, singleton: true }];
  // (b) An API call the server does not have.
  const unknownCall = publicBuild('2.1.0-call');
  const planFile = path.join(unknownCall, 'load-plan.json');
  const plan = JSON.parse(readFileSync(planFile, 'utf8'));
  plan.routes.Search.firstCalls.visitor = ['/api/unauth/searches-gone?page=1'];
  writeFileSync(planFile, JSON.stringify(plan));
  writeFileSync(manifestFile.replace(newReact, unknownCall), JSON.stringify(manifest));
  expect(await refusal('public', unknownCall)).toBe(
    "remote-public cannot be released: its route Search calls GET /api/unauth/searches-gone, which the server's API does not have (see /api/docs): build it against this server's API, or release the server first.",
  );
  // (b') A mutation the server does not have: every endpoint the build's code injects is checked
  // (its plan's apiCalls), not only its screens' first calls; a mutation the server has passes.
  const unknownMutation = publicBuild('2.1.0-mutation');
  const mutationPlanFile = path.join(unknownMutation, 'load-plan.json');
  const mutationPlan = JSON.parse(readFileSync(mutationPlanFile, 'utf8'));
  mutationPlan.apiCalls = [
    { endpoint: 'buyerSaveKeywords', method: 'PUT', path: '/api/buyer/keywords' },
    { endpoint: 'buyerForgetKeywords', method: 'DELETE', path: '/api/buyer/keywords' },
  ];
  writeFileSync(mutationPlanFile, JSON.stringify(mutationPlan));
  writeFileSync(manifestFile.replace(newReact, unknownMutation), JSON.stringify(manifest));
  expect(await refusal('public', unknownMutation)).toBe(
    "remote-public cannot be released: its endpoint buyerForgetKeywords calls DELETE /api/buyer/keywords, which the server's API does not have (see /api/docs): build it against this server's API, or release the server first.",
  );
  // (c) A route another area serves now: remote-buyer claiming remote-public's help page.
  const buyer = mkdir(path.join(root, 'buyer-2.1.0'));
  writeFileSync(path.join(buyer, 'mf-manifest.json'), JSON.stringify({ name: 'remote_buyer', metaData: { buildInfo: { buildVersion: '2.1.0' }, remoteEntry: { name: 'remoteEntry.js' } } }));
  writeFileSync(path.join(buyer, 'remoteEntry.js'), '/* entry */');
  writeFileSync(
    path.join(buyer, 'load-plan.json'),
    JSON.stringify({ remote: 'remote_buyer', entry: [], routesExpose: { files: [], shared: [] }, routes: { BuyerHelp: { path: `${ROUTE_PATHS.Help}/`, files: [], shared: [], firstCalls: {}, serverRendered: false } } }),
  );
  expect(await refusal('buyer', buyer)).toBe(
    `remote-buyer cannot be released: its route BuyerHelp claims ${ROUTE_PATHS.Help}/, which remote-public serves: remove it from remote-buyer/src/routes.tsx, or move it out of remote-public first.`,
  );
  // (d) A server build that loads but cannot render its first route.
  const failing = publicBuild('2.1.0-render');
  writeFakeServerBuild(path.join(failing, 'server'), '2.1.0-render', 'document is not defined');
  expect(await refusal('public', failing)).toBe(`remote-public cannot be released: its server build does not render its first route, Help (${ROUTE_PATHS.Help}): document is not defined`);
  expect(await history(t.app)).toEqual(before);
  expect(await registry(t.app)).toEqual(registered);
});

test('a rollback puts back the release the current one replaced, or a version given; each is recorded', async () => {
  clock += 60_000;
  const back = await rollback(t.app, { area: 'public', notes: 'Filters break search' });
  expect(back.statusCode).toBe(200);
  expect(back.json()).toMatchObject({ action: 'rollback', version: '1.0.0', fromVersion: '1.1.0', by: adminName, notes: 'Filters break search' });
  expect((await registry(t.app)).remote_public).toBe('/releases/public/1.0.0/mf-manifest.json');

  const to = await rollback(t.app, { area: 'public', version: '1.1.0' });
  expect(to.json()).toMatchObject({ action: 'rollback', version: '1.1.0', fromVersion: '1.0.0' });
  expect((await registry(t.app)).remote_public).toBe('/releases/public/1.1.0/mf-manifest.json');

  expect((await rollback(t.app, { area: 'public', version: '1.1.0' })).statusCode).toBe(409);
  const unknown = await rollback(t.app, { area: 'public', version: '9.9.9' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('remote-public has no release 9.9.9.');
  expect((await rollback(t.app, { area: 'buyer' })).statusCode).toBe(409);
  expect((await rollback(t.app, { area: 'public', version: '../x' })).statusCode).toBe(400);
  const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=rollback', headers: { authorization: admin } })).json();
  expect(audit.entries.map((e: { after: { version: string } }) => e.after.version)).toEqual(['1.1.0', '1.0.0']);
});

test('a seller is refused (403), anonymous 401, and neither changes anything', async () => {
  const seller = await bearerFor(t, await createSeller(t.db));
  const before = await history(t.app);
  expect((await release(t.app, 'public', publicBuild('3.0.0'), '', seller)).statusCode).toBe(403);
  expect((await rollback(t.app, { area: 'public' }, seller)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/releases', headers: { authorization: seller } })).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/releases' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/api/admin/releases/rollback', payload: { area: 'public' } })).statusCode).toBe(401);
  expect(await history(t.app)).toEqual(before);
});

test('a replaced release stays served for the retention (7 days), then its files answer 404; unknown ones 404 at once', async () => {
  // 1.0.0 was replaced by the last rollback to 1.1.0.
  const oldChunk = '/releases/public/1.0.0/123.abcdef012345.js';
  clock += 7 * DAY_MS - 60_000;
  expect((await t.app.inject({ method: 'GET', url: oldChunk })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/releases/public/1.1.0/123.abcdef012345.js' })).statusCode).toBe(200);
  clock += 2 * 60_000;
  const gone = await t.app.inject({ method: 'GET', url: oldChunk });
  expect(gone.statusCode).toBe(404);
  expect(gone.headers['content-type']).toContain('application/json');
  // The current release is served however old it is.
  expect((await t.app.inject({ method: 'GET', url: '/releases/public/1.1.0/123.abcdef012345.js' })).statusCode).toBe(200);
  // Nor through a release still served: a path out of its folder is refused.
  for (const url of ['/releases/public/1.1.0/../1.0.0/123.abcdef012345.js', '/releases/public/1.1.0/%2e%2e/1.0.0/123.abcdef012345.js']) {
    expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).not.toEqual({ url, status: 200 });
  }
  for (const url of ['/releases/public/7.7.7/remoteEntry.js', '/releases/public/1.1.0/nothing.123456789abc.js', '/releases/.incoming/x/y.js', '/releases/public/1.1.0/123.abcdef012345.js.map']) {
    expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 });
  }
  // Rolled back to, it is served again (signed in anew: days have passed on the app's clock).
  admin = await bearerFor(t, adminUser, { now: new Date(clock) });
  expect((await rollback(t.app, { area: 'public', version: '1.0.0' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: oldChunk })).statusCode).toBe(200);
});

test('two instances on one database (on PostgreSQL, each with its own connections) agree: what one releases or rolls back, the other names and serves at once', async () => {
  // Its own data folder: it has none of the release files the first one received.
  const otherData = mkdtempSync(path.join(tmpdir(), 'releases-other-'));
  const connection = await anotherConnection(t);
  const other = await build({ db: connection.db, config: testConfig({ rootDir: path.join(root, 'site'), dataDir: otherData }), now: () => clock });
  try {
    await other.ready();
    expect(await registry(other)).toEqual(await registry(t.app));
    clock += 60_000;
    expect((await release(t.app, 'public', publicBuild('4.0.0'), 'from one')).statusCode).toBe(201);
    expect((await registry(other)).remote_public).toBe('/releases/public/4.0.0/mf-manifest.json');
    // The other instance has never seen these files: it copies them from the database.
    const chunk = await other.inject({ method: 'GET', url: '/releases/public/4.0.0/123.abcdef012345.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('/* chunk of 4.0.0 */');
    expect((await other.inject({ method: 'GET', url: '/releases/public/4.0.0/server/mf-manifest.json' })).statusCode).toBe(200);

    expect((await other.inject({ method: 'GET', url: ROUTE_PATHS.Help })).body).toContain('<p>4.0.0</p>');
    expect((await rollback(other, { area: 'public' })).json()).toMatchObject({ version: '1.0.0', fromVersion: '4.0.0' });
    expect((await t.app.inject({ method: 'GET', url: ROUTE_PATHS.Help })).body).toContain('<p>1.0.0</p>');
    expect((await registry(t.app)).remote_public).toBe('/releases/public/1.0.0/mf-manifest.json');
    expect(await history(t.app)).toEqual(await history(other));
  } finally {
    await other.close();
    await connection.close();
    rmSync(otherData, { recursive: true, force: true });
  }
});

test('/remotes.json carries an ETag: asked again with it, 304 until an area has a new release', async () => {
  const first = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]{27}"$/);
  const same = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { 'if-none-match': etag } });
  expect(same.statusCode).toBe(304);
  expect(same.body).toBe('');
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { 'if-none-match': `W/${etag}` } })).statusCode).toBe(304);
  clock += 60_000;
  expect((await release(t.app, 'public', publicBuild('9.0.0-etag'))).statusCode).toBe(201);
  const changed = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect(changed.json().remote_public).toBe('/releases/public/9.0.0-etag/mf-manifest.json');
  expect((await rollback(t.app, { area: 'public', notes: 'back' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
});
