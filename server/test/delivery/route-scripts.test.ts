import { mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import type { RoutePreloads } from '@insolvency/shared-contracts';
import { routeScripts } from '../../src/delivery/route-scripts';
import { defaultStaticPaths } from '../../src/delivery/static-paths';
import { appServingBuiltTree, treeWriter } from '../helper';

// A small built tree (the load plans of build-tools/webpack/load-plan-plugin.js) whose chunks are
// one-line scripts, each ending with its source map comment as webpack writes it.
const root = mkdtempSync(path.join(tmpdir(), 'route-scripts-test-'));
const dataDir = path.join(root, '.data');

const write = treeWriter(root);
const chunk = (name: string) => `(self.webpackChunk=self.webpackChunk||[]).push([["${name}"],{}]);\n//# sourceMappingURL=${name}.map`;

write('shell/dist/index.html', '<!doctype html><title>shell</title>');
write('shell/dist/load-plan.json', {
  onPage: ['main.1.js', 'every-page.1.js'],
  providers: { '@insolvency/shared-ui/table': { files: ['table.1.js', 'every-page.1.js'], shared: [] } },
  signedIn: { files: ['feed.1.js'], shared: [] },
});
write('shell/dist/table.1.js', chunk('table'));
write('shell/dist/feed.1.js', chunk('feed'));
write('remote-public/dist/mf-manifest.json', '{}');
/** A remote's plan: its entry, the files of its route manifest, its routes' files and shared keys. */
const writePlan = (area: string, routesExpose: string[], routes: Record<string, { files: string[]; shared: string[] }>) =>
  write(`remote-${area}/dist/load-plan.json`, { remote: `remote_${area}`, entry: ['remoteEntry.js'], routesExpose: { files: routesExpose, shared: [] }, routes });
writePlan('public', ['routes.p.js'], { ConditionalHome: { files: ['home.p.js'], shared: [] }, Login: { files: ['missing.p.js'], shared: [] } });
write('remote-public/dist/remoteEntry.js', 'var remote_public;remote_public={get(){},init(){}};\n//# sourceMappingURL=remoteEntry.js.map');
write('remote-public/dist/routes.p.js', chunk('routes.p'));
write('remote-public/dist/home.p.js', chunk('home.p'));
write('remote-buyer/dist/mf-manifest.json', '{}');
// A plan naming files outside its folder, or what is not a script: neither listed nor read.
writePlan('buyer', ['routes.b.js', '../../outside.js', '/etc/outside.js', 'styles.css'], { PostingInbox: { files: ['inbox.b.js'], shared: ['@insolvency/shared-ui/table'] } });
write('outside.js', 'OUTSIDE THE BUILD');
write('remote-buyer/dist/styles.css', 'body{}');
write('remote-buyer/dist/remoteEntry.js', 'var remote_buyer;remote_buyer={get(){},init(){}};');
write('remote-buyer/dist/routes.b.js', chunk('routes.b'));
write('remote-buyer/dist/inbox.b.js', chunk('inbox.b'));

const app = appServingBuiltTree(root, dataDir);
const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

// The remotes' entries are not in it (the shell loads them apart), nor remote-public's route
// manifest: only the remote that owns the route loads before the screen.
const INBOX_SCRIPTS = [
  '/remotes/buyer/routes.b.js',
  '/remotes/buyer/inbox.b.js',
  '/feed.1.js',
  '/table.1.js',
];

describe("/route-scripts: a page's later scripts as one", () => {
  test('holds the listed files in their order, each opened by its URL and without its source map comment, as a script to revalidate', async () => {
    const listed = (await get('/route-preloads?path=%2Fposting-inbox%2F')).json<RoutePreloads>().scripts;
    expect(listed).toEqual(INBOX_SCRIPTS.map((href) => ({ href, as: 'script' })));

    const res = await get('/route-scripts?path=%2Fposting-inbox%2F');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.body.match(/^\/\*! (\S+) \*\/$/gm)).toEqual(INBOX_SCRIPTS.map((url) => `/*! ${url} */`));
    expect(res.body).not.toContain('remoteEntry');
    expect(res.body).toContain('push([["inbox.b"],{}])');
    expect(res.body).not.toContain('sourceMappingURL');
    expect(res.body).not.toContain('OUTSIDE THE BUILD');
    expect(res.body).not.toContain('body{}');
    expect(res.body.indexOf('routes.b')).toBeLessThan(res.body.indexOf('inbox.b'));
  });

  test('is compressed with brotli, else gzip, as the client accepts, with the same content', async () => {
    const identity = await get('/route-scripts?path=%2F');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const brotli = await get('/route-scripts?path=%2F', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(identity.body);
    const gzipped = await get('/route-scripts?path=%2F', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(identity.body);
  });

  test('answers 304 to a client that has it, and a new script once a file changes (a deploy)', async () => {
    const first = await get('/route-scripts?path=%2F');
    const again = await get('/route-scripts?path=%2F', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    write('remote-public/dist/home.p.js', chunk('home.p2'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'remote-public/dist/home.p.js'), later, later);
    const changed = await get('/route-scripts?path=%2F', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.body).toContain('home.p2');
  });

  test("answers brotli's best once made (what the warm-up waits for before the first visitor)", async () => {
    write('remote-public/dist/home.p.js', `${chunk('home.p')}\n// best`);
    const scripts = (await routeScripts(defaultStaticPaths(root, dataDir), '/'))!;
    await scripts.best;
    const best = brotliCompressSync(scripts.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: scripts.identity.length } });
    expect((await scripts.encoded('br')).equals(best)).toBe(true);
    const served = await get('/route-scripts?path=%2F', { 'accept-encoding': 'br' });
    expect(served.rawPayload.equals(best)).toBe(true);
  });

  test('answers 404 with a message when the page has no later scripts or one of them is missing (the shell then loads them one by one)', async () => {
    for (const pagePath of ['/no-such-page', '/login']) {
      const res = await get(`/route-scripts?path=${encodeURIComponent(pagePath)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(`No scripts to load for ${pagePath}.`);
    }
  });

  test('refuses a request without a page path, with a clear message', async () => {
    for (const url of ['/route-scripts', '/route-scripts?path=admin']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/path/);
    }
  });
});
