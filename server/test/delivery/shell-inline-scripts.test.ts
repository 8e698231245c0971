import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, treeWriter, type TestApp } from '../helper';

/*
 * The shell's page runs its first script inline (page-before-app.js), so that it paints without
 * a round trip for it: the CSP of a page admits exactly the inline scripts of the index.html
 * deployed now, by their hashes, and an API answer admits none.
 */

const root = mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
const write = treeWriter(root);
const pageWithScript = (source: string) => `<!doctype html><html><head><script>${source}</script></head><body><div id="root"></div></body></html>`;
const sourceOf = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const scriptSources = (csp: unknown) => /(?:^|;)script-src ([^;]*)/.exec(String(csp))?.[1].split(' ');

let t: TestApp;
beforeAll(async () => {
  write('shell/dist/index.html', pageWithScript('document.documentElement.className="a";'));
  t = await buildTestApp({ config: { rootDir: root, dataDir: path.join(root, '.data') } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

test("a page's CSP admits the shell page's inline script by its hash, and no other", async () => {
  const res = await t.app.inject({ method: 'GET', url: '/user/live-posts' });
  expect(res.statusCode).toBe(200);
  expect(scriptSources(res.headers['content-security-policy'])).toEqual(["'self'", sourceOf('document.documentElement.className="a";')]);
});

test('a redeployed shell page with another script is admitted by its own hash, the old one no longer', async () => {
  write('shell/dist/index.html', pageWithScript('document.documentElement.className="changed";'));
  const res = await t.app.inject({ method: 'GET', url: '/user/live-posts' });
  expect(scriptSources(res.headers['content-security-policy'])).toEqual(["'self'", sourceOf('document.documentElement.className="changed";')]);
});

test('an API answer admits no inline script', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(scriptSources(res.headers['content-security-policy'])).toEqual(["'self'"]);
});

test("a file's answer admits no inline script; the shell's page asked for by its name does", async () => {
  write('shell/dist/main.0123456789ab.js', 'console.log(1);');
  const file = await t.app.inject({ method: 'GET', url: '/main.0123456789ab.js' });
  expect(file.statusCode).toBe(200);
  expect(String(file.headers['content-security-policy'] ?? '')).not.toContain('sha256-');
  const page = await t.app.inject({ method: 'GET', url: '/index.html' });
  expect(scriptSources(page.headers['content-security-policy'])).toHaveLength(2);
});
