import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { CALLERS, type FuzzFixture } from '../fuzz/fixture';
import { startFuzzApp } from '../fuzz/fuzz-app';
import { wellFormedRequests, type Operation } from '../fuzz/request-arbitrary';
import { createUser, TEST_PASSWORD } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { capturedLog } from '../log-capture';

// ASVS 4.0.3 level 2, as the API and the HTML pages answer: V14.4 HTTP security headers,
// V3 token-based sessions without cookies, V13 oversized bodies refused, V7.1.1 no
// credentials or tokens in the log.

const root = mkdtempSync(path.join(tmpdir(), 'asvs-'));
mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');

const { lines: logLines, logger } = capturedLog('trace');

let t: TestApp;
let fixture: FuzzFixture;
let operations: Operation[];
beforeAll(async () => {
  ({ t, fixture, operations } = await startFuzzApp({ config: { rootDir: root }, logger }));
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

function cspOf(res: LightMyRequestResponse): Record<string, string[]> {
  return Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('V14.4 HTTP security headers, on HTML and API answers alike', () => {
  const answers = () => ({
    'the HTML shell': t.app.inject({ method: 'GET', url: '/' }),
    'a deep link': t.app.inject({ method: 'GET', url: '/user/live-posts' }),
    'a path of no page (404, the same page)': t.app.inject({ method: 'GET', url: '/seller/posts' }),
    'an API answer': t.app.inject({ method: 'GET', url: '/api/health' }),
    'an API refusal': t.app.inject({ method: 'GET', url: '/api/seller/posts' }),
    'an unknown API call': t.app.inject({ method: 'GET', url: '/api/nowhere' }),
  });

  test('V14.4.1 a content type with its character set', async () => {
    for (const [name, answer] of Object.entries(answers())) {
      expect({ name, type: (await answer).headers['content-type'] }).toEqual({ name, type: expect.stringMatching(/^(text\/html|application\/json); charset=utf-8$/) });
    }
  });

  test('V14.4.3 and V14.4.7 a CSP of our own origin only, no plugins, no framing, no foreign base', async () => {
    for (const [name, answer] of Object.entries(answers())) {
      const csp = cspOf(await answer);
      expect({ name, csp }).toEqual({
        name,
        csp: expect.objectContaining({
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
        }),
      });
    }
  });

  test('V14.4.4, V14.4.6, V14.4.7 nosniff, no referrer, no framing', async () => {
    for (const [name, answer] of Object.entries(answers())) {
      const { headers } = await answer;
      expect({ name, nosniff: headers['x-content-type-options'], referrer: headers['referrer-policy'], frame: headers['x-frame-options'] }).toEqual({
        name,
        nosniff: 'nosniff',
        referrer: 'no-referrer',
        frame: 'DENY',
      });
    }
  });

  test('V14.4.5 HSTS when served over HTTPS', async () => {
    const https = await buildTestApp({ config: { publicUrl: 'https://marketplace.example' } });
    try {
      for (const url of ['/api/health', '/api/nowhere']) {
        expect((await https.app.inject({ method: 'GET', url })).headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      }
    } finally {
      await https.close();
    }
  });

  test('V8.2.1 API answers are not stored by browsers or proxies', async () => {
    for (const url of ['/api/health', '/api/allauth/account-details', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: fixture.authorization.buyer! } });
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
  });
});

describe('V3 sessions are bearer tokens: no cookie is ever set', () => {
  test('no call of the document sets a cookie, whoever calls it', async () => {
    const known = { ids: fixture.knownIds, emails: fixture.knownEmails };
    const cookies: string[] = [];
    for (const op of operations) {
      const [request] = wellFormedRequests(op, known, { seed: 1, samples: 1 });
      for (const caller of CALLERS) {
        const authorization = fixture.authorization[caller];
        const res = await t.app.inject({ ...request, headers: authorization ? { authorization } : {} });
        if (res.headers['set-cookie']) cookies.push(`${op.operationId} as ${caller}: ${res.headers['set-cookie']}`);
      }
    }
    for (const url of ['/', '/seller/posts', '/api/docs/json']) if ((await t.app.inject({ method: 'GET', url })).headers['set-cookie']) cookies.push(url);
    expect(cookies).toEqual([]);
  });
});

describe('V13 oversized request bodies', () => {
  test('every call that takes a body refuses one over 2 MB with 413 and a JSON message', async () => {
    const huge = JSON.stringify({ Description: 'x'.repeat(2 * 1024 * 1024 + 1) });
    const answers: string[] = [];
    for (const op of operations.filter((candidate) => candidate.body)) {
      const res = await t.app.inject({
        method: op.method as 'POST',
        url: op.path,
        payload: huge,
        // A caller the area admits: otherwise the refusal comes first, before the body is read.
        headers: { 'content-type': 'application/json', authorization: fixture.authorization[op.path.startsWith('/api/buyer/') ? 'buyer' : 'admin']! },
      });
      answers.push(`${op.operationId}: ${res.statusCode} ${typeof res.json().message}`);
    }
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => !answer.endsWith(': 413 string'))).toEqual([]);
  });
});

describe('V7.1.1 no credentials, tokens or the signing key in the log', () => {
  test('a login, a refresh, a logout and refusals log none of them', async () => {
    const user = await createUser(t.db);
    logLines.length = 0;
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: user.email1, Password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const { token, refreshToken } = login.json() as { token: string; refreshToken: string };
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/refresh-token', headers: { accesstoken: token, refreshtoken: refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    const pair = refreshed.json() as { token: string; refreshToken: string };
    await t.app.inject({ method: 'GET', url: '/api/allauth/account-details', headers: { authorization: `Bearer ${pair.token}` } });
    // Reusing the first refresh token is refused (and revokes the family).
    expect((await t.app.inject({ method: 'POST', url: '/api/refresh-token', headers: { accesstoken: token, refreshtoken: refreshToken } })).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: user.email1, Password: 'Wrong-password-1' } });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { refreshtoken: pair.refreshToken } });

    const log = logLines.join('');
    expect(log).toContain('/api/refresh-token');
    for (const secret of [t.config.jwtSecret, token, refreshToken, pair.token, pair.refreshToken, TEST_PASSWORD, 'Wrong-password-1']) {
      expect(log.includes(secret)).toBe(false);
    }
  });
});
