import { SITE_STATUS, londonToday } from '@insolvency/shared-contracts';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { posts } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { createPost } from '../factories/posts';
import { createSeller } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  await t.db.delete(posts);
  const seller = await createSeller(t.db);
  // Enough posts for the answer to pass the 1 KiB threshold.
  for (let i = 0; i < 4; i++) await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today: londonToday() });
});
afterAll(async () => t?.close());

const homePosts = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/unauth/homeposts', headers });

test('an API answer over 1 KiB is gzipped for a client that accepts gzip (Chromium over HTTP), and is the same JSON', async () => {
  const plain = await homePosts({});
  const gzipped = await homePosts({ 'accept-encoding': 'gzip, deflate' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);
  expect(gzipped.statusCode).toBe(200);
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
  expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
});

test('brotli is preferred where the client offers it (HTTPS), and keeps the answer headers', async () => {
  const plain = await homePosts({});
  const brotli = await homePosts({ 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['cache-control']).toBe(plain.headers['cache-control']);
  expect(brotli.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
});

test('a small answer and an error are sent as they are', async () => {
  const stats = await t.app.inject({ method: 'GET', url: '/api/unauth/homestats', headers: { 'accept-encoding': 'gzip' } });
  expect(stats.statusCode).toBe(200);
  expect(stats.headers['content-encoding']).toBeUndefined();
  const refused = await t.app.inject({ method: 'GET', url: '/api/buyer/watchlist', headers: { 'accept-encoding': 'gzip' } });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(refused.json()).toHaveProperty('message');
});
