import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

test('GET /api/health answers ok once the database answers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
  expect(res.headers['x-request-id']).toBeTruthy();
});
