// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { and, eq } from 'drizzle-orm';
import { addDays, BUYER_MESSAGES, londonToday, SITE_STATUS, type ExpressionOfInterest } from '@insolvency/shared-contracts';
import { expressionsOfInterest, posts } from '../../../src/db/schema';
import { mailJobs } from '../../queued-mails';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createBuyerWithCriteria } from '../../factories/buyer-preferences';
import { createPost } from '../../factories/posts';
import { createAdmin, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let seller: TestUser;
const today = londonToday();
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db, { email1: 'practitioner@example.com' });
});
afterAll(async () => t?.close());

const express = async (id: number | string, user: { id: number; role: string } | null, payload: object = { ExpressInterestText: 'We buy bakeries.', ConnectedParty: false }) =>
  t.app.inject({ method: 'POST', url: `/api/buyer/express-interest?id=${id}`, payload, headers: user ? { authorization: await bearerFor(t, user) } : {} });
const get = async (path: string, user: { id: number; role: string } | null) =>
  t.app.inject({ method: 'GET', url: `/api/buyer/${path}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });

describe('POST buyer/express-interest', () => {
  test('stored once, the practitioner e-mailed, the post shows it, the profile text kept', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const post = await createPost(t.db, { createdBy: seller.id, reference: 'EOI-1' });
    const res = await express(post.id, buyer, { ExpressInterestText: 'We run three bakeries\nand want a fourth.', ConnectedParty: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: BUYER_MESSAGES.interestSent });

    const [row] = await t.db.select().from(expressionsOfInterest).where(and(eq(expressionsOfInterest.buyerId, buyer.id), eq(expressionsOfInterest.postId, post.id)));
    expect(row).toMatchObject({ profile: 'We run three bakeries\nand want a fourth.', visibleToInsolvency: true, viewedByInsolvency: false, connectedParty: false });
    const [mail] = await mailJobs(t.db, { key: `interest-received:${row.id}` });
    expect(JSON.stringify(mail.data)).toContain('practitioner@example.com');

    const detail = await t.app.inject({ method: 'GET', url: `/api/allauth/post?id=${post.id}`, headers: { authorization: await bearerFor(t, buyer) } });
    expect(detail.json().hasExpressedInterest).toBe(true);
    expect((await get('expression-text', buyer)).json()).toEqual({ expressionText: 'We run three bakeries\nand want a fourth.' });
  });

  test('409 the second time, also after the post is reposted', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const post = await createPost(t.db, { createdBy: seller.id });
    expect((await express(post.id, buyer)).statusCode).toBe(200);
    const again = await express(post.id, buyer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BUYER_MESSAGES.alreadyExpressed);
    // Withdrawn, then reposted with a new period: still once, ever.
    await t.db.update(posts).set({ withdrawnAt: new Date() }).where(eq(posts.id, post.id));
    const repost = await t.app.inject({
      method: 'POST',
      url: `/api/seller/repost?id=${post.id}`,
      payload: { StartDate: today, EndDate: addDays(today, 27) },
      headers: { authorization: await bearerFor(t, seller) },
    });
    expect(repost.statusCode).toBe(200);
    expect((await express(post.id, buyer)).statusCode).toBe(409);
    expect(await t.db.select().from(expressionsOfInterest).where(eq(expressionsOfInterest.postId, post.id))).toHaveLength(1);
  });

  test("only while For Sale: expired and withdrawn 409; draft and scheduled 404 like an unknown post", async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    for (const status of [SITE_STATUS.expired, SITE_STATUS.withdrawn]) {
      const res = await express((await createPost(t.db, { createdBy: seller.id, status })).id, buyer);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BUYER_MESSAGES.notForSale);
    }
    for (const status of [SITE_STATUS.draft, SITE_STATUS.scheduled]) {
      expect((await express((await createPost(t.db, { createdBy: seller.id, status })).id, buyer)).statusCode).toBe(404);
    }
    expect((await express(2147483647, buyer)).statusCode).toBe(404);
    expect((await express('abc', buyer)).statusCode).toBe(400);
    expect((await express('2147483648', buyer)).statusCode).toBe(400);
  });

  test("'Message is required' for an empty or missing message", async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const post = await createPost(t.db, { createdBy: seller.id });
    for (const payload of [{ ExpressInterestText: '', ConnectedParty: false }, { ExpressInterestText: '   ', ConnectedParty: false }, { ConnectedParty: false }]) {
      const res = await express(post.id, buyer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BUYER_MESSAGES.messageRequired);
    }
    expect((await express(post.id, buyer, { ExpressInterestText: 'x'.repeat(4001), ConnectedParty: false })).statusCode).toBe(400);
  });

  test("the spec's payload {ExpressInterestText} alone is accepted and stored as not declared; the practitioner's mail says so", async () => {
    for (const payload of [{ ExpressInterestText: 'We buy bakeries.' }, { ExpressInterestText: 'We buy bakeries.', ConnectedParty: null }]) {
      const buyer = await createBuyerWithCriteria(t.db);
      const post = await createPost(t.db, { createdBy: seller.id });
      const res = await express(post.id, buyer, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: BUYER_MESSAGES.interestSent });
      const [row] = await t.db.select().from(expressionsOfInterest).where(eq(expressionsOfInterest.postId, post.id));
      expect(row).toMatchObject({ buyerId: buyer.id, profile: 'We buy bakeries.', connectedParty: null });
      const [mail] = await mailJobs(t.db, { key: `interest-received:${row.id}` });
      expect(JSON.stringify(mail.data)).toContain('have not declared whether they are connected');
    }
  });

  test('a declaration that is not yes or no: 400, and nothing stored; yes is stored and told to the practitioner', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const post = await createPost(t.db, { createdBy: seller.id });
    for (const ConnectedParty of ['yes', 1, 'false', {}]) {
      const res = await express(post.id, buyer, { ExpressInterestText: 'We buy bakeries.', ConnectedParty });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BUYER_MESSAGES.connectedPartyRequired);
    }
    expect(await t.db.select().from(expressionsOfInterest).where(eq(expressionsOfInterest.postId, post.id))).toEqual([]);

    expect((await express(post.id, buyer, { ExpressInterestText: 'We are the former directors.', ConnectedParty: true })).statusCode).toBe(200);
    const [row] = await t.db.select().from(expressionsOfInterest).where(eq(expressionsOfInterest.postId, post.id));
    expect(row.connectedParty).toBe(true);
    const [mail] = await mailJobs(t.db, { key: `interest-received:${row.id}` });
    expect(JSON.stringify(mail.data)).toContain('connected party');
  });

  test('a flagged buyer: stored hidden from the practitioner, no mail', async () => {
    const buyer = await createBuyerWithCriteria(t.db, {}, { flagged: true });
    const post = await createPost(t.db, { createdBy: seller.id });
    expect((await express(post.id, buyer)).statusCode).toBe(200);
    const [row] = await t.db.select().from(expressionsOfInterest).where(eq(expressionsOfInterest.buyerId, buyer.id));
    expect(row.visibleToInsolvency).toBe(false);
    expect(await mailJobs(t.db, { key: `interest-received:${row.id}` })).toEqual([]);
  });

  test('anonymous 401; seller and Admin 403', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    expect((await express(post.id, null)).statusCode).toBe(401);
    expect((await express(post.id, seller)).statusCode).toBe(403);
    expect((await express(post.id, await createAdmin(t.db))).statusCode).toBe(403);
  });
});

describe('GET buyer/interested-posts and buyer/expression-text', () => {
  test("the buyer's own expressions, newest first; another buyer's are not listed", async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    const older = await createPost(t.db, { createdBy: seller.id, reference: 'LIST-OLD', primaryCategoryId: 201 });
    const newer = await createPost(t.db, { createdBy: seller.id, reference: 'LIST-NEW' });
    await express(older.id, buyer);
    await express(newer.id, buyer);
    await express(newer.id, await createBuyerWithCriteria(t.db));
    const list = (await get('interested-posts', buyer)).json() as ExpressionOfInterest[];
    expect(list.map((item) => item.reference)).toEqual(['LIST-NEW', 'LIST-OLD']);
    expect(list[1]).toMatchObject({ businessId: older.id, primaryCategory: 'Food and convenience', profile: 'We buy bakeries.', activityHeading: older.activityHeading });
  });

  test('empty before the first expression; access refused to others', async () => {
    const buyer = await createBuyerWithCriteria(t.db);
    expect((await get('interested-posts', buyer)).json()).toEqual([]);
    expect((await get('expression-text', buyer)).json()).toEqual({ expressionText: '' });
    for (const path of ['interested-posts', 'expression-text']) {
      expect((await get(path, null)).statusCode).toBe(401);
      expect((await get(path, seller)).statusCode).toBe(403);
    }
  });
});
