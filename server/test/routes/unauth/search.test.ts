import { eq, sql } from 'drizzle-orm';
import { SITE_STATUS, addDays, londonToday, type SearchAnswer } from '@insolvency/shared-contracts';
import { postLocations, posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/db/seed/reference-labels';
import { createPost, type CreatePostOverrides } from '../../factories/posts';
import { createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
let sellerId: number;
const today = londonToday();

beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  sellerId = (await createSeller(t.db)).id;
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(posts);
});

const post = (overrides: CreatePostOverrides) => createPost(t.db, { createdBy: sellerId, today, ...overrides });
const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/unauth/search?${query}` });

async function search(query: string): Promise<SearchAnswer> {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const idsFound = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).items.map((item) => item.businessId);

describe('words', () => {
  test('are stemmed as English: "bakeries" finds a bakery, "baking" a baker', async () => {
    const bakery = await post({ activityHeading: 'Family bakery with two shops' });
    const baker = await post({ activityHeading: 'Craft baker', description: '<p>Baking since 1990.</p>' });
    await post({ activityHeading: 'Haulage firm' });
    expect(await idsFound('bakeries')).toEqual([bakery.id]);
    expect(await idsFound('bake')).toEqual(expect.arrayContaining([baker.id]));
  });

  test('the last word is a prefix: "bak" and "family bak" find the bakery, every word must match', async () => {
    const bakery = await post({ activityHeading: 'Family bakery with two shops' });
    await post({ activityHeading: 'Family butcher' });
    expect(await idsFound('bak')).toEqual([bakery.id]);
    expect(await idsFound('family bak')).toEqual([bakery.id]);
    expect(await idsFound('family fishmonger')).toEqual([]);
  });

  test('misspelt words find the post: "bakrey", "Leads" for Leeds, "bakrey leads"', async () => {
    const bakery = await post({ activityHeading: 'Family bakery', description: '<p>Two shops near Leeds city centre.</p>' });
    await post({ activityHeading: 'Haulage firm', description: '<p>Depot in Bristol.</p>' });
    expect(await idsFound('bakrey')).toEqual([bakery.id]);
    expect(await idsFound('Leads')).toEqual([bakery.id]);
    expect(await idsFound('bakrey leads')).toEqual([bakery.id]);
  });

  test('are found in the sector, category, location and key asset names, not only the heading and description', async () => {
    const found = await post({ activityHeading: 'Going concern', locationIds: [7], primaryCategoryId: 101, assetIds: [12] });
    await post({ activityHeading: 'Another concern', locationIds: [1], primaryCategoryId: 301, assetIds: [3] });
    for (const q of ['manufacturing', 'food production', 'yorkshire', 'humber', 'goodwill']) expect([q, await idsFound(q)]).toEqual([q, [found.id]]);
  });

  test('follow the post as it changes, kept by the database: a new heading, a new location', async () => {
    const changed = await post({ activityHeading: 'Florist', locationIds: [1] });
    await t.db.update(posts).set({ activityHeading: 'Greengrocer' }).where(eq(posts.id, changed.id));
    await t.db.insert(postLocations).values({ postId: changed.id, locationId: 11 });
    expect(await idsFound('greengrocer')).toEqual([changed.id]);
    expect(await idsFound('florist')).toEqual([]);
    expect(await idsFound('scotland')).toEqual([changed.id]);
  });
});

test('only live posts shown publicly are found: never a draft, scheduled, expired, withdrawn, sold or hidden post', async () => {
  const live = await post({ activityHeading: 'Vineyard for sale' });
  for (const status of [SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.expired, SITE_STATUS.withdrawn, SITE_STATUS.sold]) {
    await post({ activityHeading: 'Vineyard for sale', status });
  }
  await post({ activityHeading: 'Vineyard for sale', displayHome: false });
  const answer = await search('q=vineyard');
  expect(answer.items.map((item) => item.businessId)).toEqual([live.id]);
  expect(answer.total).toBe(1);
  expect((await search('')).items.map((item) => item.businessId)).toEqual([live.id]);
});

test('a match in the heading ranks above one in the description, whatever the dates', async () => {
  const inDescription = await post({ activityHeading: 'Cafe', description: '<p>Also sells pottery.</p>', periods: [{ startDate: today, endDate: addDays(today, 20) }] });
  const inHeading = await post({ activityHeading: 'Pottery studio', periods: [{ startDate: addDays(today, -9), endDate: addDays(today, 20) }] });
  expect(await idsFound('pottery')).toEqual([inHeading.id, inDescription.id]);
});

test('without words every live post is listed, newest on sale first', async () => {
  const older = await post({ periods: [{ startDate: addDays(today, -9), endDate: addDays(today, 20) }] });
  const newer = await post({ periods: [{ startDate: today, endDate: addDays(today, 20) }] });
  expect((await search('q=')).items.map((item) => item.businessId)).toEqual([newer.id, older.id]);
});

test("an item carries the card's fields and a snippet whose only markup is <mark> around the matched words", async () => {
  const found = await post({
    activityHeading: 'Artisan bakery',
    description: '<p>We bake <strong>sourdough</strong> bread &amp; cakes for &lt;script&gt;alert(1)&lt;/script&gt; fans.</p><ul><li>Ovens</li></ul>',
    locationIds: [7],
  });
  const [item] = (await search('q=sourdough%20bread')).items;
  expect(item).toMatchObject({ businessId: found.id, reference: found.reference, activityHeading: 'Artisan bakery', siteStatus: SITE_STATUS.forSale });
  expect(item.locations).toEqual([{ locationId: 7, description: 'Yorkshire and the Humber' }]);
  expect(item.snippet).toContain('<mark>sourdough</mark> <mark>bread</mark>');
  expect(item.snippet).toContain('&amp;');
  expect(item.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  expect(item).not.toHaveProperty('description');
});

describe('facets, filters and pages', () => {
  async function threeShops() {
    const a = await post({ activityHeading: 'Shop A', locationIds: [1, 2], primaryCategoryId: 201, turnoverId: 2, employeesId: 2, tradingStatusId: 1 });
    const b = await post({ activityHeading: 'Shop B', locationIds: [2], primaryCategoryId: 202, turnoverId: 3, employeesId: 2, tradingStatusId: 3 });
    const c = await post({ activityHeading: 'Shop C', locationIds: [3], primaryCategoryId: 301, turnoverId: 3, employeesId: 4, tradingStatusId: 1 });
    await post({ activityHeading: 'Garage', locationIds: [1], primaryCategoryId: 201 });
    return { a, b, c };
  }
  const countsOf = (answer: SearchAnswer, key: keyof SearchAnswer['facets']) => Object.fromEntries(answer.facets[key].map((facet) => [facet.id, facet.count]));

  test('count the found posts per region, sector, turnover, employees and trading status', async () => {
    await threeShops();
    const answer = await search('q=shop');
    expect(answer.total).toBe(3);
    expect(countsOf(answer, 'region')).toEqual({ 1: 1, 2: 2, 3: 1 });
    expect(countsOf(answer, 'sector')).toEqual({ 200: 2, 300: 1 });
    expect(countsOf(answer, 'turnover')).toEqual({ 2: 1, 3: 2 });
    expect(countsOf(answer, 'employees')).toEqual({ 2: 2, 4: 1 });
    expect(countsOf(answer, 'trading')).toEqual({ 1: 2, 3: 1 });
    expect(answer.facets.sector.find((facet) => facet.id === 200)).toEqual({ id: 200, description: 'Retail', count: 2 });
  });

  test('each filter narrows the items and the other facets, and leaves its own facet whole', async () => {
    const { a, b, c } = await threeShops();
    const ids = (answer: SearchAnswer) => answer.items.map((item) => item.businessId).sort();
    const inSouthEast = await search('q=shop&region=2');
    expect(ids(inSouthEast)).toEqual([a.id, b.id].sort());
    expect(inSouthEast.total).toBe(2);
    expect(countsOf(inSouthEast, 'region')).toEqual({ 1: 1, 2: 2, 3: 1 });
    expect(countsOf(inSouthEast, 'turnover')).toEqual({ 2: 1, 3: 1 });
    expect(ids(await search('q=shop&sector=200'))).toEqual([a.id, b.id].sort());
    expect(ids(await search('q=shop&sector=202'))).toEqual([b.id]);
    expect(ids(await search('q=shop&turnover=3'))).toEqual([b.id, c.id].sort());
    expect(ids(await search('q=shop&employees=4'))).toEqual([c.id]);
    expect(ids(await search('q=shop&trading=1&region=2'))).toEqual([a.id]);
    expect(ids(await search('q=shop&region=999'))).toEqual([]);
  });

  test('pages follow one another without overlap, and the total counts every page', async () => {
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await post({ activityHeading: 'Print works', periods: [{ startDate: addDays(today, -i), endDate: addDays(today, 20) }] })).id);
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await search(`q=print&page=${page}&pageSize=2`));
    expect(pages.map((answer) => answer.items.map((item) => item.businessId))).toEqual([created.slice(0, 2), created.slice(2, 4), created.slice(4), []]);
    expect(pages.map((answer) => answer.total)).toEqual([5, 5, 5, 5]);
  });
});

describe('bad input', () => {
  test.each([
    [`q=${'a'.repeat(201)}`, 'Search text cannot be longer than 200 characters'],
    [`q=${encodeURIComponent('a '.repeat(13))}`, 'Search text can hold at most 12 words'],
    ['q=bakery%00', 'contains characters that are not allowed'],
    ['q=a&q=b', 'Search text must be text'],
    ['region=abc', 'Unknown region'],
    ['sector=-1', 'Unknown sector'],
    ['turnover=1.5', 'Unknown turnover band'],
    ['employees=99999999999', 'Unknown employees band'],
    ['trading=0', 'Unknown trading status'],
    ['page=0', 'Page must be a whole number from 1 to 100'],
    ['page=101', 'Page must be a whole number from 1 to 100'],
    ['pageSize=25', 'Page size must be a whole number from 1 to 24'],
  ])('%s is refused with 400 naming the problem', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(JSON.stringify(res.json())).toContain(message);
  });

  test('10 000 characters are refused with 400', async () => {
    const res = await get(`q=${'bakery '.repeat(1500).slice(0, 10_000)}`);
    expect(res.statusCode).toBe(400);
  });

  test.each(["bakery & !cakes | (bread", "bak:*", "'; drop table posts; --", "bakery' or '1'='1", '!!!', '&|!:*()\'', '"\\', 'the and of', '<script>', 'ünïcödé 東京', '123 456'])(
    'hostile or odd text %p is a clean answer',
    async (q) => {
      const kept = await post({ activityHeading: 'Bakery for sale' });
      const res = await get(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ items: expect.any(Array), total: expect.any(Number) });
      expect(await t.db.select({ id: posts.id }).from(posts)).toEqual([{ id: kept.id }]);
    },
  );
});

// PostgreSQL only: the lock is held by one of the test's connections while the search waits on
// another; PGlite has one connection, so the search would wait for the lock's transaction itself.
const onPostgres = process.env.TEST_DB === 'postgres' || (!process.env.TEST_DB && process.env.TEST_DATABASE_URL) ? test : test.skip;
onPostgres('a search that cannot finish within its 5 s statement timeout answers 503 rather than hanging', async () => {
  await post({ activityHeading: 'Bakery for sale' });
  const started = Date.now();
  const res = await t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table posts in access exclusive mode`);
    return get('q=bakery');
  });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ message: 'The search took too long. Please try more specific words.' });
  expect(Date.now() - started).toBeLessThan(15_000);
  expect((await search('q=bakery')).total).toBe(1);
}, 30_000);

test('the OpenAPI document lists the call, public, with its operationId, summary, 400 and 429', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operation = doc.paths['/api/unauth/search'].get;
  expect(operation).toMatchObject({ operationId: 'getUnauthSearch', security: [] });
  expect(operation.summary).toEqual(expect.stringContaining('Live public posts'));
  expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '429', '503']));
  expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['q', 'region', 'sector', 'turnover', 'employees', 'trading', 'page', 'pageSize']));
});
