// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { and, eq } from 'drizzle-orm';
import { DEAL_ROOM_MESSAGES, DEFAULT_NDA_TEXT } from '@insolvency/shared-contracts/deal-room';
import { dealRoomAccess, dealRooms, ndaAcceptances, ndaVersions } from '../../../src/db/schema';
import { mailJobs } from '../../queued-mails';
import { POST_NOT_FOUND_MESSAGE } from '../../../src/services/posts/post-detail';
import { expressInterestIn, giveCddPart, multipartBody, samplePng } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../../factories/users';
import { authorizationFor, callerOf, openDealRoomApp } from '../../deal-room-app';
import type { TestApp } from '../../helper';

let t: TestApp;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => ({ t, seller, admin } = await openDealRoomApp()));
afterAll(async () => t?.close());

const call = callerOf(() => t);
const accept = (postId: number, buyer: TestUser) =>
  call('POST', `buyer/accept-nda?id=${postId}`, buyer, { FullName: 'Bea Buyer', Company: 'Buyer Ltd', Position: 'Director', AcceptOnBehalf: true });

describe('seller/nda-standard-text', () => {
  test("the default until the practitioner saves one; then theirs; Admin cannot write one", async () => {
    const own = await createSeller(t.db);
    expect((await call('GET', 'seller/nda-standard-text', own)).json()).toEqual({ text: DEFAULT_NDA_TEXT, isDefault: true });
    const saved = await call('PUT', 'seller/nda-standard-text', own, { Text: 'Keep it secret.\r\nKeep it safe.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ text: 'Keep it secret.\nKeep it safe.', isDefault: false });
    expect((await call('GET', 'seller/nda-standard-text', own)).json()).toEqual({ text: 'Keep it secret.\nKeep it safe.', isDefault: false });
    const byAdmin = await call('PUT', 'seller/nda-standard-text', admin, { Text: 'Admin text' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(DEAL_ROOM_MESSAGES.adminReadOnly);
  });

  test('an empty or oversized text is 400 with the field named', async () => {
    const empty = await call('PUT', 'seller/nda-standard-text', seller, { Text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.Text).toEqual([DEAL_ROOM_MESSAGES.ndaTextRequired]);
    expect((await call('PUT', 'seller/nda-standard-text', seller, { Text: 'x'.repeat(20_001) })).statusCode).toBe(400);
  });
});

describe('seller/deal-room', () => {
  test('a post without settings: no NDA, pack released at once', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const res = await call('GET', `seller/deal-room?id=${post.id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ postId: post.id, ndaRequired: false, nda: null, ndaFrozen: false, packRelease: 'automatic', cddRequired: true, cddOffReason: null, canEdit: true });
  });

  test("requiring an NDA copies the practitioner's standard text into version 1; a new text changes it in place until a buyer accepts", async () => {
    const own = await createSeller(t.db);
    await call('PUT', 'seller/nda-standard-text', own, { Text: 'Our standard undertaking.' });
    const post = await createPost(t.db, { createdBy: own.id });
    const first = await call('PUT', `seller/deal-room?id=${post.id}`, own, { NdaRequired: true, PackRelease: 'on_approval' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ndaRequired: true, nda: { version: 1, text: 'Our standard undertaking.', fromStandardText: true }, ndaFrozen: false, packRelease: 'on_approval' });
    const edited = await call('PUT', `seller/deal-room?id=${post.id}`, own, { NdaRequired: true, NdaText: 'Written for this post.' });
    // PackRelease left out: unchanged.
    expect(edited.json()).toMatchObject({ nda: { version: 1, text: 'Written for this post.', fromStandardText: false }, packRelease: 'on_approval' });
    expect(await t.db.select().from(ndaVersions).where(eq(ndaVersions.postId, post.id))).toHaveLength(1);
  });

  test('once a buyer has accepted, the text is frozen: a new text is version 2 for later buyers, the signature stays on version 1', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: 'Version one.' });
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    expect((await accept(post.id, buyer)).statusCode).toBe(200);
    expect((await call('GET', `seller/deal-room?id=${post.id}`, seller)).json()).toMatchObject({ nda: { version: 1 }, ndaFrozen: true });

    // The same text again changes nothing.
    expect((await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: 'Version one.' })).json()).toMatchObject({ nda: { version: 1 }, ndaFrozen: true });
    const next = await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: 'Version two.' });
    expect(next.json()).toMatchObject({ nda: { version: 2, text: 'Version two.' }, ndaFrozen: false });
    const versions = await t.db.select().from(ndaVersions).where(eq(ndaVersions.postId, post.id));
    expect(versions.map((v) => [v.version, v.text]).sort()).toEqual([
      [1, 'Version one.'],
      [2, 'Version two.'],
    ]);
    const [signature] = await t.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.buyerId, buyer.id));
    expect(signature.ndaVersionId).toBe(versions.find((v) => v.version === 1)?.id);

    const later = await createBuyer(t.db);
    await expressInterestIn(t.db, later.id, post.id);
    expect((await accept(post.id, later)).json()).toMatchObject({ nda: { version: 2, text: 'Version two.' }, acceptance: { ndaVersion: 2 } });
  });

  test('bad input is 400 and changes nothing', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    for (const payload of [{}, { NdaRequired: 'yes' }, { NdaRequired: true, PackRelease: 'sometimes' }, { NdaRequired: true, NdaText: 'x'.repeat(20_001) }]) {
      expect((await call('PUT', `seller/deal-room?id=${post.id}`, seller, payload)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(dealRooms).where(eq(dealRooms.postId, post.id))).toEqual([]);
  });

  test("another seller's post is 404; Admin reads it (canEdit false) and cannot change it (403)", async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const other = await createSeller(t.db);
    for (const res of [
      await call('GET', `seller/deal-room?id=${post.id}`, other),
      await call('PUT', `seller/deal-room?id=${post.id}`, other, { NdaRequired: true }),
      await call('GET', `seller/deal-room-buyers?id=${post.id}`, other),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(POST_NOT_FOUND_MESSAGE);
    }
    expect((await call('GET', `seller/deal-room?id=${post.id}`, admin)).json()).toMatchObject({ canEdit: false });
    expect((await call('GET', `seller/deal-room-buyers?id=${post.id}`, admin)).statusCode).toBe(200);
    const write = await call('PUT', `seller/deal-room?id=${post.id}`, admin, { NdaRequired: true });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(DEAL_ROOM_MESSAGES.adminReadOnly);
    expect(await t.db.select().from(dealRooms).where(eq(dealRooms.postId, post.id))).toEqual([]);
  });
});

describe('seller/deal-room-buyers, approve and revoke', () => {
  test('each interested buyer with their signature and access; a flagged expression is not listed', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, PackRelease: 'on_approval' });
    const signed = await createBuyer(t.db, { forenames: 'Sig', surname: 'Ned', company: 'Signers Ltd' });
    const unsigned = await createBuyer(t.db);
    const flagged = await createBuyer(t.db);
    await expressInterestIn(t.db, signed.id, post.id, { createdAt: new Date('2026-01-01T10:00:00Z') });
    await expressInterestIn(t.db, unsigned.id, post.id, { createdAt: new Date('2026-01-02T10:00:00Z') });
    await expressInterestIn(t.db, flagged.id, post.id, { visibleToInsolvency: false });
    await t.app.inject({
      method: 'POST',
      url: `/api/buyer/accept-nda?id=${post.id}`,
      payload: { FullName: 'Sig Ned', Company: 'Signers Ltd', Position: 'CEO', AcceptOnBehalf: true },
      headers: { ...(await authorizationFor(t, signed)), 'user-agent': 'TestBrowser/1.0' },
      remoteAddress: '203.0.113.7',
    });
    const res = await call('GET', `seller/deal-room-buyers?id=${post.id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        buyerId: signed.id,
        forenames: 'Sig',
        surname: 'Ned',
        company: 'Signers Ltd',
        email: signed.email1,
        interestExpressedAt: '2026-01-01T10:00:00.000Z',
        acceptance: { ndaVersion: 1, fullName: 'Sig Ned', company: 'Signers Ltd', position: 'CEO', acceptedAt: expect.any(String), clientAddress: '203.0.113.7', userAgent: 'TestBrowser/1.0' },
        access: 'awaiting-approval',
        approvedAt: null,
        revokedAt: null,
        documentsDownloaded: 0,
        lastActivityAt: expect.any(String),
        offerIn: false,
      },
      expect.objectContaining({ buyerId: unsigned.id, acceptance: null, access: 'nda-needed', lastActivityAt: '2026-01-02T10:00:00.000Z', offerIn: false }),
    ]);
  });

  test("each buyer's documents downloaded, last activity and whether an offer is in, never its amount", async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const active = await createBuyer(t.db);
    const idle = await createBuyer(t.db);
    await expressInterestIn(t.db, active.id, post.id, { createdAt: new Date('2026-01-01T10:00:00Z') });
    await giveCddPart(t.db, active.id, post.id);
    await expressInterestIn(t.db, idle.id, post.id, { createdAt: new Date('2026-01-01T11:00:00Z') });
    const body = await multipartBody({ Title: 'Plan' }, [{ name: 'plan.png', content: samplePng() }]);
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${post.id}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, seller)) } });
    const { documentId } = uploaded.json();
    expect((await call('GET', `buyer/pack-document?id=${documentId}`, active)).statusCode).toBe(200);
    expect((await call('GET', `buyer/pack-document?id=${documentId}`, active)).statusCode).toBe(200);
    expect((await call('POST', `buyer/deal-room-questions?id=${post.id}`, active, { Question: 'Are the ovens leased?' })).statusCode).toBe(200);
    const offer = await call('POST', `buyer/deal-room-offer?id=${post.id}`, active, { Amount: '123456.78', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false });
    expect(offer.statusCode).toBeLessThan(300);

    const buyers = (await call('GET', `seller/deal-room-buyers?id=${post.id}`, seller)).json();
    const [first, second] = buyers;
    expect(first).toMatchObject({ buyerId: active.id, documentsDownloaded: 1, offerIn: true });
    expect(Date.parse(first.lastActivityAt)).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
    expect(second).toMatchObject({ buyerId: idle.id, documentsDownloaded: 0, offerIn: false, lastActivityAt: '2026-01-01T11:00:00.000Z' });
    expect(JSON.stringify(buyers)).not.toMatch(/123456|12345678/);
  });

  test('approving releases the pack and mails the buyer once; a second approval is 409; a buyer with no interest is 404', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, PackRelease: 'on_approval' });
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    await accept(post.id, buyer);
    expect((await call('GET', `buyer/deal-room?id=${post.id}`, buyer)).json().access).toBe('awaiting-approval');

    const approved = await call('POST', `seller/approve-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ message: DEAL_ROOM_MESSAGES.accessApproved });
    expect((await call('GET', `buyer/deal-room?id=${post.id}`, buyer)).json().access).toBe('granted');
    const [mail] = await mailJobs(t.db, { key: `deal-room-approved:${post.id}:${buyer.id}` });
    expect(JSON.stringify(mail.data)).toContain(buyer.email1);

    expect((await call('POST', `seller/approve-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id })).statusCode).toBe(409);
    const stranger = await createBuyer(t.db);
    const unknown = await call('POST', `seller/approve-deal-room-access?id=${post.id}`, seller, { BuyerId: stranger.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DEAL_ROOM_MESSAGES.buyerNotFound);
    expect((await call('POST', `seller/approve-deal-room-access?id=${post.id}`, admin, { BuyerId: buyer.id })).statusCode).toBe(403);
  });

  test('revoking ends access for good and mails the buyer the reason; the buyer cannot sign again', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true });
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    const res = await call('POST', `seller/revoke-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id, Reason: 'Approached our staff directly.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: DEAL_ROOM_MESSAGES.accessRevokedDone });
    const [row] = await t.db.select().from(dealRoomAccess).where(and(eq(dealRoomAccess.postId, post.id), eq(dealRoomAccess.buyerId, buyer.id)));
    expect(row).toMatchObject({ revokedBy: seller.id, revokeReason: 'Approached our staff directly.' });
    const [mail] = await mailJobs(t.db, { key: `deal-room-revoked:${post.id}:${buyer.id}` });
    expect(JSON.stringify(mail.data)).toContain('Approached our staff directly.');
    expect(JSON.stringify(mail.data)).toContain('The questions you asked and their answers stay on the post for you to read.');

    expect((await call('GET', `buyer/deal-room?id=${post.id}`, buyer)).json().access).toBe('revoked');
    const again = await accept(post.id, buyer);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(DEAL_ROOM_MESSAGES.accessRevoked);
    expect((await call('POST', `seller/revoke-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id })).statusCode).toBe(409);
    expect((await call('POST', `seller/revoke-deal-room-access?id=${post.id}`, admin, { BuyerId: buyer.id })).statusCode).toBe(403);
  });
});

