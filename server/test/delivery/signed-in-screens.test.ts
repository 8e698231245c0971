import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_SCRIPTS_TEMPLATE_ID, ROLES, SIGNED_IN_SCREEN_PAGE_ATTRIBUTE, SIGNED_IN_SCREEN_PATH, type ServerRenderRequest } from '@insolvency/shared-contracts';
import { createUser } from '../factories/users';
import { buildTestApp, treeWriter, type TestApp } from '../helper';
import { bearerFor } from '../sessions';
import { renderedRequest, writeFakeServerBuild, writeSignedInPlan } from './fake-server-build';

/*
 * `GET /api/allauth/screen`: a signed-in deep link's screen, rendered by its remote's server build
 * (hand-written containers here, fake-server-build.ts; the real builds render in each remote's
 * server-render test and in the journeys) with the user's data, asked for by the page's first
 * script with the user's token.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'signed-in-screens-'));
const dataDir = path.join(root, '.data');
const write = treeWriter(root);
const PAGE_ANTD_STYLE_MAP = 'css-1|Button-Button|ant-btn:h1';

let t: TestApp;
let buyer: string;
let admin: string;

beforeAll(async () => {
  write('shell/dist/index.html', `<!doctype html><html><head><title>shell</title><script defer="defer" src="/main.1.js"></script><style>.data-ant-cssinjs-cache-path{content:"${PAGE_ANTD_STYLE_MAP}";}</style></head><body><div id="page-before-app"></div><div id="root"></div></body></html>`);
  write('shell/dist/load-plan.json', { onPage: ['main.1.js'], providers: {}, signedIn: { files: [], shared: [] } });
  writeSignedInPlan(path.join(root, 'remote-buyer/dist'), 'remote_buyer', ['PostingInbox', 'Watchlist'], ['PostingInbox']);
  writeFakeServerBuild(path.join(root, 'remote-buyer/dist/server'), 'built remote-buyer', undefined, {
    remote: 'remote_buyer',
    apiCalls: ['/api/buyer/optional-criteria-set', '/api/admin/users?page=1&pageSize=10', '/elsewhere'],
  });
  writeSignedInPlan(path.join(root, 'remote-admin/dist'), 'remote_admin', ['AdminUsers', 'AdminPosts'], ['AdminUsers', 'AdminPosts']);
  writeFakeServerBuild(path.join(root, 'remote-admin/dist/server'), 'built remote-admin', 'the admin build is broken', { remote: 'remote_admin' });
  t = await buildTestApp({ config: { rootDir: root, dataDir, publicUrl: 'https://market.example' } });
  buyer = await bearerFor(t, await createUser(t.db, { role: ROLES.buyer, forenames: 'Tom' }));
  admin = await bearerFor(t, await createUser(t.db, { role: ROLES.admin }));
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const screen = (address: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url: `${SIGNED_IN_SCREEN_PATH}?address=${encodeURIComponent(address)}`, headers: authorization ? { authorization } : {} });

test("a buyer's inbox is rendered by remote-buyer's server build for that route and address, with the user's token and the shell page's styles", async () => {
  const res = await screen('/posting-inbox/?page=2&sort=endDate', buyer);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const page = res.json<{ html: string; head: string }>();
  expect(page.html).toContain('<p>built remote-buyer</p>');
  expect(page.head).toBe('<style>/* built remote-buyer */</style>');
  const request = renderedRequest(page.html) as ServerRenderRequest & { answers: unknown[] };
  expect(request).toMatchObject({
    route: 'PostingInbox',
    address: '/posting-inbox/?page=2&sort=endDate',
    accessToken: buyer.replace('Bearer ', ''),
    pageAntdStyleMap: PAGE_ANTD_STYLE_MAP,
  });
});

test("the build's calls are answered by the API as the browser's would be, with the user's token: its own data, 403 for another role's, and nothing outside /api", async () => {
  const request = renderedRequest((await screen('/posting-inbox/', buyer)).json<{ html: string }>().html) as { answers: unknown[] };
  const [own, others, elsewhere] = request.answers;
  expect(own).toMatchObject({ status: 200, body: { optionalCriteriaSet: false } });
  expect(others).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this.' } });
  expect(elsewhere).toEqual({ refused: 'a server render may call the API only, not /elsewhere' });
});

test('without a valid token the answer is 401 and nothing is rendered', async () => {
  expect((await screen('/posting-inbox/')).statusCode).toBe(401);
  const forged = await screen('/posting-inbox/', 'Bearer not.a.token');
  expect(forged.statusCode).toBe(401);
  expect(forged.json()).toEqual({ message: expect.any(String) });
});

test("a page of another role's area is refused (403); a page the server does not render, or a build that fails, answers 204 and the app draws it", async () => {
  expect((await screen('/admin/users', buyer)).json()).toEqual({ message: 'You do not have permission to do this.' });
  expect((await screen('/admin/users', buyer)).statusCode).toBe(403);
  for (const address of ['/watchlist', '/user/account-details', '/no-such-page', '/']) {
    const res = await screen(address, buyer);
    expect({ address, status: res.statusCode, body: res.body }).toEqual({ address, status: 204, body: '' });
  }
  // remote-admin's server build throws: logged, and the page is the app's to draw, never a 5xx.
  expect((await screen('/admin/users', admin)).statusCode).toBe(204);
});

test('an address that is not a path of this site is refused with 400', async () => {
  for (const address of ['https://evil.example/posting-inbox/', '//evil.example/posting-inbox/', '/\\evil.example', 'posting-inbox', '']) {
    const res = await screen(address, buyer);
    expect({ address, status: res.statusCode }).toEqual({ address, status: 400 });
    expect(res.json<{ message: string }>().message).toMatch(/address/i);
  }
  expect((await t.app.inject({ method: 'GET', url: SIGNED_IN_SCREEN_PATH, headers: { authorization: buyer } })).statusCode).toBe(400);
});

test("the page of a deep link the server renders holds the app's scripts and their preloads for its first script to start once the screen is in, and hints nothing else", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/posting-inbox/?page=2', headers: { 'accept-encoding': 'identity' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain(`<head><template id="${PAGE_SCRIPTS_TEMPLATE_ID}" ${SIGNED_IN_SCREEN_PAGE_ATTRIBUTE}><link rel="preload" as="script" href="/main.1.js"><script defer="defer" src="/main.1.js"></script></template><title>shell</title><style>`);
  expect(res.body.match(/<script defer="defer"/g)).toHaveLength(1);
  expect(res.headers.link).toBeUndefined();
  expect((await t.app.inject({ method: 'GET', url: '/posting-inbox/', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
});

test("a deep link whose route no deployed plan renders on the server gets the shell's page, its scripts named in it and preloaded", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/user/live-posts' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<head><link rel="preload" as="script" href="/main.1.js"><title>shell</title><script defer="defer" src="/main.1.js"></script>');
  expect(res.body).not.toContain(PAGE_SCRIPTS_TEMPLATE_ID);
});
