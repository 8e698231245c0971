import { eq } from 'drizzle-orm';
import { addDays, londonToday, SITE_STATUS, type Role } from '@insolvency/shared-contracts';
import { expressionsOfInterest, postingPeriods, posts } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import type { AuthUser } from '../../../src/services/auth/access-tokens';
import { getSip16Evidence } from '../../../src/services/sip16/sip16-evidence';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let seller: TestUser;
const today = londonToday();
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db, { forenames: 'Ian', surname: 'Practitioner', company: 'Recovery LLP' });
});
afterAll(async () => t?.close());

const get = async (query: string, user?: { id: number; role: string }) =>
  t.app.inject({ method: 'GET', url: `/api/seller/sip16-evidence${query}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const asCaller = (user: TestUser): AuthUser => ({ id: user.id, role: user.role as Role, name: `${user.forenames} ${user.surname}`, sessionId: 'service-call' });

/** A post on sale twice (an expired period, then the current one), with interest in each and one between. */
async function marketedPost() {
  const post = await createPost(t.db, {
    createdBy: seller.id,
    displayHome: false,
    periods: [
      { startDate: addDays(today, -60), endDate: addDays(today, -33) },
      { startDate: addDays(today, -5), endDate: addDays(today, 22) },
    ],
  });
  await t.db.update(postingPeriods).set({ interestedPartiesEmailed: 7 }).where(eq(postingPeriods.id, post.periods[0].id));
  await t.db.update(postingPeriods).set({ interestedPartiesEmailed: 3 }).where(eq(postingPeriods.id, post.periods[1].id));
  // The first made before the connected-party question existed (null), then one connected, one not.
  for (const [day, connectedParty] of [[-58, null], [-20, true], [-2, false]] as const) {
    const buyer = await createBuyer(t.db);
    await t.db.insert(expressionsOfInterest).values({ buyerId: buyer.id, postId: post.id, profile: 'Trade buyer', connectedParty, createdAt: noon(addDays(today, day)) });
  }
  return post;
}

test("the owner's PDF: 200 application/pdf, an attachment named by the post, starting with %PDF", async () => {
  const post = await marketedPost();
  const res = await get(`?id=${post.id}`, seller);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="sip16-evidence-${post.id}.pdf"`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(res.rawPayload.length).toBeGreaterThan(5000);
});

test('the figures: each period with its days on sale, parties e-mailed and interest; totals; dates of interest', async () => {
  const post = await marketedPost();
  const evidence = await getSip16Evidence(t.app.ctx, asCaller(seller), post.id);
  expect(evidence).toMatchObject({
    businessId: post.id,
    reference: post.reference,
    practitioner: 'Ian Practitioner',
    company: 'Recovery LLP',
    status: SITE_STATUS.forSale,
    displayPublicly: false,
    generatedOn: today,
    periods: [
      { startDate: addDays(today, -60), endDate: addDays(today, -33), withdrawnOn: null, daysOnSale: 28, interestedPartiesEmailed: 7, viewers: 0, expressionsOfInterest: 1 },
      // Current: on sale from five days ago up to today.
      { startDate: addDays(today, -5), endDate: addDays(today, 22), withdrawnOn: null, daysOnSale: 6, interestedPartiesEmailed: 3, viewers: 0, expressionsOfInterest: 1 },
    ],
    totals: { daysOnSale: 34, interestedPartiesEmailed: 10, viewers: 0, views: 0, expressionsOfInterest: 3 },
    expressionDates: [addDays(today, -58), addDays(today, -20), addDays(today, -2)],
    connectedParties: { connected: 1, notConnected: 1, notDeclared: 1 },
  });
});

test('a withdrawn post counts its days up to the withdrawal; a draft has no periods and still gets its PDF', async () => {
  const withdrawn = await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: addDays(today, -10), endDate: addDays(today, 17) }] });
  await t.db.update(posts).set({ withdrawnAt: noon(addDays(today, -4)) }).where(eq(posts.id, withdrawn.id));
  const caller = asCaller(seller);
  const evidence = await getSip16Evidence(t.app.ctx, caller, withdrawn.id);
  expect(evidence.status).toBe(SITE_STATUS.withdrawn);
  expect(evidence.periods).toEqual([expect.objectContaining({ withdrawnOn: addDays(today, -4), daysOnSale: 7 })]);

  const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
  expect((await getSip16Evidence(t.app.ctx, caller, draft.id)).periods).toEqual([]);
  const res = await get(`?id=${draft.id}`, seller);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
});

test('Admin gets any post’s evidence; another seller gets 404 as for an unknown post', async () => {
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
  expect((await get(`?id=${post.id}`, await createAdmin(t.db))).statusCode).toBe(200);
  const other = await get(`?id=${post.id}`, await createSeller(t.db));
  expect(other.statusCode).toBe(404);
  expect(other.json().message).toBe('This post does not exist or is not available.');
  expect((await get('?id=999999', seller)).statusCode).toBe(404);
});

test('400 for a missing or bad id; 401 without a token; 403 for an Interested Party', async () => {
  for (const query of ['', '?id=abc', '?id=0', '?id=-1', '?id=1.5']) {
    const res = await get(query, seller);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  }
  expect((await get('?id=1')).statusCode).toBe(401);
  expect((await get('?id=1', await createBuyer(t.db))).statusCode).toBe(403);
});
