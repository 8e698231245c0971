import { eq } from 'drizzle-orm';
import { addDays, londonToday, POST_DATE_MESSAGES, SITE_STATUS } from '@insolvency/shared-contracts';
import { COMPANY_NAME_REQUIRED_MESSAGE } from '@insolvency/shared-contracts/schemas';
import { invoices, postingPeriods, posts, users } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { LIFECYCLE_MESSAGES } from '../../../src/services/posts/post-lifecycle';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
const today = londonToday();
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

const call = async (method: 'POST' | 'PATCH', path: string, id: number | string, user: { id: number; role: string }, payload?: object) =>
  t.app.inject({ method, url: `/api/seller/${path}?id=${id}`, payload, headers: { authorization: await bearerFor(t, user) } });
const statusOf = async (id: number, user: { id: number; role: string }) =>
  (await t.app.inject({ method: 'GET', url: `/api/allauth/post?id=${id}`, headers: { authorization: await bearerFor(t, user) } })).json().siteStatus;
const invoicesOf = async (postId: number) =>
  t.db.select({ total: invoices.totalPrice, vat: invoices.vatAmount, net: invoices.subTotal, rate: invoices.priceRate }).from(invoices).innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId)).where(eq(postingPeriods.postId, postId));

const dates = (start: string, days = 28) => ({ StartDate: start, EndDate: addDays(start, days - 1) });

describe('post-draft', () => {
  let seller: TestUser;
  beforeAll(async () => {
    seller = await createSeller(t.db);
  });

  test('Post Now: For Sale at once, with an invoice of 345 + 69 = 414', async () => {
    const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
    const res = await call('POST', 'post-draft', draft.id, seller, dates(today));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LIFECYCLE_MESSAGES.live });
    expect(await statusOf(draft.id, seller)).toBe(SITE_STATUS.forSale);
    expect(await invoicesOf(draft.id)).toEqual([{ net: 345, vat: 69, total: 414, rate: 345 }]);
  });

  test('Schedule: Scheduled until its start date; priced at the seller’s custom rate', async () => {
    const custom = await createSeller(t.db);
    await t.db.update(users).set({ customPriceRate: 300 }).where(eq(users.id, custom.id));
    const draft = await createPost(t.db, { createdBy: custom.id, status: SITE_STATUS.draft });
    const res = await call('POST', 'post-draft', draft.id, custom, { ...dates(addDays(today, 3), 29), useCustomCompanyName: true, Company: 'Acme Holdings' });
    expect(res.json()).toEqual({ message: LIFECYCLE_MESSAGES.scheduled(addDays(today, 3)) });
    expect(await statusOf(draft.id, custom)).toBe(SITE_STATUS.scheduled);
    // 29 days: a second block.
    expect(await invoicesOf(draft.id)).toEqual([{ net: 600, vat: 120, total: 720, rate: 300 }]);
    const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.postId, draft.id));
    expect(period.invoiceCompanyName).toBe('Acme Holdings');
  });

  test('date rules and the company name: 400 on the field, nothing written', async () => {
    const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
    const past = await call('POST', 'post-draft', draft.id, seller, dates(addDays(today, -1)));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ StartDate: [POST_DATE_MESSAGES.startInPast] });
    const reversed = await call('POST', 'post-draft', draft.id, seller, { StartDate: addDays(today, 5), EndDate: addDays(today, 4) });
    expect(reversed.statusCode).toBe(400);
    const noCompany = await call('POST', 'post-draft', draft.id, seller, { ...dates(today), useCustomCompanyName: true, Company: '  ' });
    expect(noCompany.json().errors).toEqual({ Company: [COMPANY_NAME_REQUIRED_MESSAGE] });
    const longCompany = await call('POST', 'post-draft', draft.id, seller, { ...dates(today), useCustomCompanyName: true, Company: 'x'.repeat(51) });
    expect(longCompany.statusCode).toBe(400);
    for (const bad of [{}, { StartDate: '22/11/2026', EndDate: today }, { StartDate: '2026-02-30', EndDate: today }]) {
      expect((await call('POST', 'post-draft', draft.id, seller, bad)).statusCode).toBe(400);
    }
    expect(await invoicesOf(draft.id)).toEqual([]);
  });

  test('409 from any status but Draft; 404 for another seller and unknown ids; 400 for bad ids', async () => {
    const live = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale });
    const again = await call('POST', 'post-draft', live.id, seller, dates(today));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This post is For Sale: only a post that is Draft can be posted.');
    const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
    expect((await call('POST', 'post-draft', draft.id, await createSeller(t.db), dates(today))).statusCode).toBe(404);
    expect((await call('POST', 'post-draft', 2147483647, seller, dates(today))).statusCode).toBe(404);
    expect((await call('POST', 'post-draft', '2147483648', seller, dates(today))).statusCode).toBe(400);
    expect((await call('POST', 'post-draft', draft.id, await createBuyer(t.db), dates(today))).statusCode).toBe(403);
    // Admin may act on any post.
    expect((await call('POST', 'post-draft', draft.id, await createAdmin(t.db), dates(today))).statusCode).toBe(200);
  });
});

