import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { appServingBuiltTree, buildTestApp } from '../helper';

const root = mkdtempSync(path.join(tmpdir(), 'static-test-'));
const dataDir = path.join(root, '.data');
const INDEX = '<!doctype html><title>shell</title>';
const MAIN = 'console.log("main");';

function write(file: string, content: string, compressed = false) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  if (compressed) {
    writeFileSync(`${full}.br`, brotliCompressSync(Buffer.from(content)));
    writeFileSync(`${full}.gz`, gzipSync(Buffer.from(content)));
  }
}

write('shell/dist/index.html', INDEX, true);
write('shell/dist/main.3f2a9c1d0e.js', MAIN, true);
write('shell/dist/favicon.ico', 'ico');
write('remote-public/dist/remoteEntry.js', 'var remote_public;', true);
write('remote-public/dist/mf-manifest.json', '{"id":"remote_public"}');
write('remote-public/dist/412.a1b2c3d4e5f6.js', 'chunk');
// remote-buyer, remote-seller and remote-admin are not built: the app must still start.
write('.data/deployments/public-v2/remoteEntry.js', 'var remote_public_v2;');

const app = appServingBuiltTree(root, dataDir);

const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

describe('static serving of the built front ends', () => {
  test('shell at / with index.html no-cache', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  test('hashed files are immutable; unhashed ones revalidate', async () => {
    const hashed = await get('/main.3f2a9c1d0e.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/public/412.a1b2c3d4e5f6.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('immutable files carry no validators, ranges or request id; revalidated entry files keep their validators', async () => {
    for (const encoding of ['br', 'identity']) {
      const hashed = await get('/main.3f2a9c1d0e.js', { 'accept-encoding': encoding });
      for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) expect(hashed.headers[name]).toBeUndefined();
      expect(hashed.headers['vary']).toMatch(/accept-encoding/i);
    }
    const entry = await get('/remotes/public/remoteEntry.js');
    expect(entry.headers['etag']).toBeDefined();
    expect((await get('/remotes/public/remoteEntry.js', { 'if-none-match': String(entry.headers['etag']) })).statusCode).toBe(304);
  });

  test('scripts are text/javascript without a charset (the builds write ASCII only), compressed or not', async () => {
    for (const url of ['/main.3f2a9c1d0e.js', '/remotes/public/remoteEntry.js', '/remotes/public/412.a1b2c3d4e5f6.js']) {
      for (const encoding of ['br', 'gzip', 'identity']) expect((await get(url, { 'accept-encoding': encoding })).headers['content-type']).toBe('text/javascript');
    }
    expect((await get('/remotes/public/mf-manifest.json')).headers['content-type']).toMatch(/^application\/json/);
    expect((await get('/')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('scripts and manifests carry no document-only headers, but keep nosniff', async () => {
    for (const url of ['/main.3f2a9c1d0e.js', '/remotes/public/remoteEntry.js', '/remotes/public/mf-manifest.json']) {
      for (const encoding of ['br', 'identity']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-security-policy']).toBeUndefined();
        expect(res.headers['x-frame-options']).toBeUndefined();
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      }
    }
    // The page itself keeps them all.
    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  test('remoteEntry.js and mf-manifest.json of a remote are no-cache', async () => {
    const entry = await get('/remotes/public/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var remote_public;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/remotes/public/mf-manifest.json');
    expect(manifest.json()).toEqual({ id: 'remote_public' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  test('precompressed files are chosen by Accept-Encoding, with Vary', async () => {
    const br = await get('/main.3f2a9c1d0e.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await get('/main.3f2a9c1d0e.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/main.3f2a9c1d0e.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    const entry = await get('/remotes/public/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  test('a missing .js/.css/.json/.map answers 404, never the HTML fallback', async () => {
    for (const url of ['/main.deadbeef99.js', '/styles.css', '/remotes/public/999.0123456789.js', '/remotes/buyer/remoteEntry.js', '/x.json', '/main.js.map', '/deployments/none/remoteEntry.js']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>shell</title>');
    }
  });

  test('pages of the single-page app fall back to shell index.html', async () => {
    for (const url of ['/login', '/user/view-interest/12', '/user/live-posts?sort=1', '/posting-inbox/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
    expect((await get('/user/view-interest/12')).body).toBe(INDEX);
    // Not for the API, the remotes or POSTs.
    expect((await get('/api/unknown')).statusCode).toBe(404);
    expect((await get('/remotes/public/some/page')).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  test('/remotes.json is the default map, or .data/remotes.json read on each request', async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({
      remote_public: '/remotes/public/mf-manifest.json',
      remote_buyer: '/remotes/buyer/mf-manifest.json',
      remote_seller: '/remotes/seller/mf-manifest.json',
      remote_admin: '/remotes/admin/mf-manifest.json',
    });
    const override = { ...first.json(), remote_public: '/deployments/public-v2/mf-manifest.json' };
    writeFileSync(path.join(dataDir, 'remotes.json'), JSON.stringify(override));
    expect((await get('/remotes.json')).json()).toEqual(override);
    writeFileSync(path.join(dataDir, 'remotes.json'), '{ not json');
    expect((await get('/remotes.json')).json()).toEqual(first.json());
    rmSync(path.join(dataDir, 'remotes.json'));
  });

  test('.data/deployments/<dir>/ is served at /deployments/<dir>/', async () => {
    const res = await get('/deployments/public-v2/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('var remote_public_v2;');
    expect(res.headers['cache-control']).toBe('no-cache');
    // A deployment copied after start is served too.
    write('.data/deployments/public-v3/remoteEntry.js', 'v3');
    expect((await get('/deployments/public-v3/remoteEntry.js')).body).toBe('v3');
  });

  test('path traversal is refused', async () => {
    const res = await get('/remotes/public/..%2f..%2f.data%2fjwt-secret');
    expect([400, 403, 404]).toContain(res.statusCode);
  });
});

describe('without any built front end', () => {
  test('the app starts; pages answer 404 JSON; the API works', async () => {
    const bare = await buildTestApp();
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'Not Found' });
      expect((await bare.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
