import { ROLES, SITE_STATUS, addDays, londonToday, type Post, type SiteStatus } from '@insolvency/shared-contracts';
import { SELLER_POSTS_STATUS_MESSAGE } from '@insolvency/shared-contracts/schemas';
import { posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { bearerFor } from '../../sessions';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
const today = londonToday();

beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(posts);
});

const bearer = (user: { id: number; role: string }) => bearerFor(t, user);

async function get(url: string, user?: { id: number; role: string }) {
  return t.app.inject({ method: 'GET', url, headers: user ? { authorization: await bearer(user) } : {} });
}

async function list(url: string, user: { id: number; role: string }): Promise<Post[]> {
  const res = await get(url, user);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** One post of every status (and one sold before its end date) for `owner`; returns their ids by label. */
async function onePostOfEach(owner: { id: number }) {
  const ids: Record<SiteStatus | 'SoldEarly', number> = {} as Record<SiteStatus | 'SoldEarly', number>;
  for (const status of Object.values(SITE_STATUS)) ids[status] = (await createPost(t.db, { createdBy: owner.id, status, today })).id;
  ids.SoldEarly = (await createPost(t.db, { createdBy: owner.id, status: SITE_STATUS.forSale, sold: true, today })).id;
  return ids;
}

describe.each(['/api/seller/posts?status=1', '/api/seller/archived-posts'])('GET %s access', (url) => {
  test('401 without a token', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  test('403 for an Interested Party', async () => {
    const res = await get(url, await createBuyer(t.db));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/seller/posts', () => {
  test.each(['', '?status=', '?status=2', '?status=4', '?status=0', '?status=abc', '?status=1.0', '?status=1&status=6'])('400 for %p', async (query) => {
    const res = await get(`/api/seller/posts${query}`, await createSeller(t.db));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SELLER_POSTS_STATUS_MESSAGE, errors: { status: [SELLER_POSTS_STATUS_MESSAGE] } });
  });

  test.each([
    [1, SITE_STATUS.forSale],
    [6, SITE_STATUS.scheduled],
    [7, SITE_STATUS.draft],
  ] as const)('status=%i lists only the caller’s %s posts', async (code, status) => {
    const seller = await createSeller(t.db);
    const mine = await onePostOfEach(seller);
    await onePostOfEach(await createSeller(t.db));

    const answered = await list(`/api/seller/posts?status=${code}`, seller);
    expect(answered.map((post) => post.businessId)).toEqual([mine[status]]);
    expect(answered[0]).toMatchObject({ siteStatus: status, createdBy: seller.id });
  });

  test('the owner sees their own invoices on the card data', async () => {
    const seller = await createSeller(t.db);
    await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
    const [post] = await list('/api/seller/posts?status=1', seller);
    expect(post.invoice).toHaveLength(1);
  });

  test('lists every post of the status, newest first, and accepts the key in any case', async () => {
    const seller = await createSeller(t.db);
    const older = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.scheduled, today, createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: addDays(today, 1), endDate: addDays(today, 28) }], today });
    const answered = await list('/api/seller/posts?Status=6', seller);
    expect(answered.map((post) => post.businessId)).toEqual([newer.id, older.id]);
  });

  test('an Admin sees only the posts they created themselves', async () => {
    const admin = await createAdmin(t.db);
    const own = await createPost(t.db, { createdBy: admin.id, status: SITE_STATUS.forSale, today });
    await createPost(t.db, { status: SITE_STATUS.forSale, today });
    const answered = await list('/api/seller/posts?status=1', { id: admin.id, role: ROLES.admin });
    expect(answered.map((post) => post.businessId)).toEqual([own.id]);
  });
});

describe('GET /api/seller/archived-posts', () => {
  test('holds the caller’s expired, sold and withdrawn posts, and nothing live, scheduled or draft', async () => {
    const seller = await createSeller(t.db);
    const mine = await onePostOfEach(seller);
    await onePostOfEach(await createSeller(t.db));

    const answered = await list('/api/seller/archived-posts', seller);
    expect(answered.map((post) => post.businessId).sort((a, b) => a - b)).toEqual([mine.Expired, mine.Withdrawn, mine.Sold, mine.SoldEarly].sort((a, b) => a - b));
    const statusOf = new Map(answered.map((post) => [post.businessId, post.siteStatus]));
    expect(statusOf.get(mine.Expired)).toBe(SITE_STATUS.expired);
    // Sold reads as Sold, not Expired, whether it ended on its end date or was sold before it.
    expect(statusOf.get(mine.Sold)).toBe(SITE_STATUS.sold);
    expect(statusOf.get(mine.SoldEarly)).toBe(SITE_STATUS.sold);
    expect(statusOf.get(mine.Withdrawn)).toBe(SITE_STATUS.withdrawn);
  });

  test('a post withdrawn while scheduled is archived too', async () => {
    const seller = await createSeller(t.db);
    const withdrawn = await createPost(t.db, {
      createdBy: seller.id,
      periods: [{ startDate: addDays(today, 3), endDate: addDays(today, 30) }],
      withdrawnAt: new Date(),
      today,
    });
    expect((await list('/api/seller/archived-posts', seller)).map((post) => post.businessId)).toEqual([withdrawn.id]);
    expect(await list('/api/seller/posts?status=6', seller)).toEqual([]);
  });

  test('an empty archive is an empty list', async () => {
    expect(await list('/api/seller/archived-posts', await createSeller(t.db))).toEqual([]);
  });
});
