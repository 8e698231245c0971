import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { ALL_ROLES, ROLES, SESSION_EXPIRED_MESSAGE, type Role } from '@insolvency/shared-contracts';
import { AppError } from '../../src/errors';
import { AREA_ACCESS, type ApiArea } from '../../src/plugins/auth';
import { GENERIC_500_MESSAGE } from '../../src/plugins/error-handler';
import type { ApiRoutes } from '../../src/routes';
import { createUser } from '../factories/users';
import { bearerFor } from '../sessions';
import { buildTestApp, type TestApp } from '../helper';

// Test-only probe routes, one per prefix, registered through build's `extraRoutes` so they
// sit under the product's own access hooks.
const probe: ApiRoutes = async (app) => {
  app.get('/__probe', async (request) => ({ user: request.user }));
};
const probeBody = z.object({ Reference: z.string().min(1, 'Please enter a Reference'), Nested: z.object({ TownCity: z.string() }).optional() });
const failures: ApiRoutes = async (app) => {
  app.get('/__boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/__app-error', async () => {
    throw new AppError(409, 'Interest already expressed', { errors: { ExpressInterestText: ['Already sent'] } });
  });
  app.post('/__echo', { schema: { body: probeBody, querystring: z.object({ id: z.coerce.number().int() }) } }, async (request) => ({
    body: request.body,
    id: request.query.id,
  }));
};

const areas = Object.keys(AREA_ACCESS) as ApiArea[];
let t: TestApp;
beforeAll(async () => {
  const extraRoutes = Object.fromEntries(areas.map((area) => [area, [probe]])) as Record<ApiArea, ApiRoutes[]>;
  t = await buildTestApp({ extraRoutes: { ...extraRoutes, root: [failures] } });
});
afterAll(async () => t?.close());



describe('access is decided once per prefix', () => {
  const guarded = areas.filter((a) => AREA_ACCESS[a] !== null);

  test.each(areas.filter((a) => AREA_ACCESS[a] === null))('/api/%s is open to visitors', async (area) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${area}/__probe` });
    expect(res.statusCode).toBe(200);
  });

  test.each(guarded)('/api/%s answers 401 without a token, with a bad one and with an expired one', async (area) => {
    const none = await t.app.inject({ method: 'GET', url: `/api/${area}/__probe` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: expect.any(String) });
    const bad = await t.app.inject({ method: 'GET', url: `/api/${area}/__probe`, headers: { authorization: 'Bearer not.a.jwt' } });
    expect(bad.statusCode).toBe(401);
    const admin = await createUser(t.db, { role: ROLES.admin });
    const expired = await bearerFor(t, admin, { now: new Date(Date.now() - 3600_000) });
    const old = await t.app.inject({ method: 'GET', url: `/api/${area}/__probe`, headers: { authorization: expired } });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  });

  const matrix = guarded.flatMap((area) => ALL_ROLES.map((role) => [area, role] as const));
  test.each(matrix)('/api/%s with role %s', async (area, role) => {
    const allowed = (AREA_ACCESS[area] as readonly Role[]).includes(role);
    const caller = await createUser(t.db, { role });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${area}/__probe`,
      headers: { authorization: await bearerFor(t, { ...caller, name: 'Probe' }) },
    });
    expect(res.statusCode).toBe(allowed ? 200 : 403);
    if (allowed) expect(res.json()).toEqual({ user: { id: caller.id, role, name: 'Probe', sessionId: expect.any(String) } });
    else expect(res.json()).toEqual({ message: expect.any(String) });
  });

  test('seller admits Admin, admin admits only Admin, buyer only Interested Party', () => {
    expect(AREA_ACCESS.seller).toEqual([ROLES.seller, ROLES.admin]);
    expect(AREA_ACCESS.admin).toEqual([ROLES.admin]);
    expect(AREA_ACCESS.buyer).toEqual([ROLES.buyer]);
  });
});

describe('errors are JSON {message, errors?}', () => {
  test('unexpected errors answer a generic 500 without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC_500_MESSAGE });
    expect(res.body).not.toContain('hunter2');
  });

  test('AppError keeps its status, message and field errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Interest already expressed', errors: { ExpressInterestText: ['Already sent'] } });
  });

  test('validation failures answer 400 per field; names match case-insensitively at every depth', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/__echo?id=3', payload: { reference: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Please enter a Reference', errors: { Reference: ['Please enter a Reference'] } });
    const ok = await t.app.inject({ method: 'POST', url: '/api/__echo?ID=3', payload: { REFERENCE: 'R1', nested: { towncity: 'Leeds' } } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ body: { Reference: 'R1', Nested: { TownCity: 'Leeds' } }, id: 3 });
    const badQuery = await t.app.inject({ method: 'POST', url: '/api/__echo?id=abc', payload: { Reference: 'R1' } });
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(badQuery.json().errors)).toEqual(['id']);
  });

  test('unknown /api paths answer 404 JSON; wrong content types answer 415 JSON', async () => {
    for (const [method, url] of [['GET', '/api/nothing-here'], ['POST', '/api/buyer/nothing'], ['GET', '/api']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<x/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('client input never causes a 500', () => {
  const cases: Array<[string, InjectOptions]> = [
    ['prototype pollution', { method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1},"Email":"a","Password":"b"}' }],
    ['an array body', { method: 'POST', url: '/api/login', payload: [] as unknown as object }],
    ['wrong field types', { method: 'POST', url: '/api/login', payload: { Email: 5, Password: { a: 1 } } }],
    ['a malformed URL', { method: 'GET', url: '/api/%E0%A4%A' }],
    ['a repeated query parameter', { method: 'POST', url: '/api/__echo?id=1&id=2', payload: { Reference: 'R' } }],
    ['a huge bearer token', { method: 'GET', url: '/api/allauth/account-details', headers: { authorization: `Bearer ${'a'.repeat(20000)}` } }],
    ['a token with alg none', { method: 'GET', url: '/api/allauth/account-details', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6IkFkbWluIn0.' } }],
    ['odd refresh headers', { method: 'POST', url: '/api/refresh-token', headers: { accesstoken: 'é', refreshtoken: '\u0000' } }],
  ];
  test.each(cases)('%s', async (_name, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});

describe('headers', () => {
  test('a Content-Security-Policy a Module Federation front end works under', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('x-request-id is taken from the request when well-formed, otherwise generated', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers['x-request-id']).toBe('lb-1234.abc');
    const hostile = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  test('/api/docs/json lists every product route with its zod-derived schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/login', '/api/refresh-token', '/api/logout', '/api/allauth/account-details']) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const login = doc.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['Email', 'Password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    expect(doc.paths['/api/allauth/account-details'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});
