// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { ROLES, SITE_STATUS, addDays, londonToday, type Post } from '@insolvency/shared-contracts';
import { expressionsOfInterest, posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { HOME_POSTS_LIMIT } from '../../../src/services/posts/home-posts';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller, createUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
const today = londonToday();

beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(expressionsOfInterest);
  await t.db.delete(posts);
});

async function homePosts(): Promise<Post[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/unauth/homeposts' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('homeposts answers only For Sale posts shown publicly: no draft, scheduled, expired, withdrawn or hidden post', async () => {
  const seller = await createSeller(t.db);
  const shown = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
  for (const status of [SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.expired, SITE_STATUS.withdrawn]) {
    await createPost(t.db, { createdBy: seller.id, status, today });
  }
  await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today, displayHome: false });

  const answered = await homePosts();
  expect(answered.map((post) => post.businessId)).toEqual([shown.id]);
  expect(answered[0]).toMatchObject({ siteStatus: SITE_STATUS.forSale, displayHome: true, activityHeading: shown.activityHeading });
});

test('homeposts leaves owner-only fields empty even when interest was expressed', async () => {
  const post = await createPost(t.db, { status: SITE_STATUS.forSale, today });
  const buyer = await createBuyer(t.db);
  await t.db.insert(expressionsOfInterest).values({ buyerId: buyer.id, postId: post.id, profile: 'Interested.' });
  const [answered] = await homePosts();
  expect(answered).toMatchObject({ hasExpressedInterest: false, expressionsOfInterest: [], invoice: [] });
});

test(`homeposts lists the newest on sale first and at most ${HOME_POSTS_LIMIT}`, async () => {
  const seller = await createSeller(t.db);
  const oldest = await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: addDays(today, -20), endDate: addDays(today, 7) }] });
  const newest = await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: today, endDate: addDays(today, 27) }] });
  for (let i = 0; i < HOME_POSTS_LIMIT; i++) {
    await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: addDays(today, -10), endDate: addDays(today, 17) }] });
  }
  const answered = await homePosts();
  expect(answered).toHaveLength(HOME_POSTS_LIMIT);
  expect(answered[0].businessId).toBe(newest.id);
  expect(answered.map((post) => post.businessId)).not.toContain(oldest.id);
});

