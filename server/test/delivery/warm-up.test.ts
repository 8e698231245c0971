import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_RENDERED_ROUTES } from '@insolvency/shared-contracts';
import { createRemoteServerBuilds, serverBuildLocation } from '../../src/delivery/server-render/remote-server-build';
import { warmUpServerRendering } from '../../src/delivery/server-render/warm-up';
import { defaultStaticPaths } from '../../src/delivery/static-paths';
import { buildTestApp, treeWriter, type TestApp } from '../helper';
import { renderNumber, writeFakeServerBuild, writePublicPlan, writeSignedInPlan } from './fake-server-build';

/*
 * What the server does once it listens (app.ts's onListen hook): the pages a visitor opens first
 * rendered, the signed-in areas' server builds read, before anyone asks.
 */

/** A host of its own per test: the runtime's loaded builds are the process's, by manifest URL. */
let publicUrl: string;
let tests = 0;
let root: string;
let t: TestApp | undefined;

beforeEach(() => {
  tests += 1;
  publicUrl = `https://market-${tests}.example`;
  root = mkdtempSync(path.join(os.tmpdir(), 'warm-up-'));
  const write = treeWriter(root);
  write('shell/dist/index.html', '<!doctype html><html><head><title>shell</title></head><body><div id="page-before-app"></div><div id="root"></div><p>client-rendered page</p></body></html>');
  write('shell/dist/load-plan.json', { onPage: ['main.1.js'], providers: {}, signedIn: { files: [], shared: [] } });
  writePublicPlan(path.join(root, 'remote-public/dist'), SERVER_RENDERED_ROUTES);
  writeSignedInPlan(path.join(root, 'remote-buyer/dist'), 'remote_buyer', ['PostingInbox'], ['PostingInbox']);
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  rmSync(root, { recursive: true, force: true });
});

const startApp = async () => (t = await buildTestApp({ config: { rootDir: root, dataDir: path.join(root, '.data'), publicUrl } }));
const paths = () => defaultStaticPaths(root, path.join(root, '.data'));

test('the Login page a visitor asks for first was rendered before they asked', async () => {
  writeFakeServerBuild(path.join(root, 'remote-public/dist/server'), 'built remote-public');
  const { app } = await startApp();
  await warmUpServerRendering(app, paths());
  // The build counts its renders: the home was its first, Login its second, kept for the build.
  const login = await app.inject({ method: 'GET', url: '/login' });
  expect(login.body).toContain('<p>built remote-public</p>');
  expect(renderNumber(login.body)).toBe(2);
});

test("a signed-in area's server build is read before its first screen is asked for", async () => {
  writeFakeServerBuild(path.join(root, 'remote-public/dist/server'), 'built remote-public');
  const buyerBuild = path.join(root, 'remote-buyer/dist/server');
  writeFakeServerBuild(buyerBuild, 'built remote-buyer', undefined, { remote: 'remote_buyer' });
  const { app } = await startApp();
  await warmUpServerRendering(app, paths());
  // Its container is gone from the disk: only a build already read can still render.
  rmSync(path.join(buyerBuild, 'remoteEntry.built-remote-buyer.js'));
  const location = serverBuildLocation(paths(), publicUrl, 'buyer')!;
  const module = await createRemoteServerBuilds(() => Date.now()).load('remote_buyer', location);
  expect(typeof module.renderPage).toBe('function');
});

test('builds that cannot be loaded do not fail it: the pages are then the client-rendered shell page', async () => {
  writeFakeServerBuild(path.join(root, 'remote-public/dist/server'), 'broken remote-public', 'the build is broken');
  writeFakeServerBuild(path.join(root, 'remote-buyer/dist/server'), 'broken remote-buyer', 'the build is broken', { remote: 'remote_buyer' });
  rmSync(path.join(root, 'remote-buyer/dist/server/remoteEntry.broken-remote-buyer.js'));
  const { app } = await startApp();
  await expect(warmUpServerRendering(app, paths())).resolves.toBeUndefined();
  const home = await app.inject({ method: 'GET', url: '/' });
  expect(home.statusCode).toBe(200);
  expect(home.body).toContain('client-rendered page');
});
