// Also run on PostgreSQL by `npm test`: what only a PostgreSQL server has (its pool, its connections, its files).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { expressInterestIn, multipartBody, samplePdf } from '../factories/deal-room';
import { createPost } from '../factories/posts';
import { createBuyer, type TestUser } from '../factories/users';
import { authorizationFor, openDealRoomApp } from '../deal-room-app';
import { buildTestApp, type TestApp } from '../helper';
import { capturedLog } from '../log-capture';

// Issue 47: what the product does is visible to Prometheus on a port of its own, never the public one.

let t: TestApp;
let seller: TestUser;
const log = capturedLog('info');
let publicUrl: string;
let metricsUrl: string;

beforeAll(async () => {
  ({ t, seller } = await openDealRoomApp({ logger: log.logger }));
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  publicUrl = address;
  const metrics = await t.app.metrics.listening;
  metricsUrl = `http://127.0.0.1:${metrics.port}/metrics`;
});
afterAll(async () => t?.close());

const scrape = async () => {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};
/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
/** Scrapes until `series` reads `expected` (the server settles a request after answering it); at most 5 s. */
async function eventually(series: string, expected: number): Promise<void> {
  const until = Date.now() + 5_000;
  let value: number | undefined;
  while (Date.now() < until) {
    value = sample(await scrape(), series);
    if (value === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect({ series, value }).toEqual({ series, value: expected });
}

test('the metrics port counts a request by its route pattern and status, with its latency histogram', async () => {
  const post = await createPost(t.db, { createdBy: seller.id });
  const headers = await authorizationFor(t, seller);
  for (let i = 0; i < 2; i++) expect((await fetch(`${publicUrl}/api/seller/pack-documents?id=${post.id}`, { headers })).status).toBe(200);
  expect((await fetch(`${publicUrl}/api/seller/pack-documents?id=999999`, { headers })).status).toBe(404);

  const route = 'method="GET",route="/api/seller/pack-documents"';
  await eventually(`http_request_duration_seconds_count{${route},status_code="200"}`, 2);
  const text = await scrape();
  expect(sample(text, `http_request_duration_seconds_count{${route},status_code="404"}`)).toBe(1);
  expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${route},status_code="200"}`)).toBe(2);
  expect(sample(text, `http_request_duration_seconds_sum{${route},status_code="200"}`)).toBeGreaterThan(0);
  // The query string (and any id in it) never becomes a label.
  expect(text).not.toContain('id=999999');
});

test('unknown paths are counted under one label, not their raw URL', async () => {
  for (const path of ['/api/no-such-call-1', '/api/no-such-call-2']) expect((await fetch(`${publicUrl}${path}`)).status).toBe(404);
  const text = await scrape();
  expect(text).not.toContain('no-such-call');
  expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}')).toBeGreaterThanOrEqual(2);
});

test('the public port serves no metrics: /metrics and /api/metrics are 404', async () => {
  for (const path of ['/metrics', '/api/metrics']) {
    const res = await fetch(`${publicUrl}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_request_duration_seconds');
  }
});

test('a metrics port already taken is logged and the app still serves its public port', async () => {
  const second = await buildTestApp({ config: { metricsPort: (await t.app.metrics.listening).port } });
  try {
    const address = await second.app.listen({ port: 0, host: '127.0.0.1' });
    await expect(second.app.metrics.listening).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
  } finally {
    await second.close();
  }
});

test('the metrics port answers only GET /metrics', async () => {
  expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(405);
});

test('job queue depth and failed jobs are read per queue at scrape time', async () => {
  const mail = { from: t.config.mailFrom, to: 'later@example.com', subject: 'Later', text: 'x', html: '<p>x</p>' };
  const id = await t.app.mailer.queue.enqueue(mail, { runAt: new Date(Date.now() + 3_600_000) });
  let text = await scrape();
  expect(sample(text, 'pgboss_queue_depth{queue="mail"}')).toBe(1);
  expect(sample(text, 'pgboss_queue_failed_jobs{queue="mail"}')).toBe(0);
  expect(sample(text, 'pgboss_queue_depth{queue="mail-fan-out"}')).toBe(0);

  await t.db.execute(sql`update pgboss.job set state = 'failed' where id = ${id}::uuid`);
  text = await scrape();
  expect(sample(text, 'pgboss_queue_depth{queue="mail"}')).toBe(0);
  expect(sample(text, 'pgboss_queue_failed_jobs{queue="mail"}')).toBe(1);
});

test('a stamped download shows in the stamp duration histogram; the stamping queue is empty after it', async () => {
  const post = await createPost(t.db, { createdBy: seller.id });
  const body = await multipartBody({ Title: 'Accounts' }, [{ name: 'accounts.pdf', content: await samplePdf(1) }]);
  const added = await t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${post.id}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, seller)) } });
  const buyer = await createBuyer(t.db);
  await expressInterestIn(t.db, buyer.id, post.id);
  const before = sample(await scrape(), 'pdf_stamp_duration_seconds_count') ?? 0;
  const res = await t.app.inject({ method: 'GET', url: `/api/buyer/pack-document?id=${added.json().documentId}`, headers: await authorizationFor(t, buyer) });
  expect(res.statusCode).toBe(200);
  // One task per buyer: the file's stamp plan was made at upload.
  expect(sample(await scrape(), 'pdf_stamp_duration_seconds_count')).toBe(before + 1);
  const other = await createBuyer(t.db);
  await expressInterestIn(t.db, other.id, post.id);
  expect((await t.app.inject({ method: 'GET', url: `/api/buyer/pack-document?id=${added.json().documentId}`, headers: await authorizationFor(t, other) })).statusCode).toBe(200);
  const text = await scrape();
  expect(sample(text, 'pdf_stamp_duration_seconds_count')).toBe(before + 2);
  expect(sample(text, 'pdf_stamp_queue_depth{state="in_use"}')).toBe(0);
  expect(sample(text, 'pdf_stamp_queue_depth{state="waiting"}')).toBe(0);
});

test('an upload is counted in flight while its body arrives, and no longer once the client gives up', async () => {
  const post = await createPost(t.db, { createdBy: seller.id });
  const body = await multipartBody({ Title: 'Slow' }, [{ name: 'slow.pdf', content: Buffer.concat([await samplePdf(1), Buffer.alloc(256 * 1024, 0x20)]) }]);
  const { port } = t.app.server.address() as AddressInfo;
  const upload = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/seller/pack-documents?id=${post.id}`,
    headers: { ...body.headers, ...(await authorizationFor(t, seller)), 'content-length': String(body.payload.length) },
  });
  upload.on('error', () => undefined);
  upload.write(body.payload.subarray(0, 64 * 1024));
  await eventually('uploads_in_flight', 1);
  upload.destroy();
  await eventually('uploads_in_flight', 0);
});

test('the database pool, event-loop lag and memory are exposed', async () => {
  const text = await scrape();
  for (const name of ['nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes']) expect(sample(text, name)).toBeGreaterThan(0);
  if (t.kind === 'postgres') {
    expect(sample(text, 'db_pool_connections{pool="main",state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting_requests{pool="main"}')).toBe(0);
  } else {
    expect(text).not.toContain('db_pool_connections{');
  }
});

test('the JSON log lines of a request carry its request id', async () => {
  await fetch(`${publicUrl}/api/label/location-size`, { headers: { 'x-request-id': 'metrics-test-42' } });
  const lines = log.lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
  expect(lines.filter((line) => line.reqId === 'metrics-test-42').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
});
