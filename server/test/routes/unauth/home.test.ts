import { ROLES, SITE_STATUS, addDays, londonToday, type Post } from '@insolvency/shared-contracts';
import { expressionsOfInterest, posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/db/seed/reference-labels';
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
