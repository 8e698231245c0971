import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdmin, createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

// Production builds keep `.map` files beside the bundles (webpack hidden-source-map): an admin
// reads them through the API to trace a field error; nobody gets them from the static files.

const root = mkdtempSync(path.join(tmpdir(), 'source-maps-'));
const MAP = { version: 3, file: 'main.3f2a9c1d0e12.js', sources: ['webpack://remote-seller/./src/index.ts'], mappings: 'AAAA' };
for (const dist of ['shell/dist', 'remote-seller/dist']) {
  mkdirSync(path.join(root, dist), { recursive: true });
  writeFileSync(path.join(root, dist, 'main.3f2a9c1d0e12.js'), 'console.log(1);');
  writeFileSync(path.join(root, dist, 'main.3f2a9c1d0e12.js.map'), JSON.stringify(MAP));
}
writeFileSync(path.join(root, 'secret.js.map'), '{"outside":"dist"}');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ config: { rootDir: root } });
  admin = await bearerFor(t, await createAdmin(t.db));
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const sourceMap = (query: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/source-map?${query}`, headers: authorization ? { authorization } : {} });

test('an admin reads the source map of the shell or a remote', async () => {
  for (const app of ['shell', 'seller']) {
    const res = await sourceMap(`app=${app}&file=main.3f2a9c1d0e12.js.map`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(MAP);
  }
});

test('the static files never serve a source map, the bundles still are', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/main.3f2a9c1d0e12.js' })).statusCode).toBe(200);
  for (const url of ['/main.3f2a9c1d0e12.js.map', '/remotes/seller/main.3f2a9c1d0e12.js.map']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    expect(res.body).not.toContain('mappings');
  }
});

test('a seller gets 403, anonymous 401, a missing map 404, a path or another file type 400', async () => {
  const query = 'app=seller&file=main.3f2a9c1d0e12.js.map';
  expect((await sourceMap(query, await bearerFor(t, await createSeller(t.db)))).statusCode).toBe(403);
  expect((await sourceMap(query)).statusCode).toBe(401);
  expect((await sourceMap('app=buyer&file=main.3f2a9c1d0e12.js.map', admin)).json()).toEqual({ message: 'No such source map in this build.' });
  for (const bad of ['app=seller&file=../../secret.js.map', 'app=seller&file=..%2F..%2Fsecret.js.map', 'app=seller&file=main.3f2a9c1d0e12.js', 'app=server&file=main.js.map']) {
    const res = await sourceMap(bad, admin);
    expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
  }
});
