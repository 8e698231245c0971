import { eq } from 'drizzle-orm';
import { londonToday, type SearchAnswer } from '@insolvency/shared-contracts';
import { posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller } from '../../factories/users';
import { bearerFor } from '../../sessions';
import { buildTestApp, type TestApp } from '../../helper';

// GET unauth/search with its answer cache (5 s) and a rate limit of 3 database searches a minute.
const LIMIT = 3;
let t: TestApp;
let now = Date.parse('2026-03-10T12:00:00Z');
const today = londonToday(new Date(now));
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp({ config: { publicCacheTtlSeconds: 5, searchRequestsPerMinute: LIMIT }, now: () => now });
  await seedReferenceLabels(t.db);
  sellerId = (await createSeller(t.db)).id;
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(posts);
  t.app.publicCache.clear();
  now += 10 * 60 * 1000;
});

const search = (query: string, remoteAddress = '10.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/unauth/search?${query}`, remoteAddress, headers });
const post = (activityHeading: string) => createPost(t.db, { createdBy: sellerId, today, activityHeading });

describe('the rate limit', () => {
  test('past the limit a client gets 429 with Retry-After and a message; other clients are unaffected; the window passes', async () => {
    for (const q of ['mill', 'bakery', 'garage']) expect((await search(`q=${q}`)).statusCode).toBe(200);
    const refused = await search('q=florist');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have searched many times in a short while\. Please try again in \d+ seconds?\.$/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);

    expect((await search('q=florist', '10.0.0.2')).statusCode).toBe(200);
    now += wait * 1000;
    expect((await search('q=vineyard')).statusCode).toBe(200);
  });

  test('a signed-in user has a limit of their own: colleagues behind one office address, and its visitors, do not share it', async () => {
    const [first, second] = [await createBuyer(t.db), await createSeller(t.db)];
    const asFirst = { authorization: await bearerFor(t, first) };
    const asSecond = { authorization: await bearerFor(t, second) };
    for (const q of ['mill', 'bakery', 'garage']) expect((await search(`q=${q}`, '10.0.0.5', asFirst)).statusCode).toBe(200);
    const refused = await search('q=florist', '10.0.0.5', asFirst);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have searched many times in a short while\. Please try again in \d+ seconds?\.$/);

    // The same address: the colleague and a visitor still search.
    for (const q of ['florist', 'vineyard', 'dairy']) expect((await search(`q=${q}`, '10.0.0.5', asSecond)).statusCode).toBe(200);
    expect((await search('q=quarry', '10.0.0.5')).statusCode).toBe(200);
    // The user's limit follows them to another address.
    expect((await search('q=tannery', '10.0.0.6', asFirst)).statusCode).toBe(429);
  });

  test('a token that is not valid counts as none: the search is the address\'s, never a 401', async () => {
    for (const q of ['mill', 'bakery', 'garage']) expect((await search(`q=${q}`, '10.0.0.7', { authorization: 'Bearer not-a-token' })).statusCode).toBe(200);
    expect((await search('q=florist', '10.0.0.7')).statusCode).toBe(429);
  });

  test('answers from the cache are not counted: the same search again and again is never refused', async () => {
    expect((await search('q=mill')).statusCode).toBe(200);
    for (let i = 0; i < LIMIT * 3; i++) expect((await search('q=Mill!')).statusCode).toBe(200);
  });

  test('bad input is refused (400) before it costs the client a search', async () => {
    for (let i = 0; i < LIMIT * 2; i++) expect((await search('page=0')).statusCode).toBe(400);
    expect((await search('q=mill')).statusCode).toBe(200);
  });
});

describe('the answer cache', () => {
  test('an answer is shared for the TTL with an ETag (304 on a match), and a changed post shows after it', async () => {
    const mill = await post('Paper mill');
    const first = await search('q=mill');
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const etag = String(first.headers.etag);
    expect((await search('q=mill', '10.0.0.9', { 'if-none-match': etag })).statusCode).toBe(304);

    await t.db.update(posts).set({ activityHeading: 'Saw mill' }).where(eq(posts.id, mill.id));
    const held = (await search('q=mill')).json() as SearchAnswer;
    expect(held.items[0].activityHeading).toBe('Paper mill');

    now += 5_000;
    const fresh = await search('q=mill');
    expect((fresh.json() as SearchAnswer).items[0].activityHeading).toBe('Saw mill');
    expect(fresh.headers.etag).not.toBe(etag);
  });

  test('each filter and page is its own answer; case and punctuation of the words are not', async () => {
    await post('Paper mill');
    expect(((await search('q=mill')).json() as SearchAnswer).total).toBe(1);
    expect(((await search('q=mill&region=99')).json() as SearchAnswer).total).toBe(0);
    expect(((await search('q=mill&page=2')).json() as SearchAnswer).items).toEqual([]);
    const etag = (await search('q=mill')).headers.etag;
    expect((await search('q=MILL%2C')).headers.etag).toBe(etag);
  });
});
