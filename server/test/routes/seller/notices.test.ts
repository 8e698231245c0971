import { SITE_STATUS } from '@insolvency/shared-contracts';
import { expressionsOfInterest } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

const get = async (url: string, user: { id: number; role: string }) => t.app.inject({ method: 'GET', url, headers: { authorization: await bearerFor(t, user) } });

test('notifications: the unviewed, visible expressions of interest in the caller’s own posts', async () => {
  const seller = await createSeller(t.db);
  const post = await createPost(t.db, { createdBy: seller.id });
  const others = await createPost(t.db);
  const [a, b, c, d] = [await createBuyer(t.db), await createBuyer(t.db), await createBuyer(t.db), await createBuyer(t.db)];
  await t.db.insert(expressionsOfInterest).values([
    { buyerId: a.id, postId: post.id, profile: 'x' },
    { buyerId: b.id, postId: post.id, profile: 'x', viewedByInsolvency: true },
    { buyerId: c.id, postId: post.id, profile: 'x', visibleToInsolvency: false },
    { buyerId: d.id, postId: others.id, profile: 'x' },
  ]);
  const res = await get('/api/seller/notifications', seller);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toBe(1);
});

test('draft-already-exists-notifiation: the newest draft of the caller, or none', async () => {
  const seller = await createSeller(t.db);
  expect((await get('/api/seller/draft-already-exists-notifiation', seller)).json()).toEqual({ draftExists: false, businessId: null, reference: null });
  await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale });
  const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
  expect((await get('/api/seller/draft-already-exists-notifiation', seller)).json()).toEqual({ draftExists: true, businessId: draft.id, reference: draft.reference });
  expect((await get('/api/seller/draft-already-exists-notifiation', await createSeller(t.db))).json().draftExists).toBe(false);
});

test('notifications: 401 without a token, 403 for an Interested Party, 0 for a seller without interest', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/seller/notifications' })).statusCode).toBe(401);
  expect((await get('/api/seller/notifications', await createBuyer(t.db))).statusCode).toBe(403);
  expect((await get('/api/seller/notifications', await createSeller(t.db))).json()).toBe(0);
});
