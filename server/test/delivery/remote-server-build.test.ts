import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ServerRenderRequest } from '@insolvency/shared-contracts';
import { createRemoteServerBuilds } from '../../src/delivery/server-render/remote-server-build';
import { renderedRequest, writeFakeServerBuild } from './fake-server-build';

/*
 * The federation runtime in Node, loading remote-public's server build from a folder or over
 * HTTP. The builds are hand-written containers (fake-server-build.ts); the real build is loaded
 * by the journeys (public/post-teasers, composition/remote-public-deployments).
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'remote-server-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const request: ServerRenderRequest = { route: 'Help', address: '/help/faqs', publicUrl: 'https://market.example', serverApiCall: async () => ({ status: 200, body: null }) };
const local = (folder: string) => ({ manifestUrl: `https://market.example/deployments/${folder}/server/mf-manifest.json`, localDir: path.join(root, folder, 'server') });

async function rendered(builds: ReturnType<typeof createRemoteServerBuilds>, location: ReturnType<typeof local> | { manifestUrl: string }) {
  const module = await builds.load('remote_public', location);
  return (await module.renderPage(request)).html;
}

test('a build in a folder this server serves is loaded through the runtime and renders what it is asked', async () => {
  writeFakeServerBuild(local('v1').localDir, 'v1');
  const html = await rendered(createRemoteServerBuilds(Date.now), local('v1'));
  expect(html).toContain('<p>v1</p>');
  expect(renderedRequest(html)).toEqual({ route: 'Help', address: '/help/faqs', publicUrl: 'https://market.example' });
});

test('each build is its own: two deployments loaded in one process render their own pages', async () => {
  writeFakeServerBuild(local('blue').localDir, 'blue');
  writeFakeServerBuild(local('green').localDir, 'green');
  const builds = createRemoteServerBuilds(Date.now);
  expect(await rendered(builds, local('blue'))).toContain('<p>blue</p>');
  expect(await rendered(builds, local('green'))).toContain('<p>green</p>');
  expect(await rendered(builds, local('blue'))).toContain('<p>blue</p>');
});

test('a build rewritten in place is loaded again', async () => {
  const location = local('in-place');
  writeFakeServerBuild(location.localDir, 'first');
  const builds = createRemoteServerBuilds(Date.now);
  expect(await rendered(builds, location)).toContain('<p>first</p>');
  writeFakeServerBuild(location.localDir, 'second');
  const later = new Date(Date.now() + 5_000);
  utimesSync(path.join(location.localDir, 'mf-manifest.json'), later, later);
  expect(await rendered(builds, location)).toContain('<p>second</p>');
});

test('a build that cannot be loaded is tried again only after 30 seconds', async () => {
  let now = 0;
  const builds = createRemoteServerBuilds(() => now);
  const location = local('late');
  writeFakeServerBuild(location.localDir, 'late');
  const entryFile = path.join(location.localDir, 'remoteEntry.late.js');
  const entry = readFileSync(entryFile, 'utf8');
  rmSync(entryFile);
  await expect(builds.load('remote_public', location)).rejects.toThrow();

  writeFileSync(entryFile, entry);
  now = 29_000;
  await expect(builds.load('remote_public', location)).rejects.toThrow();
  now = 31_000;
  expect(await rendered(builds, location)).toContain('<p>late</p>');
});

test('a container that exposes no renderer is refused', async () => {
  const location = local('not-a-renderer');
  writeFakeServerBuild(location.localDir, 'x');
  writeFileSync(path.join(location.localDir, 'remoteEntry.x.js'), `module.exports = { init() {}, get() { return () => ({}); } };`);
  await expect(createRemoteServerBuilds(Date.now).load('remote_public', location)).rejects.toThrow('exposes no ./server-render with renderPage');
});

describe('a build on another host (a CDN)', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    writeFakeServerBuild(path.join(root, 'cdn', 'server'), 'from the CDN');
    server = createServer((incoming, answer) => {
      readFile(path.join(root, 'cdn', ...(incoming.url ?? '').split('/')))
        .then((body) => answer.writeHead(200).end(body))
        .catch(() => answer.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('is fetched over HTTP', async () => {
    expect(await rendered(createRemoteServerBuilds(Date.now), { manifestUrl: `${origin}/server/mf-manifest.json` })).toContain('<p>from the CDN</p>');
  });

  test('answering 404 is a failed load', async () => {
    await expect(createRemoteServerBuilds(Date.now).load('remote_public', { manifestUrl: `${origin}/missing/mf-manifest.json` })).rejects.toThrow();
  });
});
