import { SITE_STATUS } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

const open = async (id: string | number, user?: { id: number; role: string }) =>
  t.app.inject({ method: 'GET', url: `/api/allauth/post?id=${id}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });

test('the owner and Admin get the invoices; a buyer gets the public fields of a post for sale', async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale });
  const mine = (await open(post.id, seller)).json();
  expect(mine).toMatchObject({ businessId: post.id, siteStatus: SITE_STATUS.forSale });
  expect(mine.invoice).toHaveLength(1);
  expect((await open(post.id, await createAdmin(t.db))).json().invoice).toHaveLength(1);
  const buyerView = await open(post.id, await createBuyer(t.db));
  expect(buyerView.statusCode).toBe(200);
  expect(buyerView.json()).toMatchObject({ businessId: post.id, invoice: [], expressionsOfInterest: [] });
});

test.each([SITE_STATUS.draft, SITE_STATUS.scheduled])('a %s post is 404 for anyone but its owner and Admin', async (status) => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id, status });
  expect((await open(post.id, seller)).statusCode).toBe(200);
  expect((await open(post.id, await createBuyer(t.db))).statusCode).toBe(404);
  expect((await open(post.id, await createSeller(t.db))).statusCode).toBe(404);
});

test('unknown ids 404; bad ids 400, never 500; anonymous 401', async () => {
  const buyer = await createBuyer(t.db);
  expect((await open(2147483647, buyer)).statusCode).toBe(404);
  for (const bad of ['', 'abc', '-1', '0', '2147483648', '1e3', '1.5']) expect((await open(bad, buyer)).statusCode).toBe(400);
  expect((await open(1)).statusCode).toBe(401);
});

test("the owner and Admin get the owner's price rate (custom or standard); nobody else does", async () => {
  const custom = await createSeller(t.db, { customPriceRate: 300 });
  const customPost = await createPost(t.db, { createdBy: custom.id, status: SITE_STATUS.draft });
  expect((await open(customPost.id, custom)).json().priceRate).toBe(300);
  expect((await open(customPost.id, await createAdmin(t.db))).json().priceRate).toBe(300);

  const standard = await createSeller(t.db);
  const standardPost = await createPost(t.db, { createdBy: standard.id, status: SITE_STATUS.forSale });
  expect((await open(standardPost.id, standard)).json().priceRate).toBe(345);
  expect((await open(standardPost.id, await createBuyer(t.db))).json()).not.toHaveProperty('priceRate');
  expect((await open(standardPost.id, await createSeller(t.db))).json()).not.toHaveProperty('priceRate');
});
