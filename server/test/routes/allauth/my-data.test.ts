// Also run on PostgreSQL by `npm test`: values as the PostgreSQL driver returns them (bigint counts, numeric sums, timestamps).
import { eq } from 'drizzle-orm';
import { londonToday, ROLES } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { buyerLocationPreferences, buyerPreferences } from '../../../src/db/schema/buyer-preferences';
import { expressionsOfInterest, matchDigestEntries, watchlist } from '../../../src/db/schema/interest';
import { notifications, postEmailSends } from '../../../src/db/schema/messaging';
import { postViews } from '../../../src/db/schema/post-views';
import { savedSearches, savedSearchMatches } from '../../../src/db/schema/saved-searches';
import { dealRoomAccess, dealRoomQuestions, ndaAcceptances, ndaVersions, offers, offerVersions, packDocuments, packDownloads, sellerNdaTexts, storedFiles } from '../../../src/db/schema/deal-room';
import { bearerFor } from '../../sessions';
import { issueRefreshToken } from '../../../src/services/auth/refresh-tokens';
import { createPost } from '../../factories/posts';
import { createUser, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

const bearer = (user: { id: number; role: string }) => bearerFor(t, user);
const download = async (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/allauth/my-data', headers: { authorization: await bearer(user) } });

describe('GET /api/allauth/my-data', () => {
  test('401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/allauth/my-data' });
    expect(res.statusCode).toBe(401);
  });

  test("a buyer's download: an attachment with account, address, preferences and expressions of interest", async () => {
    const buyer = await createUser(t.db, {
      role: ROLES.buyer,
      forenames: 'Bea',
      email2: 'bea.second@example.com',
      email2DisableReason: 'bounce',
      email2DisableDateTime: new Date('2026-01-02T03:04:05Z'),
    });
    await t.db.insert(buyerPreferences).values({ userId: buyer.id, keywords: 'bakery', expressionProfile: 'We buy bakeries.' });
    await t.db.insert(buyerLocationPreferences).values({ userId: buyer.id, locationId: 1 });
    const post = await createPost(t.db);
    await t.db.insert(expressionsOfInterest).values({ buyerId: buyer.id, postId: post.id, profile: 'Interested in this bakery.' });
    await t.db.insert(postViews).values({ postId: post.id, viewerId: buyer.id, viewedOn: '2026-01-05' });
    const { token: refreshToken } = await issueRefreshToken(t.app.ctx, buyer.id);

    const res = await download(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="my-data-${londonToday()}.json"`);
    const data = res.json();
    expect(data.account).toMatchObject({ id: buyer.id, role: ROLES.buyer, forenames: 'Bea', surname: buyer.surname, company: 'Test Company Ltd' });
    expect(data.emailAddresses).toMatchObject({
      primary: { address: buyer.email1, disableReason: null, disabledSince: null },
      secondary: { address: 'bea.second@example.com', disableReason: 'bounce', disabledSince: '2026-01-02T03:04:05.000Z' },
    });
    expect(data.address).toMatchObject({ addressLine1: '1 High Street', postcode: 'LS1 1AA', telephone: '0113 000 0000' });
    expect(data.buyerPreferences).toMatchObject({ keywords: 'bakery', expressionOfInterestProfile: 'We buy bakeries.', locations: [expect.any(String)] });
    expect(data.expressionsOfInterest).toEqual([
      expect.objectContaining({ postReference: post.reference, postHeading: post.activityHeading, profile: 'Interested in this bakery.', viewedByInsolvencyPractitioner: false }),
    ]);
    expect(data.postsViewed).toEqual([{ postReference: post.reference, postHeading: post.activityHeading, viewedOn: '2026-01-05' }]);
    expect(data.posts).toEqual([]);
    // The session issued above and the one making this request.
    expect(data.logins.recentSessions).toHaveLength(2);

    // Never a password hash or a token (nor its hash).
    expect(res.body).not.toContain(buyer.passwordHash);
    expect(res.body).not.toContain(refreshToken);
    expect(res.body).not.toMatch(/password|tokenHash|token_hash/i);
  });

  test("a seller's download lists their own posts with periods and invoices, not other sellers'", async () => {
    const seller = await createUser(t.db, { role: ROLES.seller });
    const own = await createPost(t.db, { createdBy: seller.id });
    const other = await createPost(t.db);
    const data = (await download(seller)).json();
    expect(data.posts).toHaveLength(1);
    expect(data.posts[0]).toMatchObject({ reference: own.reference, activityHeading: own.activityHeading });
    expect(data.posts[0].periods.length).toBeGreaterThan(0);
    expect(data.posts[0].periods[0].invoice).toMatchObject({ totalPrice: expect.any(Number), dueDate: expect.any(String) });
    expect(JSON.stringify(data)).not.toContain(other.reference);
    expect(data.account.capacity).toEqual(expect.any(String));
    expect(data.buyerPreferences).toBeNull();
    expect(data.expressionsOfInterest).toEqual([]);
  });

  test('the API document names every section of the download', async () => {
    const data = (await download(await createUser(t.db, { role: ROLES.seller }))).json();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = doc.paths['/api/allauth/my-data'].get.responses['200'].content['application/json'].schema.properties;
    expect(Object.keys(documented).sort()).toEqual(Object.keys(data).sort());
  });

  test("a seller's E-mail Post sends (counts, never addresses) and the notifications addressed to them; not another user's or site-wide ones", async () => {
    const [seller, other] = [await createUser(t.db, { role: ROLES.seller }), await createUser(t.db, { role: ROLES.seller })];
    const post = await createPost(t.db, { createdBy: seller.id });
    await t.db.insert(postEmailSends).values([
      { senderId: seller.id, postId: post.id, recipientCount: 3, createdAt: new Date('2026-03-06T10:00:00Z') },
      { senderId: other.id, postId: post.id, recipientCount: 9, createdAt: new Date('2026-03-06T11:00:00Z') },
    ]);
    await t.db.insert(notifications).values([
      { userId: seller.id, text: 'Your post has been approved.', createdAt: new Date('2026-03-07T09:00:00Z') },
      { userId: other.id, text: "Another seller's message", createdAt: new Date('2026-03-07T09:01:00Z') },
      { userId: null, text: 'Site-wide maintenance on Sunday', createdAt: new Date('2026-03-07T09:02:00Z') },
    ]);
    const data = (await download(seller)).json();
    expect(data.postEmailSends).toEqual([{ postReference: post.reference, postHeading: post.activityHeading, recipientCount: 3, sentAt: '2026-03-06T10:00:00.000Z' }]);
    expect(data.notifications).toEqual([{ text: 'Your post has been approved.', at: '2026-03-07T09:00:00.000Z' }]);
  });

  test("an admin's download lists the actions they took, as the audit trail recorded them", async () => {
    const admin = await createUser(t.db, { role: ROLES.admin });
    const post = await createPost(t.db);
    const approve = await t.app.inject({ method: 'PATCH', url: `/api/admin/approve-post?id=${post.id}`, headers: { authorization: await bearer(admin) } });
    expect(approve.statusCode).toBe(200);
    const data = (await download(admin)).json();
    expect(data.adminActions).toEqual([{ action: 'approve-post', targetType: 'post', targetId: post.id, at: expect.any(String) }]);
  });

  test("the deal room: a buyer's NDA signatures, access decisions, downloads, questions and offers; a seller's standard NDA text; no other buyer's", async () => {
    const seller = await createUser(t.db, { role: ROLES.seller });
    await t.db.insert(sellerNdaTexts).values({ userId: seller.id, text: 'Our standard undertaking.' });
    const post = await createPost(t.db, { createdBy: seller.id });
    const [buyer, other] = [await createUser(t.db, { role: ROLES.buyer }), await createUser(t.db, { role: ROLES.buyer })];
    const [nda] = await t.db.insert(ndaVersions).values({ postId: post.id, version: 1, text: 'Keep it confidential.', fromStandardText: true }).returning();
    for (const who of [buyer, other]) {
      await t.db.insert(ndaAcceptances).values({ postId: post.id, ndaVersionId: nda.id, buyerId: who.id, fullName: `${who.forenames} ${who.surname}`, company: 'Bids Ltd', position: 'Director', clientAddress: '10.0.0.1', userAgent: 'Firefox' });
    }
    await t.db.insert(dealRoomAccess).values({ postId: post.id, buyerId: buyer.id, approvedAt: new Date('2026-02-01T10:00:00Z') });
    const [file] = await t.db.insert(storedFiles).values({ postId: post.id, fileName: 'accounts.pdf', contentType: 'application/pdf', byteSize: 10, sha256: 'x' }).returning();
    const [document] = await t.db.insert(packDocuments).values({ postId: post.id, fileId: file.id, title: 'Management accounts', sortOrder: 0 }).returning();
    await t.db.insert(packDownloads).values({ documentId: document.id, userId: buyer.id, clientAddress: '10.0.0.1', userAgent: 'Firefox' });
    await t.db.insert(dealRoomQuestions).values([
      { postId: post.id, buyerId: buyer.id, question: 'Is the lease assignable?', answer: 'Yes.', answeredAt: new Date(), published: true },
      { postId: post.id, buyerId: other.id, question: "Another buyer's question" },
    ]);
    const [offer] = await t.db.insert(offers).values({ postId: post.id, buyerId: buyer.id }).returning();
    const [proof] = await t.db.insert(storedFiles).values({ postId: post.id, uploadedBy: buyer.id, fileName: 'bank-letter.pdf', contentType: 'application/pdf', byteSize: 20, sha256: 'y' }).returning();
    await t.db.insert(offerVersions).values([
      { offerId: offer.id, version: 1, amountPence: 100_000, scope: 'assets', namedAssets: 'Ovens', funding: 'cash', connectedParty: false },
      { offerId: offer.id, version: 2, amountPence: 120_000, scope: 'assets', namedAssets: 'Ovens', funding: 'cash', proofOfFundsFileId: proof.id, connectedParty: false },
    ]);

    const { dealRoom } = (await download(buyer)).json();
    const named = { postReference: post.reference, postHeading: post.activityHeading };
    expect(dealRoom.ndaStandardText).toBeNull();
    expect(dealRoom.ndaAcceptances).toEqual([
      { ...named, ndaVersion: 1, fullName: `${buyer.forenames} ${buyer.surname}`, company: 'Bids Ltd', position: 'Director', acceptedAt: expect.any(String), fromAddress: '10.0.0.1', userAgent: 'Firefox' },
    ]);
    expect(dealRoom.access).toEqual([{ ...named, approvedAt: '2026-02-01T10:00:00.000Z', revokedAt: null, revokeReason: null }]);
    expect(dealRoom.downloads).toEqual([{ ...named, documentTitle: 'Management accounts', downloadedAt: expect.any(String), fromAddress: '10.0.0.1', userAgent: 'Firefox' }]);
    expect(dealRoom.questions).toEqual([{ ...named, question: 'Is the lease assignable?', askedAt: expect.any(String), answer: 'Yes.', answeredAt: expect.any(String), published: true }]);
    expect(dealRoom.offers).toEqual([
      expect.objectContaining({
        ...named,
        acceptedAt: null,
        versions: [
          expect.objectContaining({ version: 1, amountPence: 100_000, proofOfFunds: null }),
          expect.objectContaining({ version: 2, amountPence: 120_000, funding: 'cash', proofOfFunds: { fileId: proof.id, fileName: 'bank-letter.pdf', contentType: 'application/pdf', byteSize: 20 } }),
        ],
      }),
    ]);
    expect(JSON.stringify(dealRoom)).not.toContain("Another buyer's question");
    expect(JSON.stringify(dealRoom)).not.toContain(other.surname);

    const sellers = (await download(seller)).json().dealRoom;
    expect(sellers.ndaStandardText).toEqual({ text: 'Our standard undertaking.', updatedAt: expect.any(String) });
    expect(sellers.ndaAcceptances).toEqual([]);
    expect(sellers.offers).toEqual([]);
  });

  test("a buyer's saved searches: words, filters by name, delivery, when saved and the posts they found, their daily e-mail's posts and their watchlist; no other buyer's", async () => {
    const [buyer, other] = [await createUser(t.db, { role: ROLES.buyer }), await createUser(t.db, { role: ROLES.buyer })];
    const save = async (user: TestUser, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/buyer/saved-searches', payload, headers: { authorization: await bearer(user) } });
      expect(res.statusCode).toBe(200);
    };
    await save(buyer, { Query: 'bakery leeds', Filters: { sector: 300 }, Delivery: 'daily' });
    await save(buyer, { Query: '', Filters: { turnover: 1 } });
    await save(other, { Query: 'otherbuyerswords', Filters: { sector: 300 } });
    const [bakery] = await t.db.select({ id: savedSearches.id }).from(savedSearches).where(eq(savedSearches.query, 'bakery leeds'));
    const post = await createPost(t.db);
    await t.db.insert(savedSearchMatches).values({ savedSearchId: bakery.id, postId: post.id, userId: buyer.id, createdAt: new Date('2026-03-04T09:10:11Z') });

    const data = (await download(buyer)).json();
    expect(data.savedSearches).toEqual([
      {
        query: 'bakery leeds',
        filters: [{ filter: 'Sector', id: 300, label: 'Hospitality and Leisure' }],
        delivery: 'daily',
        savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        postsFound: [{ postReference: post.reference, postHeading: post.activityHeading, foundAt: '2026-03-04T09:10:11.000Z' }],
      },
      { query: '', filters: [{ filter: 'Turnover', id: 1, label: expect.any(String) }], delivery: 'each', savedAt: expect.any(String), postsFound: [] },
    ]);
    expect(JSON.stringify(data)).not.toContain('otherbuyerswords');

    // The same post in the buyer's daily e-mail, through the saved search; not sent yet.
    await t.db.insert(matchDigestEntries).values({ userId: buyer.id, periodId: post.periods[0].id, postId: post.id, londonDay: '2026-03-04', byCriteria: false, savedSearchId: bakery.id, createdAt: new Date('2026-03-04T09:10:12Z') });
    expect((await download(buyer)).json().dailyDigest).toEqual([
      { postReference: post.reference, postHeading: post.activityHeading, londonDay: '2026-03-04', byCriteria: false, savedSearch: 'bakery leeds', addedAt: '2026-03-04T09:10:12.000Z', sentAt: null },
    ]);
    expect((await download(other)).json().dailyDigest).toEqual([]);

    await t.db.insert(watchlist).values({ userId: buyer.id, postId: post.id, createdAt: new Date('2026-03-05T08:00:00Z') });
    expect((await download(buyer)).json().watchlist).toEqual([{ postReference: post.reference, postHeading: post.activityHeading, addedAt: '2026-03-05T08:00:00.000Z', remindedAt: null }]);
    expect((await download(other)).json().watchlist).toEqual([]);

    const sellers = (await download(await createUser(t.db, { role: ROLES.seller }))).json();
    expect(sellers.savedSearches).toEqual([]);
  });
});