describe('seller/deal-room-summary', () => {
  test('counts buyers with access and waiting, documents, unanswered questions and offers in; another seller 404, Admin reads', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const empty = await call('GET', `seller/deal-room-summary?id=${post.id}`, seller);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      postId: post.id,
      buyers: 0,
      buyersWithAccess: 0,
      buyersAwaitingApproval: 0,
      documents: 0,
      unansweredQuestions: 0,
      offersIn: 0,
      offersCloseAt: null,
      offersSealed: false,
    });
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, PackRelease: 'on_approval' });
    const [granted, waiting, unsigned] = [await createBuyer(t.db), await createBuyer(t.db), await createBuyer(t.db)];
    for (const buyer of [granted, waiting, unsigned]) await expressInterestIn(t.db, buyer.id, post.id);
    await giveCddPart(t.db, granted.id, post.id);
    await accept(post.id, granted);
    await accept(post.id, waiting);
    await call('POST', `seller/approve-deal-room-access?id=${post.id}`, seller, { BuyerId: granted.id });
    const body = await multipartBody({ Title: 'Plan' }, [{ name: 'plan.png', content: samplePng() }]);
    await t.app.inject({ method: 'POST', url: `/api/seller/pack-documents?id=${post.id}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, seller)) } });
    await call('POST', `buyer/deal-room-questions?id=${post.id}`, granted, { Question: 'Owned or leased?' });
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, granted, { Amount: '50000', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false })).statusCode).toBeLessThan(300);

    expect((await call('GET', `seller/deal-room-summary?id=${post.id}`, seller)).json()).toMatchObject({
      buyers: 3,
      buyersWithAccess: 1,
      buyersAwaitingApproval: 1,
      documents: 1,
      unansweredQuestions: 1,
      offersIn: 1,
    });
    expect((await call('GET', `seller/deal-room-summary?id=${post.id}`, await createSeller(t.db))).statusCode).toBe(404);
    expect((await call('GET', `seller/deal-room-summary?id=${post.id}`, admin)).statusCode).toBe(200);
  });
});

test.each([
  ['GET', 'seller/deal-room-summary?id=1', undefined],
  ['GET', 'seller/nda-standard-text', undefined],
  ['PUT', 'seller/nda-standard-text', { Text: 'x' }],
  ['GET', 'seller/deal-room?id=1', undefined],
  ['PUT', 'seller/deal-room?id=1', { NdaRequired: true }],
  ['GET', 'seller/deal-room-buyers?id=1', undefined],
  ['POST', 'seller/approve-deal-room-access?id=1', { BuyerId: 1 }],
  ['POST', 'seller/revoke-deal-room-access?id=1', { BuyerId: 1 }],
] as const)('%s %s: anonymous 401, a buyer 403', async (method, url, payload) => {
  expect((await call(method, url, null, payload)).statusCode).toBe(401);
  expect((await call(method, url, await createBuyer(t.db), payload)).statusCode).toBe(403);
});
