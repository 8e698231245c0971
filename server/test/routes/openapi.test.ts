import { buildTestApp, type TestApp } from '../helper';

// The document at /api/docs/json is for API users: every call says what it is for, how it
// is authorised and how it refuses. New calls are checked by the same loop.

let t: TestApp;
let doc: { paths: Record<string, Record<string, Record<string, unknown>>>; components: { securitySchemes: Record<string, unknown> } };
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, path, op })));

test('the document lists the calls', () => {
  expect(operations().length).toBeGreaterThan(30);
  expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
});

test('every call has a unique operationId and a summary', () => {
  const ids = operations().map(({ op }) => op.operationId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { call, op } of operations()) {
    expect({ call, operationId: typeof op.operationId }).toEqual({ call, operationId: 'string' });
    expect({ call, summary: typeof op.summary === 'string' && op.summary.length > 5 }).toEqual({ call, summary: true });
  }
});

/** Open calls that take a token when there is one: search counts a signed-in caller's searches apart. */
const OPTIONAL_TOKEN = new Set(['GET /api/unauth/search']);

test('every call states its security: a bearer token on guarded areas, none elsewhere, either on an open call that counts a signed-in caller apart', () => {
  for (const { call, path, op } of operations()) {
    const guarded = /^\/api\/(allauth|buyer|seller|admin)\//.test(path);
    const expected = guarded ? [{ bearerAuth: [] }] : OPTIONAL_TOKEN.has(call) ? [{}, { bearerAuth: [] }] : [];
    expect({ call, security: op.security }).toEqual({ call, security: expected });
  }
});

test('every call lists its 4xx answers: 400 where it takes input, 401 and 403 where guarded', () => {
  for (const { call, path, op } of operations()) {
    const codes = Object.keys((op.responses ?? {}) as Record<string, unknown>);
    const takesInput = Boolean(op.requestBody) || ((op.parameters ?? []) as { in: string }[]).some((p) => p.in !== 'header');
    if (takesInput) expect({ call, has400: codes.includes('400') }).toEqual({ call, has400: true });
    if (/^\/api\/(allauth|buyer|seller|admin)\//.test(path)) expect({ call, guardedCodes: codes.filter((c) => c === '401' || c === '403') }).toEqual({ call, guardedCodes: ['401', '403'] });
  }
});
