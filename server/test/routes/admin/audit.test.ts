// Also run on PostgreSQL by `npm test`: values as the PostgreSQL driver returns them (bigint counts, numeric sums, timestamps).
import { londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let buyer: TestUser;
let seller: TestUser;
let postId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  ada = await createAdmin(t.db, { forenames: 'Ada', surname: 'Lovelace' });
  bob = await createAdmin(t.db, { forenames: 'Bob', surname: 'Moderator' });
  buyer = await createBuyer(t.db);
  seller = await createSeller(t.db);
  postId = (await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today: londonToday() })).id;
  const act = async (admin: TestUser, method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: await bearerFor(t, admin) }, payload });
    expect(res.statusCode).toBe(200);
  };
  await act(ada, 'POST', `flagUser?id=${buyer.id}&flag=true`);
  await act(ada, 'PUT', `user-pricerate?userId=${seller.id}`, { PriceRate: 300 });
  await act(bob, 'PATCH', `approve-post?id=${postId}`);
  await act(bob, 'POST', `disable?id=${buyer.id}&days=2`);
});
afterAll(async () => t?.close());

const get = async (query: string, user: { id: number; role: string } | null = ada) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });
type Entry = { action: string; adminName: string; targetType: string; targetId: number; userId: number };

test('lists every admin action newest first, with who, what, on whom, and the values before and after', async () => {
  const res = await get('');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.totalCount).toBe(4);
  expect(body.entries.map((e: Entry) => e.action)).toEqual(['disable', 'approve-post', 'user-pricerate', 'flag-user']);
  expect(body.entries[1]).toMatchObject({ adminName: 'Bob Moderator', targetType: 'post', targetId: postId, userId: seller.id, before: { adminApproved: false }, after: { adminApproved: true } });
  expect(body.entries[2]).toMatchObject({ adminId: ada.id, adminName: 'Ada Lovelace', before: { customPriceRate: null }, after: { customPriceRate: 300 } });
  expect(Date.parse(body.entries[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
});

test('filters by admin, by user and by action, and pages', async () => {
  expect((await get(`?adminId=${ada.id}`)).json().entries.map((e: Entry) => e.action)).toEqual(['user-pricerate', 'flag-user']);
  expect((await get(`?userId=${buyer.id}`)).json().entries.map((e: Entry) => e.action)).toEqual(['disable', 'flag-user']);
  expect((await get(`?userId=${seller.id}&action=approve-post`)).json().entries).toHaveLength(1);
  expect((await get(`?adminId=${bob.id}&action=flag-user`)).json()).toMatchObject({ entries: [], totalCount: 0, roundedPageCount: 1 });
  const page = (await get('?pageSize=10&page=2')).json();
  expect(page).toMatchObject({ entries: [], totalCount: 4, roundedPageCount: 1 });
  for (const bad of ['?action=delete', '?adminId=x', '?userId=0', '?pageSize=7', '?page=0']) {
    expect({ bad, status: (await get(bad)).statusCode }).toEqual({ bad, status: 400 });
  }
});

test('anonymous 401; buyer and seller 403', async () => {
  expect((await get('', null)).statusCode).toBe(401);
  expect((await get('', buyer)).statusCode).toBe(403);
  expect((await get('', seller)).statusCode).toBe(403);
});