describe('extend, withdraw, repost', () => {
  test('a live post: extend within 28 days of its start, withdraw to the archive, repost with a second invoice', async () => {
    const seller = await createSeller(t.db);
    const post = await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: addDays(today, -3), endDate: addDays(today, 10) }], today });
    const start = addDays(today, -3);

    const tooFar = await call('PATCH', 'extend-post', post.id, seller, { EndDate: addDays(start, 28) });
    expect(tooFar.json().errors).toEqual({ EndDate: [POST_DATE_MESSAGES.endBeyondFirstBlock] });
    const extended = await call('PATCH', 'extend-post', post.id, seller, { EndDate: addDays(start, 27) });
    expect(extended.json()).toEqual({ message: LIFECYCLE_MESSAGES.extended });
    const [period] = await t.db.select().from(postingPeriods).where(eq(postingPeriods.postId, post.id));
    expect(period.endDate).toBe(addDays(start, 27));

    const withdrawn = await call('PATCH', 'withdraw-post', post.id, seller);
    expect(withdrawn.json()).toEqual({ message: LIFECYCLE_MESSAGES.withdrawn });
    expect(await statusOf(post.id, seller)).toBe(SITE_STATUS.withdrawn);
    expect((await call('PATCH', 'withdraw-post', post.id, seller)).statusCode).toBe(409);
    expect((await call('PATCH', 'extend-post', post.id, seller, { EndDate: today })).statusCode).toBe(409);

    const reposted = await call('POST', 'repost', post.id, seller, dates(today));
    expect(reposted.json()).toEqual({ message: LIFECYCLE_MESSAGES.live });
    expect(await statusOf(post.id, seller)).toBe(SITE_STATUS.forSale);
    expect(await invoicesOf(post.id)).toHaveLength(2);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row.withdrawnAt).toBeNull();
  });

  test('repost is 409 for a live post; an expired post can be reposted', async () => {
    const seller = await createSeller(t.db);
    const live = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale });
    expect((await call('POST', 'repost', live.id, seller, dates(today))).statusCode).toBe(409);
    const expired = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.expired });
    expect((await call('POST', 'repost', expired.id, seller, dates(addDays(today, 1)))).statusCode).toBe(200);
    expect(await statusOf(expired.id, seller)).toBe(SITE_STATUS.scheduled);
  });

  test('a Sold post is final: reposting it is 409 with the reason', async () => {
    const seller = await createSeller(t.db);
    const sold = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.sold });
    expect(await statusOf(sold.id, seller)).toBe(SITE_STATUS.sold);
    const res = await call('POST', 'repost', sold.id, seller, dates(today));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This post is Sold: only a post that is Expired or Withdrawn can be reposted.');
    expect(await invoicesOf(sold.id)).toHaveLength(1);
  });

  test('invoice numbers are sequential and never reused', async () => {
    const seller = await createSeller(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
      await call('POST', 'post-draft', draft.id, seller, dates(today));
      const [invoice] = await t.db.select({ id: invoices.id }).from(invoices).innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId)).where(eq(postingPeriods.postId, draft.id));
      ids.push(invoice.id);
    }
    expect(ids[1]).toBeGreaterThan(ids[0]);
    expect(ids[2]).toBeGreaterThan(ids[1]);
  });
});

describe('mark-sold', () => {
  const get = async (url: string, user?: { id: number; role: string }) =>
    (await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: user ? { authorization: await bearerFor(t, user) } : {} })).json();
  const idsIn = (list: { businessId: number }[]) => list.map((post) => post.businessId);

  test('a live post: Sold at once, out of Live Postings, the inbox and the home page, in the archive as Sold', async () => {
    const seller = await createSeller(t.db);
    const heading = 'Marked-sold kiln works';
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, activityHeading: heading });
    const buyer = await createBuyerWithCriteria(t.db, { keywords: 'marked-sold kiln' });
    expect(idsIn(await get('seller/posts?status=1', seller))).toEqual([post.id]);
    expect(idsIn((await get('buyer/posts-by-criteria?pageSize=48', buyer)).posts)).toContain(post.id);
    expect(idsIn(await get('unauth/homeposts'))).toContain(post.id);

    const res = await call('PATCH', 'mark-sold', post.id, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LIFECYCLE_MESSAGES.sold });

    expect(await statusOf(post.id, seller)).toBe(SITE_STATUS.sold);
    expect(await get('seller/posts?status=1', seller)).toEqual([]);
    expect(await get('seller/archived-posts', seller)).toMatchObject([{ businessId: post.id, siteStatus: SITE_STATUS.sold }]);
    expect(idsIn((await get('buyer/posts-by-criteria?pageSize=48', buyer)).posts)).not.toContain(post.id);
    expect(idsIn(await get('unauth/homeposts'))).not.toContain(post.id);
  });

  test('an expired post reads Sold, never Expired; Admin may mark any post', async () => {
    const seller = await createSeller(t.db);
    const expired = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.expired });
    expect((await call('PATCH', 'mark-sold', expired.id, await createAdmin(t.db))).statusCode).toBe(200);
    expect(await statusOf(expired.id, seller)).toBe(SITE_STATUS.sold);
  });

  test.each([SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.withdrawn, SITE_STATUS.sold])('409 from %s, with the reason; nothing changes', async (status) => {
    const seller = await createSeller(t.db);
    const post = await createPost(t.db, { createdBy: seller.id, status });
    const res = await call('PATCH', 'mark-sold', post.id, seller);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`This post is ${status}: only a post that is For Sale or Expired can be marked as Sold.`);
    expect(await statusOf(post.id, seller)).toBe(status);
  });

  test('404 for another seller and unknown ids, 400 for bad ids, 403 for a buyer; the post stays For Sale', async () => {
    const seller = await createSeller(t.db);
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale });
    expect((await call('PATCH', 'mark-sold', post.id, await createSeller(t.db))).statusCode).toBe(404);
    expect((await call('PATCH', 'mark-sold', post.id, await createBuyer(t.db))).statusCode).toBe(403);
    expect((await call('PATCH', 'mark-sold', 2147483647, seller)).statusCode).toBe(404);
    for (const bad of ['', 'abc', '0', '-1', '2147483648', '1.5']) expect((await call('PATCH', 'mark-sold', bad, seller)).statusCode).toBe(400);
    expect(await statusOf(post.id, seller)).toBe(SITE_STATUS.forSale);
  });
});
