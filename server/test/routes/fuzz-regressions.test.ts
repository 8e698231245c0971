import { buildTestApp, type TestApp } from '../helper';

// The exact inputs that made the fuzzer (test/fuzz) find a server error, kept as API tests.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('a field named like an Object member (seed 20261123)', () => {
  test('an extra `constructor` field in a JSON body is ignored, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/validate-emails',
      payload: { Email: 'jo@example.com', Email2: 'jo@example.org', createdBy: {}, constructor: 'undefined' },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(200);
  });

  test('a `constructor` query parameter is ignored, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unauth/homeposts?page=1&constructor=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
