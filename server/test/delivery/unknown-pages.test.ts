import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES, SITE_STATUS, londonToday } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { createPost } from '../factories/posts';
import { createUser } from '../factories/users';
import { buildTestApp, treeWriter, type TestApp } from '../helper';
import { bearerFor } from '../sessions';
import { writePublicPlan, writeSignedInPlan } from './fake-server-build';

/*
 * A page path no area of the app owns answers 404 with the app's own page, which boots and shows
 * its Not Found screen; so does a post's page whose post no signed-in user but its owner (or
 * Admin) could open, the same for a draft as for an id that never was. Every page of the app's
 * routes still answers 200, as do the files, the API and the registry their own way.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'unknown-pages-'));
const dataDir = path.join(root, '.data');
const write = treeWriter(root);
const today = londonToday();
const SHELL_PAGE = '<!doctype html><html><head><title>shell</title></head><body><div id="page-before-app"></div><div id="root"></div></body></html>';

let t: TestApp;
let buyer: string;

beforeAll(async () => {
  write('shell/dist/index.html', SHELL_PAGE);
  write('shell/dist/load-plan.json', { onPage: ['main.1.js'], providers: {}, signedIn: { files: [], shared: [] } });
  write('shell/dist/main.1.js', 'main()');
  writePublicPlan(path.join(root, 'remote-public/dist'), []);
  writeSignedInPlan(path.join(root, 'remote-buyer/dist'), 'remote_buyer', ['PostingInbox', 'Watchlist'], ['PostingInbox']);
  t = await buildTestApp({ config: { rootDir: root, dataDir, publicUrl: 'https://market.example' } });
  await seedReferenceLabels(t.db);
  buyer = await bearerFor(t, await createUser(t.db, { role: ROLES.buyer }));
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** The page the browser draws the app from (the shell's), as a path of the app answers it. */
const clientPage = async () => (await get('/user/live-posts')).body;

test('a path no area owns answers 404 with the same page as a path of the app, so the app boots and shows Not Found', async () => {
  const page = await clientPage();
  expect(page).toContain('<div id="root">');
  for (const url of ['/this-does-not-exist', '/no/such/page-here', '/user/nowhere?x=1', '/post/12/nowhere', '/admin', '/not-found']) {
    const res = await get(url);
    expect({ url, status: res.statusCode, type: res.headers['content-type'], cache: res.headers['cache-control'] }).toEqual({
      url,
      status: 404,
      type: 'text/html; charset=utf-8',
      cache: 'no-cache',
    });
    expect(res.body).toBe(page);
  }
  expect((await t.app.inject({ method: 'HEAD', url: '/this-does-not-exist' })).statusCode).toBe(404);
});

test("every route of the app still answers 200, with or without the user's token, whatever case or trailing slash the app's router takes", async () => {
  const urls = ['/', '/login', '/help/faqs', '/posting-inbox/', '/posting-inbox', '/watchlist/', '/user/live-posts?sort=1', '/user/view-interest/12', '/admin/users', '/post/post-new', '/USER/Live-Posts'];
  for (const url of urls) {
    for (const headers of [{}, { authorization: buyer }] as Record<string, string>[]) {
      const res = await get(url, headers);
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 200, type: 'text/html; charset=utf-8' });
    }
  }
});

test('a post page answers 200 for a post a signed-in user may open, and 404 alike for an unknown id, a bad one, a draft and a scheduled post', async () => {
  const page = await clientPage();
  const opened = [SITE_STATUS.forSale, SITE_STATUS.withdrawn, SITE_STATUS.sold, SITE_STATUS.expired];
  for (const status of opened) {
    const post = await createPost(t.db, { status, today });
    for (const url of [`/post/${post.id}`, `/post/${post.id}/`]) {
      const res = await get(url, { authorization: buyer });
      expect({ status, url, code: res.statusCode }).toEqual({ status, url, code: 200 });
    }
  }
  const unpublished = [await createPost(t.db, { status: SITE_STATUS.draft, today }), await createPost(t.db, { status: SITE_STATUS.scheduled, today })];
  for (const url of [...unpublished.map((post) => `/post/${post.id}`), '/post/999999', '/post/0', '/post/-1', '/post/abc', '/post/1.5', '/post/99999999999999999999']) {
    const res = await get(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    expect(res.body).toBe(page);
  }
});

test('files, the API, the remotes and the registry answer as before: a missing script is a short 404 without the page', async () => {
  for (const url of ['/main.deadbeef99.js', '/styles.css', '/remotes/public/999.0123456789.js', '/remotes/public/some/page', '/x.json']) {
    const res = await get(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    expect(res.body).not.toContain('<title>shell</title>');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  }
  const api = await get('/api/nowhere');
  expect({ status: api.statusCode, type: api.headers['content-type'] }).toEqual({ status: 404, type: 'application/json; charset=utf-8' });
  expect((await get('/main.1.js')).statusCode).toBe(200);
  expect((await get('/remotes.json')).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: '/this-does-not-exist' })).headers['content-type']).toMatch(/^application\/json/);
});
