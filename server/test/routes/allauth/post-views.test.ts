import { ROLES, SITE_STATUS } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { TEST_CLOCK_HEADER } from '../../../src/plugins/test-clock';
import { getSip16Evidence } from '../../../src/services/sip16/sip16-evidence';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { testClock: true } });
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

/** Opens the post detail as `user`, `daysLater` days from now (test clock); views are counted after the answer. */
async function open(postId: number, user: TestUser, daysLater = 0) {
  const headers: Record<string, string> = { authorization: await bearerFor(t, user) };
  if (daysLater) headers[TEST_CLOCK_HEADER] = String(daysLater);
  const res = await t.app.inject({ method: 'GET', url: `/api/allauth/post?id=${postId}`, headers });
  await t.app.ctx.settled();
  return res;
}

test("each logged-in non-owner counts once a day; the owner's and Admin's openings do not count", async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale });
  const viewsSeenByOwner = async () => (await open(post.id, seller)).json().views;
  expect(await viewsSeenByOwner()).toEqual({ total: 0, viewers: 0 });

  await open(post.id, await createAdmin(t.db));
  expect(await viewsSeenByOwner()).toEqual({ total: 0, viewers: 0 });

  const buyer = await createBuyer(t.db);
  expect((await open(post.id, buyer)).statusCode).toBe(200);
  await open(post.id, buyer);
  expect(await viewsSeenByOwner()).toEqual({ total: 1, viewers: 1 });

  await open(post.id, buyer, 1);
  expect(await viewsSeenByOwner()).toEqual({ total: 2, viewers: 1 });

  await open(post.id, await createSeller(t.db));
  expect(await viewsSeenByOwner()).toEqual({ total: 3, viewers: 2 });
  expect((await open(post.id, await createAdmin(t.db))).json().views).toEqual({ total: 3, viewers: 2 });
});

test('another seller and a buyer get no view figures', async () => {
  const post = await createPost(t.db, { status: SITE_STATUS.forSale });
  for (const user of [await createSeller(t.db), await createBuyer(t.db)]) {
    const res = await open(post.id, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('views');
  }
});

test('an opening refused with 404 (a draft) is not a view', async () => {
  const seller = await createSeller(t.db);
  const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
  expect((await open(draft.id, await createBuyer(t.db))).statusCode).toBe(404);
  expect((await open(draft.id, seller)).json().views).toEqual({ total: 0, viewers: 0 });
});

test('the SIP 16 evidence counts the same views, in the period they fell in', async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale });
  const [first, second] = [await createBuyer(t.db), await createBuyer(t.db)];
  await open(post.id, first);
  await open(post.id, first, 1);
  await open(post.id, second);
  const evidence = await getSip16Evidence(t.app.ctx, { id: seller.id, role: ROLES.seller, name: 'Seller', sessionId: 'service-call' }, post.id);
  expect(evidence.totals).toMatchObject({ viewers: 2, views: 3 });
  expect(evidence.periods[0].viewers).toBe(2);
});