describe('homeposts filters (region, sector, page, pageSize)', () => {
  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/unauth/homeposts?${query}` });
  const idsOf = (res: { json(): Post[] }) => res.json().map((post) => post.businessId);

  test('a region keeps the posts in that location; a sector the posts in it or in any of its categories', async () => {
    const seller = await createSeller(t.db);
    const londonRetail = await createPost(t.db, { createdBy: seller.id, locationIds: [1, 2], primaryCategoryId: 201 });
    const southWestFood = await createPost(t.db, { createdBy: seller.id, locationIds: [3], primaryCategoryId: 101, additionalCategoryIds: [200] });
    await createPost(t.db, { createdBy: seller.id, locationIds: [4], primaryCategoryId: 301 });

    const inLondon = await get('region=1');
    expect(inLondon.statusCode).toBe(200);
    expect(idsOf(inLondon)).toEqual([londonRetail.id]);
    expect(inLondon.headers['x-total-count']).toBe('1');

    // Sector 200 (Retail): one post in its child category 201, one with the sector itself as an additional category.
    expect(idsOf(await get('sector=200')).sort()).toEqual([londonRetail.id, southWestFood.id].sort());
    expect(idsOf(await get('region=3&sector=200'))).toEqual([southWestFood.id]);
    const none = await get('region=1&sector=300');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  test('pages follow one another without overlap, and the total counts every page', async () => {
    const seller = await createSeller(t.db);
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: addDays(today, -i), endDate: addDays(today, 20) }] }));
    }
    const newestFirst = created.map((post) => post.id);
    const pages = [await get('page=1&pageSize=2'), await get('page=2&pageSize=2'), await get('page=3&pageSize=2'), await get('page=4&pageSize=2')];
    expect(pages.map(idsOf)).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4), []]);
    expect(pages.map((res) => res.headers['x-total-count'])).toEqual(['5', '5', '5', '5']);
  });

  test('without filters the answer is as before: the first posts, a list, with the total beside it', async () => {
    await createPost(t.db, { status: SITE_STATUS.forSale, today });
    const res = await t.app.inject({ method: 'GET', url: '/api/unauth/homeposts' });
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json()).toHaveLength(1);
    expect(res.headers['x-total-count']).toBe('1');
  });

  test.each([
    ['region=abc', 'Unknown region'],
    ['region=0', 'Unknown region'],
    ['region=99999999999', 'Unknown region'],
    ['region=1&region=2', 'Unknown region'],
    ['sector=-1', 'Unknown sector'],
    ['page=0', 'Page must be a whole number from 1 to 1000'],
    ['page=1001', 'Page must be a whole number from 1 to 1000'],
    ['page=1.5', 'Page must be a whole number from 1 to 1000'],
    ['pageSize=25', 'Page size must be a whole number from 1 to 24'],
    ['pageSize=', 'Page size must be a whole number from 1 to 24'],
  ])('%s is refused with 400 naming the problem', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  test('an unknown region or sector id is no error: nothing matches', async () => {
    await createPost(t.db, { status: SITE_STATUS.forSale, today });
    const res = await get('region=999&sector=99999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

test('without a cache TTL (tests) the answers still carry an ETag and are revalidated every time', async () => {
  for (const url of ['/api/unauth/homeposts', '/api/unauth/homestats']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  }
});

test('homestats counts posts for sale, confirmed buyers and sellers, and expressions of interest', async () => {
  const before = (await t.app.inject({ method: 'GET', url: '/api/unauth/homestats' })).json();
  const seller = await createSeller(t.db);
  await createUser(t.db, { role: ROLES.seller, emailConfirmed: false });
  const buyer = await createBuyer(t.db);
  const live = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
  await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today, displayHome: false });
  await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.scheduled, today });
  await t.db.insert(expressionsOfInterest).values({ buyerId: buyer.id, postId: live.id, profile: 'Interested.' });

  const res = await t.app.inject({ method: 'GET', url: '/api/unauth/homestats' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    livePosts: 2,
    interestedParties: before.interestedParties + 1,
    insolvencyPractitioners: before.insolvencyPractitioners + 1,
    expressionsOfInterest: 1,
  });
});

describe('with a public cache of 5 seconds', () => {
  // 23:59:50 in London (GMT in January) on 15 January: midnight falls inside one TTL.
  const day = '2026-01-15';
  const nextDay = '2026-01-16';
  let now = Date.parse(`${day}T23:59:50Z`);
  let c: TestApp;

  beforeAll(async () => {
    c = await buildTestApp({ config: { publicCacheTtlSeconds: 5 }, now: () => now });
    await seedReferenceLabels(c.db);
  });
  afterAll(async () => c?.close());
  beforeEach(async () => {
    await c.db.delete(expressionsOfInterest);
    await c.db.delete(posts);
    now = Date.parse(`${day}T23:50:00Z`);
    c.app.publicCache.clear();
  });

  const get = (url: string, headers: Record<string, string> = {}) => c.app.inject({ method: 'GET', url, headers });
  const ids = (res: { json(): Post[] }) => res.json().map((post) => post.businessId);

  test('answers are public for the TTL with an ETag, and a matching If-None-Match is a 304 without a body', async () => {
    await createPost(c.db, { status: SITE_STATUS.forSale, today: day });
    for (const url of ['/api/unauth/homeposts', '/api/unauth/homestats']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=5');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

      const revalidated = await get(url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe('public, max-age=5');

      expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
  });

  test('the same answer within the TTL, fresh data after it', async () => {
    const seller = await createSeller(c.db);
    const first = await createPost(c.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today: day });
    const posts1 = await get('/api/unauth/homeposts');
    const stats1 = await get('/api/unauth/homestats');
    expect(ids(posts1)).toEqual([first.id]);
    expect(stats1.json()).toMatchObject({ livePosts: 1 });

    const second = await createPost(c.db, { createdBy: seller.id, periods: [{ startDate: day, endDate: addDays(day, 27) }] });
    now += 4_000;
    const posts2 = await get('/api/unauth/homeposts');
    expect(posts2.body).toBe(posts1.body);
    expect(posts2.headers.etag).toBe(posts1.headers.etag);
    expect((await get('/api/unauth/homestats')).body).toBe(stats1.body);

    now += 1_000;
    const posts3 = await get('/api/unauth/homeposts');
    expect(ids(posts3)).toEqual([second.id, first.id]);
    expect(posts3.headers.etag).not.toBe(posts1.headers.etag);
    expect((await get('/api/unauth/homestats')).json()).toMatchObject({ livePosts: 2 });
    // The old ETag no longer matches: a revalidating client gets the new list.
    expect((await get('/api/unauth/homeposts', { 'if-none-match': String(posts1.headers.etag) })).statusCode).toBe(200);
  });

  test('each query is cached apart: a filter never gets another filter\'s answer, and the total is part of the ETag', async () => {
    const seller = await createSeller(c.db);
    const london = await createPost(c.db, { createdBy: seller.id, locationIds: [1], today: day });
    const southEast = await createPost(c.db, { createdBy: seller.id, locationIds: [2], today: day });
    const all = await get('/api/unauth/homeposts');
    expect(ids(await get('/api/unauth/homeposts?region=1'))).toEqual([london.id]);
    expect(ids(await get('/api/unauth/homeposts?region=2'))).toEqual([southEast.id]);
    const firstPage = await get('/api/unauth/homeposts?page=1&pageSize=1');
    const secondPage = await get('/api/unauth/homeposts?page=2&pageSize=1');
    expect(ids(firstPage)).toHaveLength(1);
    expect(ids(secondPage)).toHaveLength(1);
    expect(ids(secondPage)).not.toEqual(ids(firstPage));
    expect(firstPage.headers['cache-control']).toBe('public, max-age=5');
    expect(new Set([all, firstPage, secondPage].map((res) => res.headers.etag)).size).toBe(3);
    // A 304 for a page carries the total again.
    const revalidated = await get('/api/unauth/homeposts?page=1&pageSize=1', { 'if-none-match': String(firstPage.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['x-total-count']).toBe('2');
  });

  test('a scheduled post is For Sale from its start date: the London date change is seen at once, within the TTL', async () => {
    const scheduled = await createPost(c.db, { periods: [{ startDate: nextDay, endDate: addDays(nextDay, 27) }] });
    now = Date.parse(`${day}T23:59:58Z`);
    expect(ids(await get('/api/unauth/homeposts'))).toEqual([]);
    expect((await get('/api/unauth/homestats')).json()).toMatchObject({ livePosts: 0 });

    now += 3_000; // 00:00:01 on the next day, 3 s into the TTL
    const after = await get('/api/unauth/homeposts');
    expect(ids(after)).toEqual([scheduled.id]);
    expect(after.json()[0]).toMatchObject({ siteStatus: SITE_STATUS.forSale });
    expect((await get('/api/unauth/homestats')).json()).toMatchObject({ livePosts: 1 });
  });

  test('a burst of requests for a cold cache reads the database once and answers everyone the same', async () => {
    await createPost(c.db, { status: SITE_STATUS.forSale, today: day });
    const queries = jest.spyOn(c.db, 'select');
    await get('/api/unauth/homeposts');
    const perComputation = queries.mock.calls.length;
    expect(perComputation).toBeGreaterThan(0);
    queries.mockClear();
    now += 5_000;
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/api/unauth/homeposts')));
    expect(queries).toHaveBeenCalledTimes(perComputation);
    queries.mockRestore();
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
  });
});
