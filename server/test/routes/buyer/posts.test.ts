import { addDays, INVALID_FIELD_NAME_MESSAGE, londonToday, SITE_STATUS, type PostPage } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/db/seed/reference-labels';
import { createBuyerWithCriteria, type BuyerCriteria } from '../../factories/buyer-preferences';
import { createPost, type CreatePostOverrides } from '../../factories/posts';
import { createAdmin, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
const today = londonToday();
let seller: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db);
});
afterAll(async () => t?.close());

const get = async (url: string, user?: { id: number; role: string }) =>
  t.app.inject({ method: 'GET', url: `/api/buyer/${url}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });

/** The references in a buyer's inbox (first page of 48). */
async function inboxOf(buyer: TestUser): Promise<string[]> {
  const res = await get('posts-by-criteria?pageSize=48', buyer);
  expect(res.statusCode).toBe(200);
  return (res.json() as PostPage).posts.map((post) => post.reference);
}

/*
 * The matching table (DESIGN.md §5). Each case: a buyer's criteria, and whether the post made
 * by `post` is in their inbox. Every post is unique to its case (a unique reference and
 * heading word), so cases do not see each other's posts through keywords.
 */
type Case = [name: string, criteria: BuyerCriteria, post: CreatePostOverrides, matches: boolean];
const cases: Case[] = [
  ['same location, turnover and employees', {}, {}, true],
  ['another location', { locations: [2] }, {}, false],
  ['one of several locations', { locations: [2, 3] }, { locationIds: [5, 3] }, true],
  ['another turnover band', { turnovers: [3] }, {}, false],
  ['another employee band', { employees: [4] }, {}, false],
  ['the category itself', { categories: [102] }, { primaryCategoryId: 102 }, true],
  ['a parent sector covers its children', { categories: [100] }, { primaryCategoryId: 103 }, true],
  ['an additional category counts', { categories: [205] }, { primaryCategoryId: 301, additionalCategoryIds: [205] }, true],
  ['another sector', { categories: [200] }, { primaryCategoryId: 101 }, false],
  ['a child does not cover its sector', { categories: [101] }, { primaryCategoryId: 100 }, false],
  ['keyword in the heading, any case', { keywords: 'BAKERY' }, { activityHeading: 'Artisan bakery in Leeds' }, true],
  ['keyword in the description', { keywords: 'sourdough' }, { description: '<p>Famous for its Sourdough.</p>' }, true],
  ['keyword in the reference', { keywords: 'zz-ref-77' }, { reference: 'ZZ-REF-77' }, true],
  ['one of several keywords', { keywords: 'foundry, kiln;\nwidgetry' }, { activityHeading: 'A Widgetry works' }, true],
  ['no keyword found', { keywords: 'submarine' }, {}, false],
  ['an asset held', { assets: [5] }, { assetIds: [5, 6] }, true],
  ['no asset held', { assets: [7] }, { assetIds: [3] }, false],
  ['every criterion together', { locations: [4], turnovers: [5], employees: [6], categories: [600], keywords: 'saas', assets: [7] },
    { locationIds: [4], turnoverId: 5, employeesId: 6, primaryCategoryId: 601, activityHeading: 'SaaS platform', assetIds: [7] }, true],
  ['every criterion but one (the asset)', { locations: [4], turnovers: [5], employees: [6], categories: [600], keywords: 'saas', assets: [8] },
    { locationIds: [4], turnoverId: 5, employeesId: 6, primaryCategoryId: 601, activityHeading: 'SaaS platform', assetIds: [7] }, false],
  ['a draft is left out', {}, { status: SITE_STATUS.draft }, false],
  ['a scheduled post is left out', {}, { status: SITE_STATUS.scheduled }, false],
  ['a withdrawn post is left out', {}, { status: SITE_STATUS.withdrawn }, false],
  ['an expired post is left out', {}, { status: SITE_STATUS.expired }, false],
  ['a post starting today is in', {}, { periods: [{ startDate: today, endDate: addDays(today, 27) }] }, true],
  ['a sold post is left out', {}, { sold: true }, false],
];

describe('matching (GET buyer/posts-by-criteria)', () => {
  test.each(cases)('%s', async (_name, criteria, post, matches) => {
    const buyer = await createBuyerWithCriteria(t.db, criteria);
    const created = await createPost(t.db, { createdBy: seller.id, ...post });
    expect((await inboxOf(buyer)).includes(created.reference)).toBe(matches);
  });
});

describe('the inbox', () => {
  // Its own location (12) so only these posts match.
  let buyer: TestUser;
  const refs = ['INBOX-B', 'INBOX-C', 'INBOX-A'];
  beforeAll(async () => {
    buyer = await createBuyerWithCriteria(t.db, { locations: [12] });
    await createPost(t.db, { createdBy: seller.id, locationIds: [12], reference: 'INBOX-B', activityHeading: 'Beta', periods: [{ startDate: addDays(today, -5), endDate: addDays(today, 10) }], turnoverId: 2 });
    await createPost(t.db, { createdBy: seller.id, locationIds: [12], reference: 'INBOX-C', activityHeading: 'Gamma', periods: [{ startDate: addDays(today, -1), endDate: addDays(today, 3) }], turnoverId: 2 });
    await createPost(t.db, { createdBy: seller.id, locationIds: [12], reference: 'INBOX-A', activityHeading: 'Alpha', periods: [{ startDate: addDays(today, -9), endDate: addDays(today, 20) }], turnoverId: 2 });
  });

  test('newest start date first by default; each sort both ways', async () => {
    const order = async (query: string) => ((await get(`posts-by-criteria?${query}`, buyer)).json() as PostPage).posts.map((post) => post.reference);
    expect(await order('')).toEqual(['INBOX-C', 'INBOX-B', 'INBOX-A']);
    expect(await order('sort=startDate&direction=asc')).toEqual(['INBOX-A', 'INBOX-B', 'INBOX-C']);
    expect(await order('sort=endDate&direction=desc')).toEqual(['INBOX-A', 'INBOX-B', 'INBOX-C']);
    expect(await order('sort=reference&direction=asc')).toEqual(['INBOX-A', 'INBOX-B', 'INBOX-C']);
    expect(await order('sort=heading&direction=desc')).toEqual(['INBOX-C', 'INBOX-B', 'INBOX-A']);
    expect(await order('sort=createdDate&direction=asc')).toEqual(refs);
    expect(await order('sort=turnover')).toHaveLength(3);
  });

  test('pages on the server with the total of every page', async () => {
    const first = (await get('posts-by-criteria?pageSize=2&page=1', buyer)).json() as PostPage;
    const second = (await get('posts-by-criteria?pageSize=2&page=2', buyer)).json() as PostPage;
    expect(first.total).toBe(3);
    expect(first.posts.map((post) => post.reference)).toEqual(['INBOX-C', 'INBOX-B']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.posts.map((post) => post.reference)).toEqual(['INBOX-A']);
  });

  test('bad paging and sorting: 400', async () => {
    for (const query of ['page=0', 'page=1001', 'pageSize=49', 'sort=price', 'direction=up', 'page=abc']) {
      expect((await get(`posts-by-criteria?${query}`, buyer)).statusCode).toBe(400);
    }
  });

  test('a buyer with no preferences has an empty inbox', async () => {
    const empty = await createBuyerWithCriteria(t.db, { locations: [], turnovers: [], employees: [] });
    expect((await get('posts-by-criteria', empty)).json()).toEqual({ posts: [], total: 0, page: 1, pageSize: 12 });
  });

  test('anonymous 401; a seller or Admin 403', async () => {
    expect((await get('posts-by-criteria')).statusCode).toBe(401);
    expect((await get('posts-by-criteria', seller)).statusCode).toBe(403);
    expect((await get('posts-by-criteria', await createAdmin(t.db))).statusCode).toBe(403);
  });
});

describe('GET buyer/posts-by-{field}?id', () => {
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await createBuyerWithCriteria(t.db);
    await createPost(t.db, { createdBy: seller.id, reference: 'FIELD-1', locationIds: [11], primaryCategoryId: 1302, turnoverId: 9, employeesId: 9 });
    await createPost(t.db, { createdBy: seller.id, reference: 'FIELD-DRAFT', status: SITE_STATUS.draft, locationIds: [11], primaryCategoryId: 1302, turnoverId: 9, employeesId: 9 });
  });
  const refs = async (url: string) => ((await get(url, buyer)).json() as PostPage).posts.map((post) => post.reference);

  test('each field finds For Sale posts only; a sector covers its children', async () => {
    expect(await refs('posts-by-location?id=11')).toEqual(['FIELD-1']);
    expect(await refs('posts-by-category?id=1302')).toEqual(['FIELD-1']);
    expect(await refs('posts-by-category?id=1300')).toEqual(['FIELD-1']);
    expect(await refs('posts-by-turnover?id=9')).toEqual(['FIELD-1']);
    expect(await refs('posts-by-employees?id=9')).toEqual(['FIELD-1']);
    expect(await refs('posts-by-category?id=1301')).toEqual([]);
  });

  test("any other field: 400 'Invalid Field Name'; a bad id 400", async () => {
    const res = await get('posts-by-price?id=1', buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_FIELD_NAME_MESSAGE);
    expect((await get('posts-by-location?id=abc', buyer)).statusCode).toBe(400);
    expect((await get('posts-by-location', buyer)).statusCode).toBe(400);
    expect((await get('posts-by-location?id=11', seller)).statusCode).toBe(403);
    expect((await get('posts-by-location?id=11')).statusCode).toBe(401);
  });
});

describe('GET buyer/optional-criteria-set', () => {
  test('false with only the required lists; true with a category, keyword or asset', async () => {
    expect((await get('optional-criteria-set', await createBuyerWithCriteria(t.db))).json()).toEqual({ optionalCriteriaSet: false });
    expect((await get('optional-criteria-set', await createBuyerWithCriteria(t.db, { categories: [100] }))).json()).toEqual({ optionalCriteriaSet: true });
    expect((await get('optional-criteria-set', await createBuyerWithCriteria(t.db, { keywords: 'mill' }))).json()).toEqual({ optionalCriteriaSet: true });
    expect((await get('optional-criteria-set', await createBuyerWithCriteria(t.db, { assets: [1] }))).json()).toEqual({ optionalCriteriaSet: true });
    expect((await get('optional-criteria-set', seller)).statusCode).toBe(403);
    expect((await get('optional-criteria-set')).statusCode).toBe(401);
  });
});
