import { buildTestApp, type TestApp } from '../helper';

// The default CSP (self-hosted ALTCHA) is checked in platform.test.ts: nothing beyond our origin.
describe('Content-Security-Policy with Google reCAPTCHA configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { recaptchaSecret: 'test-recaptcha-secret', recaptchaSiteKey: 'test-site-key' } });
  });
  afterAll(async () => t?.close());

  test("admits Google's reCAPTCHA script and challenge frame, and nothing else of Google's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directives = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );

    expect(directives['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(directives['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('Content-Security-Policy without reCAPTCHA (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  test('admits scripts and frames from our own origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);

    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|;)default-src 'self'(;|$)/);
    // No frame-src: frames fall back to default-src 'self'.
    expect(csp).not.toContain('frame-src');
    expect(csp).not.toContain('google');
  });
});

describe('Content-Security-Policy with an embedded admin report configured (ADMIN_REPORT_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { adminReportUrl: 'https://reports.example.com/embed/marketplace?page=1' } });
  });
  afterAll(async () => t?.close());

  test("admits frames from the report's origin only, and nothing else from it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)frame-src https:\/\/reports\.example\.com(;|$)/);
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
  });
});

describe('security headers on every answer, errors included', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  test.each([
    ['a malformed URL', { method: 'GET', url: '/api/label/%E0%A4%A' }],
    ['an unknown API path', { method: 'GET', url: '/api/nowhere' }],
    ['bad JSON', { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"Email":' }],
    ['a wrong content type', { method: 'POST', url: '/api/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }],
    ['a body too large', { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(3 * 1024 * 1024)}"` }],
    ['a missing token', { method: 'GET', url: '/api/allauth/account-details' }],
  ] as const)('%s', async (_name, request) => {
    const res = await t.app.inject(request as never);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
