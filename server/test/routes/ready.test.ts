// Also run on PostgreSQL by `npm test`: the job queue and mail on connections of their own (pg-boss), which PGlite shares with the app.
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helper';

// Issue 47: a load balancer sends traffic to an instance only once `GET /api/ready` says so:
// its database answers, its migrations are all applied and its job queue runs.

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => t?.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

test('200 {status: "ready"} once the database answers, migrations are done and the queue runs; liveness unchanged', async () => {
  const res = await ready();
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ready' });
  expect(res.headers['cache-control']).toBe('no-store');
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
});

test('503 once the instance is shutting down (SIGTERM), so the load balancer sends its traffic elsewhere while it drains', async () => {
  t.app.draining = true;
  const res = await ready();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'Not ready: this instance is shutting down.' });
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
});

test('503 naming the database when it stops answering, within a few seconds rather than hanging', async () => {
  jest.spyOn(t.db, 'execute').mockImplementation(() => new Promise(() => undefined) as never);
  const started = Date.now();
  const res = await ready();
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'Not ready: the database did not answer within 2 seconds.' });
});

test('503 naming the database when its connection is refused', async () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  jest.spyOn(t.db, 'execute').mockRejectedValue(refused);
  const res = await ready();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'Not ready: the database did not answer.' });
});

test('503 naming the migrations when the database lacks the latest one', async () => {
  await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
  const res = await ready();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'Not ready: the database is missing migrations of this version.' });
});

test('503 naming the job queue when it is not running', async () => {
  await t.app.mailer.close();
  const res = await ready();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'Not ready: the job queue is not running.' });
});

test('the OpenAPI document declares the call: operationId, summary, no security, its 503', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operation = doc.paths['/api/ready'].get;
  expect(operation.operationId).toEqual(expect.any(String));
  expect(operation.summary).toEqual(expect.any(String));
  expect(operation.security).toEqual([]);
  expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '503']));
});
