// Also run on PostgreSQL by `npm test`: text search, trigram similarity and sort order, which depend on the server's dictionaries and collation.
import { addDays, INVALID_FIELD_NAME_MESSAGE, londonToday, SITE_STATUS, type PostPage } from '@insolvency/shared-contracts';
import { eq } from 'drizzle-orm';
import { buyerAssetPreferences, buyerCategoryPreferences, buyerPreferences } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { createPost } from '../../factories/posts';
import { MATCHING_CASES } from '../../matching-cases';
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

describe('matching (GET buyer/posts-by-criteria)', () => {
  test.each(MATCHING_CASES)('%s', async (_name, criteria, post, matches) => {
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
    // A page past the last one: no posts, still the total.
    expect((await get('posts-by-criteria?pageSize=2&page=3', buyer)).json()).toEqual({ posts: [], total: 3, page: 3, pageSize: 2 });
    expect((await get('posts-by-criteria?sort=turnover&pageSize=2&page=40', buyer)).json()).toEqual({ posts: [], total: 3, page: 40, pageSize: 2 });
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

describe('an amended live post is matched and sorted by its new text at once', () => {
  test('keywords follow an amended description and heading; the heading sort reads the new heading', async () => {
    const amend = async (path: string, id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/seller/${path}?id=${id}`, payload, headers: { authorization: await bearerFor(t, seller) } });
    const oldWords = await createBuyerWithCriteria(t.db, { locations: [9], keywords: 'saddlery' });
    const newWords = await createBuyerWithCriteria(t.db, { locations: [9], keywords: 'Cooperage' });
    const everything = await createBuyerWithCriteria(t.db, { locations: [9] });
    const post = await createPost(t.db, { createdBy: seller.id, locationIds: [9], reference: 'AMEND-TEXT', activityHeading: 'Zebra Saddlery', description: '<p>Saddles.</p>' });
    await createPost(t.db, { createdBy: seller.id, locationIds: [9], reference: 'AMEND-OTHER', activityHeading: 'Middle Mill' });
    expect(await inboxOf(oldWords)).toEqual(['AMEND-TEXT']);
    expect(await inboxOf(newWords)).toEqual([]);

    expect((await amend('post-description', post.id, { Description: '<p>A working COOPERAGE.</p>' })).statusCode).toBe(200);
    expect(await inboxOf(newWords)).toEqual(['AMEND-TEXT']);
    expect(await inboxOf(oldWords)).toEqual(['AMEND-TEXT']); // still in its heading

    const detail = { Reference: 'AMEND-TEXT', ActivityHeading: 'Aardvark Barrels', Locations: [9], BusinessStatusID: 1, TradingStatusID: 1, TurnoverID: 2, EmployeesID: 2, DisplayHome: true };
    expect((await amend('post-detail', post.id, detail)).statusCode).toBe(200);
    expect(await inboxOf(oldWords)).toEqual([]);
    const byHeading = (await get('posts-by-criteria?sort=heading&direction=asc', everything)).json() as PostPage;
    expect(byHeading.posts.map((row) => row.activityHeading)).toEqual(['Aardvark Barrels', 'Middle Mill']);
  });
});

describe('preferences changed elsewhere are followed at once', () => {
  // Written straight to the database, as another API instance would: this one has read the
  // buyer's inbox before and keeps which criteria they set, and must notice the change.
  test('keywords, a category and an asset added, then taken away again', async () => {
    const buyer = await createBuyerWithCriteria(t.db, { locations: [8] });
    await createPost(t.db, { createdBy: seller.id, locationIds: [8], reference: 'ELSEWHERE-1', activityHeading: 'Quarry works', primaryCategoryId: 301, assetIds: [3] });
    await createPost(t.db, { createdBy: seller.id, locationIds: [8], reference: 'ELSEWHERE-2', activityHeading: 'Print shop', primaryCategoryId: 501, assetIds: [4] });
    expect((await inboxOf(buyer)).sort()).toEqual(['ELSEWHERE-1', 'ELSEWHERE-2']);

    await t.db.update(buyerPreferences).set({ keywords: 'quarry' }).where(eq(buyerPreferences.userId, buyer.id));
    expect(await inboxOf(buyer)).toEqual(['ELSEWHERE-1']);
    await t.db.update(buyerPreferences).set({ keywords: '' }).where(eq(buyerPreferences.userId, buyer.id));
    await t.db.insert(buyerCategoryPreferences).values({ userId: buyer.id, categoryId: 500 });
    expect(await inboxOf(buyer)).toEqual(['ELSEWHERE-2']);
    await t.db.delete(buyerCategoryPreferences).where(eq(buyerCategoryPreferences.userId, buyer.id));
    await t.db.insert(buyerAssetPreferences).values({ userId: buyer.id, assetId: 3 });
    expect(await inboxOf(buyer)).toEqual(['ELSEWHERE-1']);
    await t.db.delete(buyerAssetPreferences).where(eq(buyerAssetPreferences.userId, buyer.id));
    expect((await inboxOf(buyer)).sort()).toEqual(['ELSEWHERE-1', 'ELSEWHERE-2']);
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
