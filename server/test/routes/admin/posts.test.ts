import { londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { eq } from 'drizzle-orm';
import { adminAuditLog, posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { ADMIN_POST_MESSAGES } from '../../../src/services/admin/posts';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let admin: TestUser;
const today = londonToday();
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  admin = await createAdmin(t.db);
});
afterAll(async () => t?.close());

const call = async (method: 'GET' | 'PATCH', url: string, user: { id: number; role: string } | null = admin) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });

test('GET admin/posts: every status, newest first, paged in SQL with a rounded page count', async () => {
  const seller = await createSeller(t.db, { forenames: 'Pat', surname: 'Seller' });
  const created: number[] = [];
  for (const [i, status] of [SITE_STATUS.draft, SITE_STATUS.forSale, SITE_STATUS.expired, SITE_STATUS.scheduled, SITE_STATUS.withdrawn].entries()) {
    created.push((await createPost(t.db, { createdBy: seller.id, status, today, createdAt: new Date(Date.UTC(2030, 0, 1 + i)) })).id);
  }
  for (let i = 0; i < 8; i++) await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today, createdAt: new Date(Date.UTC(2020, 0, 1 + i)) });
  const first = (await call('GET', 'posts?page=1&pageSize=10')).json();
  expect(first.totalCount).toBe(13);
  expect(first.roundedPageCount).toBe(2);
  expect(first.businessList.slice(0, 5).map((p: { businessId: number }) => p.businessId)).toEqual([...created].reverse());
  expect(first.businessList[0]).toMatchObject({ siteStatus: SITE_STATUS.withdrawn, adminApproved: false, createdByName: expect.stringContaining('Pat') });
  const second = (await call('GET', 'posts?page=2&pageSize=10')).json();
  expect(second.businessList).toHaveLength(3);
  expect((await call('GET', 'posts?page=3&pageSize=10')).json().businessList).toEqual([]);
  expect((await call('GET', 'posts')).json().businessList).toHaveLength(13);
  for (const bad of ['pageSize=5', 'pageSize=1000', 'page=0', 'page=1.5']) {
    expect({ bad, status: (await call('GET', `posts?${bad}`)).statusCode }).toEqual({ bad, status: 400 });
  }
});

test('approve then unapprove a post: the flag changes and each is audited with before and after', async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
  const approved = await call('PATCH', `approve-post?id=${post.id}`);
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toEqual({ message: ADMIN_POST_MESSAGES.approved });
  const flag = async () => (await t.db.select().from(posts).where(eq(posts.id, post.id)))[0].adminApproved;
  expect(await flag()).toBe(true);
  const detail = await t.app.inject({ method: 'GET', url: `/api/allauth/post?id=${post.id}`, headers: { authorization: await bearerFor(t, admin) } });
  expect(detail.json().adminApproved).toBe(true);
  expect((await call('PATCH', `unapprove-post?id=${post.id}`)).json()).toEqual({ message: ADMIN_POST_MESSAGES.unapproved });
  expect(await flag()).toBe(false);
  const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, post.id));
  expect(audit.filter((a) => a.targetType === 'post')).toEqual([
    expect.objectContaining({ action: 'approve-post', adminId: admin.id, userId: seller.id, before: { adminApproved: false }, after: { adminApproved: true } }),
    expect.objectContaining({ action: 'unapprove-post', adminId: admin.id, userId: seller.id, before: { adminApproved: true }, after: { adminApproved: false } }),
  ]);
});

test('approve and unapprove: unknown post 404, bad id 400', async () => {
  for (const url of ['approve-post', 'unapprove-post']) {
    expect((await call('PATCH', `${url}?id=2147483647`)).statusCode).toBe(404);
    expect((await call('PATCH', `${url}?id=abc`)).statusCode).toBe(400);
    expect((await call('PATCH', url)).statusCode).toBe(400);
  }
});

test('anonymous 401; buyer and seller (even the owner) 403', async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
  const buyer = await createBuyer(t.db);
  for (const [method, url] of [['GET', 'posts'], ['PATCH', `approve-post?id=${post.id}`], ['PATCH', `unapprove-post?id=${post.id}`]] as const) {
    expect({ url, status: (await call(method, url, null)).statusCode }).toEqual({ url, status: 401 });
    expect({ url, status: (await call(method, url, buyer)).statusCode }).toEqual({ url, status: 403 });
    expect({ url, status: (await call(method, url, seller)).statusCode }).toEqual({ url, status: 403 });
  }
  expect((await t.db.select().from(posts).where(eq(posts.id, post.id)))[0].adminApproved).toBe(false);
});
