// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SITE_STATUS, toLondonDateTime } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, OFFER_MAX_VERSIONS, OFFER_MESSAGES, PACK_FILE_MAX_BYTES, PACK_MESSAGES, PROOF_UNATTACHED_MAX } from '@insolvency/shared-contracts/deal-room';
import { dealRoomEvents, offers, offerVersions, rateLimitEvents, storedFileChunks, storedFiles } from '../../../src/db/schema';
import { PROOF_UPLOAD_RATE_LIMIT } from '../../../src/services/deal-room/offers';
import { expressInterestIn, giveCddPart, multipartBody, samplePdf, samplePng } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, type TestUser } from '../../factories/users';
import { authorizationFor, callerOf, openDealRoomApp, type Caller } from '../../deal-room-app';
import type { TestApp } from '../../helper';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => ({ t, seller } = await openDealRoomApp({ config: { testClock: true } })));
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const call = callerOf(() => t);
const offer = { Amount: '250000', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false, Conditions: 'Subject to lease assignment' };
const closingIn = (days: number) => toLondonDateTime(new Date(Date.now() + days * DAY_MS));

/** A post for sale (no NDA, pack released at once) and a buyer with access to its deal room. */
async function roomWithBuyer() {
  const post = await createPost(t.db, { createdBy: seller.id });
  const buyer = await createBuyer(t.db);
  await expressInterestIn(t.db, buyer.id, post.id);
  await giveCddPart(t.db, buyer.id, post.id);
  return { post, buyer };
}

async function uploadProof(postId: number, user: Caller, file: { name: string; content: Uint8Array }) {
  const body = await multipartBody({}, [file]);
  return t.app.inject({ method: 'POST', url: `/api/buyer/offer-proof-of-funds?id=${postId}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, user)) } });
}
const fileRows = async () => {
  const [files] = await t.db.select({ count: sql<number>`count(*)::int` }).from(storedFiles);
  const [chunks] = await t.db.select({ count: sql<number>`count(*)::int` }).from(storedFileChunks);
  return { files: files.count, chunks: chunks.count };
};

describe('POST buyer/deal-room-offer', () => {
  test('an offer in pounds is kept in pence; a replacement adds a version and keeps the earlier one; each step is in the trail', async () => {
    const { post, buyer } = await roomWithBuyer();
    const first = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ postId: post.id, offersCloseAt: null, open: true, closedReason: null });
    expect(first.json().offer.versions).toEqual([
      expect.objectContaining({ version: 1, amountPence: 25_000_000, scope: 'going_concern', namedAssets: null, conditions: 'Subject to lease assignment', funding: 'cash', connectedParty: false, proofOfFunds: null }),
    ]);
    const replaced = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { Amount: 262_500.5, Scope: 'both', NamedAssets: 'Van, stock', Funding: 'mixed', ConnectedParty: true });
    expect(replaced.statusCode).toBe(200);
    const versions = replaced.json().offer.versions;
    expect(versions.map((v: { version: number; amountPence: number }) => [v.version, v.amountPence])).toEqual([
      [2, 26_250_050],
      [1, 25_000_000],
    ]);
    expect(versions[0]).toMatchObject({ scope: 'both', namedAssets: 'Van, stock', funding: 'mixed', connectedParty: true, conditions: '' });
    expect((await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer)).json()).toEqual(replaced.json());
    const trail = await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, post.id));
    expect(trail.map((event) => event.kind)).toEqual(['offer-made', 'offer-replaced']);
    // The trail never holds an offer's terms: it must not unseal them.
    expect(JSON.stringify(trail)).not.toContain('25000000');
  });

  test.each([
    ['Amount', OFFER_MESSAGES.amountInvalid, { ...offer, Amount: 0 }],
    ['Amount', OFFER_MESSAGES.amountInvalid, { ...offer, Amount: '-5' }],
    ['Amount', OFFER_MESSAGES.amountInvalid, { ...offer, Amount: '10.555' }],
    ['Amount', OFFER_MESSAGES.amountInvalid, { ...offer, Amount: 1e21 }],
    ['Amount', OFFER_MESSAGES.amountInvalid, { ...offer, Amount: '1000000001' }],
    ['Amount', OFFER_MESSAGES.amountRequired, { ...offer, Amount: '' }],
    ['Scope', 'Please choose what your offer is for', { ...offer, Scope: 'shares' }],
    ['NamedAssets', OFFER_MESSAGES.namedAssetsRequired, { ...offer, Scope: 'assets' }],
    ['Funding', 'Please choose how the offer is funded', { ...offer, Funding: 'barter' }],
    ['ConnectedParty', 'Please say whether you are a connected party', { ...offer, ConnectedParty: undefined }],
    ['Conditions', 'Conditions cannot be longer than 5000 characters', { ...offer, Conditions: 'x'.repeat(5001) }],
  ])('%s: "%s" (400), nothing stored', async (field, message, payload) => {
    const { post, buyer } = await roomWithBuyer();
    const res = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await t.db.select().from(offers).where(eq(offers.postId, post.id))).toEqual([]);
  });

  test(`an offer has at most ${OFFER_MAX_VERSIONS} versions: one more is 409 with the limit and nothing is stored`, async () => {
    const { post, buyer } = await roomWithBuyer();
    for (let version = 1; version <= OFFER_MAX_VERSIONS; version += 1) {
      expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, Amount: 1000 + version })).statusCode).toBe(200);
    }
    const refused = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 409, body: { message: OFFER_MESSAGES.tooManyVersions } });
    const stored = await t.db.select().from(offerVersions).innerJoin(offers, eq(offers.id, offerVersions.offerId)).where(eq(offers.postId, post.id));
    expect(stored).toHaveLength(OFFER_MAX_VERSIONS);
  });

  test('"£1,250,000.5" is read as pounds', async () => {
    const { post, buyer } = await roomWithBuyer();
    const res = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, Amount: '£1,250,000.5' });
    expect(res.json().offer.versions[0].amountPence).toBe(125_000_050);
  });

  test('without access (no interest, NDA not accepted, revoked), or as a seller or anonymous: refused, nothing stored', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true });
    const buyer = await createBuyer(t.db);
    const noInterest = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer);
    expect(noInterest.statusCode).toBe(403);
    expect(noInterest.json().message).toBe(OFFER_MESSAGES.noAccess);
    await expressInterestIn(t.db, buyer.id, post.id);
    await giveCddPart(t.db, buyer.id, post.id);
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer)).statusCode).toBe(403);
    expect((await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer)).statusCode).toBe(403);
    await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, { FullName: 'Bea Buyer', Company: 'Buyer Ltd', Position: 'Director', AcceptOnBehalf: true });
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer)).statusCode).toBe(200);
    await call('POST', `seller/revoke-deal-room-access?id=${post.id}`, seller, { BuyerId: buyer.id });
    const revoked = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().message).toBe(DEAL_ROOM_MESSAGES.accessRevoked);
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, seller, offer)).statusCode).toBe(403);
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, await createAdmin(t.db), offer)).statusCode).toBe(403);
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, null, offer)).statusCode).toBe(401);
    const [stored] = await t.db.select().from(offers).where(eq(offers.postId, post.id));
    expect(await t.db.select().from(offerVersions).where(eq(offerVersions.offerId, stored.id))).toHaveLength(1);
  });

  test('an unknown post or one never on sale is 404; a sold post takes no offers (409)', async () => {
    const buyer = await createBuyer(t.db);
    expect((await call('POST', 'buyer/deal-room-offer?id=99999999', buyer, offer)).statusCode).toBe(404);
    const draft = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.draft });
    expect((await call('POST', `buyer/deal-room-offer?id=${draft.id}`, buyer, offer)).statusCode).toBe(404);
    const sold = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.sold });
    await expressInterestIn(t.db, buyer.id, sold.id);
    await giveCddPart(t.db, buyer.id, sold.id);
    const res = await call('POST', `buyer/deal-room-offer?id=${sold.id}`, buyer, offer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OFFER_MESSAGES.notForSale);
  });

  test('until the closing time the buyer may replace the offer; after it: 409 "Offers closed at …" and nothing changes', async () => {
    const { post, buyer } = await roomWithBuyer();
    const closing = closingIn(1);
    expect((await call('PUT', `seller/offers-closing?id=${post.id}`, seller, { OffersCloseAt: closing })).statusCode).toBe(200);
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer)).statusCode).toBe(200);
    const view = (await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer)).json();
    expect(view).toMatchObject({ open: true, closedReason: null });
    const late = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, Amount: 300_000 }, 2);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OFFER_MESSAGES.closedAt(view.offersCloseAt));
    expect(late.json().message).toMatch(/^Offers closed at \d{2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}\.$/);
    const after = (await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer, undefined, 2)).json();
    expect(after).toMatchObject({ open: false, closedReason: OFFER_MESSAGES.closedAt(view.offersCloseAt) });
    expect(after.offer.versions).toHaveLength(1);
  });

  test("a buyer never sees another buyer's offer or the count", async () => {
    const { post, buyer } = await roomWithBuyer();
    const other = await createBuyer(t.db);
    await expressInterestIn(t.db, other.id, post.id);
    await giveCddPart(t.db, other.id, post.id);
    await call('POST', `buyer/deal-room-offer?id=${post.id}`, other, { ...offer, Amount: 999_999 });
    const mine = (await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer)).json();
    expect(mine.offer).toBeNull();
    expect(JSON.stringify(mine)).not.toMatch(/99999900|offerCount|register/);
    expect((await call('GET', `seller/deal-room-offers?id=${post.id}`, buyer)).statusCode).toBe(403);
  });
});

describe('POST buyer/offer-proof-of-funds', () => {
  test('a PDF is stored, attached to the next version by its fileId, and downloadable by its buyer only', async () => {
    const { post, buyer } = await roomWithBuyer();
    const pdf = await samplePdf(1);
    const uploaded = await uploadProof(post.id, buyer, { name: '../../bank letter.pdf', content: pdf });
    expect(uploaded.statusCode).toBe(201);
    const proof = uploaded.json();
    expect(proof).toMatchObject({ fileName: 'bank letter.pdf', contentType: 'application/pdf', byteSize: pdf.length });
    const res = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, ProofOfFundsFileId: proof.fileId });
    expect(res.json().offer.versions[0].proofOfFunds).toEqual(proof);
    const own = await call('GET', `buyer/offer-proof-of-funds?id=${proof.fileId}`, buyer);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    const other = await createBuyer(t.db);
    expect((await call('GET', `buyer/offer-proof-of-funds?id=${proof.fileId}`, other)).statusCode).toBe(404);
    // Another buyer cannot attach it to their offer.
    await expressInterestIn(t.db, other.id, post.id);
    await giveCddPart(t.db, other.id, post.id);
    const borrowed = await call('POST', `buyer/deal-room-offer?id=${post.id}`, other, { ...offer, ProofOfFundsFileId: proof.fileId });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors.ProofOfFundsFileId).toEqual([OFFER_MESSAGES.proofNotFound]);
    const events = await t.db.select().from(dealRoomEvents).where(and(eq(dealRoomEvents.postId, post.id), eq(dealRoomEvents.kind, 'proof-of-funds-uploaded')));
    expect(events).toHaveLength(1);
  });

  test("a proof of funds no offer names is cleared once a day old, at the buyer's next upload or offer; an attached one, a recent one and another buyer's stay", async () => {
    const { post, buyer } = await roomWithBuyer();
    const other = await createBuyer(t.db);
    await expressInterestIn(t.db, other.id, post.id);
    await giveCddPart(t.db, other.id, post.id);
    const upload = async (user: TestUser, name: string) => {
      const res = await uploadProof(post.id, user, { name, content: await samplePdf(1) });
      expect(res.statusCode).toBe(201);
      return res.json().fileId as number;
    };
    const backdate = async (fileIds: number[], ms: number) => t.db.update(storedFiles).set({ createdAt: new Date(Date.now() - ms) }).where(inArray(storedFiles.id, fileIds));
    const attached = await upload(buyer, 'attached.pdf');
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, ProofOfFundsFileId: attached })).statusCode).toBe(200);
    const forgotten = await upload(buyer, 'forgotten.pdf');
    const othersForgotten = await upload(other, 'other.pdf');
    const recent = await upload(buyer, 'recent.pdf');
    const all = [attached, forgotten, othersForgotten, recent];
    const stored = async () => (await t.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, all)).orderBy(storedFiles.id)).map((row) => row.id);
    await backdate([attached, forgotten, othersForgotten], 2 * DAY_MS);
    await backdate([recent], DAY_MS - 60_000);

    const next = await upload(buyer, 'next.pdf');
    all.push(next);
    expect(await stored()).toEqual([attached, othersForgotten, recent, next]);
    expect(await t.db.select().from(storedFileChunks).where(eq(storedFileChunks.fileId, forgotten))).toEqual([]);
    expect((await call('GET', `buyer/offer-proof-of-funds?id=${forgotten}`, buyer)).statusCode).toBe(404);
    expect((await call('GET', `buyer/offer-proof-of-funds?id=${attached}`, buyer)).statusCode).toBe(200);
    expect((await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer)).json().offer.versions[0].proofOfFunds.fileId).toBe(attached);

    // An offer clears too; the proof it names stays, even one uploaded days ago.
    await backdate([recent, next], 2 * DAY_MS);
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, ProofOfFundsFileId: next })).statusCode).toBe(200);
    expect(await stored()).toEqual([attached, othersForgotten, next]);
    const versions = (await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer)).json().offer.versions;
    expect(versions.map((version: { proofOfFunds: { fileId: number } }) => version.proofOfFunds.fileId)).toEqual([next, attached]);
  });

  test('at most 3 proofs no offer names per post and 50 MB together: past them 409/413 before the file is read, and nothing stored', async () => {
    const { post, buyer } = await roomWithBuyer();
    const upload = async (content: Buffer) => uploadProof(post.id, buyer, { name: 'funds.pdf', content });
    const pdf = await samplePdf(1);
    for (let i = 0; i < PROOF_UNATTACHED_MAX; i += 1) expect((await upload(pdf)).statusCode).toBe(201);
    const before = await fileRows();
    const fourth = await upload(pdf);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(OFFER_MESSAGES.proofsWaiting);
    // Another post has its own quota; so has another buyer.
    const other = await roomWithBuyer();
    await expressInterestIn(t.db, buyer.id, other.post.id);
    await giveCddPart(t.db, buyer.id, other.post.id);
    expect((await uploadProof(other.post.id, buyer, { name: 'funds.pdf', content: pdf })).statusCode).toBe(201);

    // 50 MB: a proof of 49 MB waits on a third post; 2 MB more is refused.
    const third = await roomWithBuyer();
    await expressInterestIn(t.db, buyer.id, third.post.id);
    await giveCddPart(t.db, buyer.id, third.post.id);
    await t.db.insert(storedFiles).values({ postId: third.post.id, uploadedBy: buyer.id, fileName: 'big.pdf', contentType: 'application/pdf', byteSize: 49 * 1024 * 1024, sha256: '', createdAt: new Date() });
    const tooMuch = await uploadProof(third.post.id, buyer, { name: 'funds.pdf', content: Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024, 0x20)]) });
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().message).toBe(OFFER_MESSAGES.proofsTooLarge);
    expect((await fileRows()).files).toBe(before.files + 2);
  });

  test('an offer naming a proof deletes the other proofs of the post that no version names; the proofs versions name stay', async () => {
    const { post, buyer } = await roomWithBuyer();
    const upload = async () => (await uploadProof(post.id, buyer, { name: 'funds.pdf', content: await samplePdf(1) })).json().fileId as number;
    const [first, second] = [await upload(), await upload()];
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, ProofOfFundsFileId: second })).statusCode).toBe(200);
    expect((await call('GET', `buyer/offer-proof-of-funds?id=${first}`, buyer)).statusCode).toBe(404);
    expect(await t.db.select().from(storedFileChunks).where(eq(storedFileChunks.fileId, first))).toEqual([]);
    // A new version with a new proof: the one the first version named stays, as that version's record.
    const [third, fourth] = [await upload(), await upload()];
    expect((await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, ProofOfFundsFileId: fourth })).statusCode).toBe(200);
    expect((await call('GET', `buyer/offer-proof-of-funds?id=${third}`, buyer)).statusCode).toBe(404);
    const versions = (await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyer)).json().offer.versions;
    expect(versions.map((version: { proofOfFunds: { fileId: number } }) => version.proofOfFunds.fileId)).toEqual([fourth, second]);
    expect((await call('GET', `buyer/offer-proof-of-funds?id=${second}`, buyer)).statusCode).toBe(200);
  });

  test('at most 10 proof uploads an hour per buyer: past it 429 with Retry-After, nothing stored', async () => {
    const { post, buyer } = await roomWithBuyer();
    const earlier = new Date(Date.now() - 10 * 60 * 1000);
    await t.db.insert(rateLimitEvents).values(Array.from({ length: PROOF_UPLOAD_RATE_LIMIT.limit }, () => ({ bucket: PROOF_UPLOAD_RATE_LIMIT.bucket, key: String(buyer.id), occurredAt: earlier })));
    const before = await fileRows();
    const res = await uploadProof(post.id, buyer, { name: 'funds.pdf', content: await samplePdf(1) });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(OFFER_MESSAGES.proofsThrottled(50 * 60));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(49 * 60);
    expect(await fileRows()).toEqual(before);
  });

  test('a wrong type is 415, over 25 MB is 413, no file or a JSON body is 4xx: none leaves a row', async () => {
    const { post, buyer } = await roomWithBuyer();
    const before = await fileRows();
    const program = await uploadProof(post.id, buyer, { name: 'funds.pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)]) });
    expect(program.statusCode).toBe(415);
    expect(program.json().message).toBe(PACK_MESSAGES.wrongType);
    const oversized = await uploadProof(post.id, buyer, { name: 'big.pdf', content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(PACK_FILE_MAX_BYTES)]) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe(PACK_MESSAGES.fileTooLarge);
    const empty = await multipartBody({ Note: 'no file' });
    const none = await t.app.inject({ method: 'POST', url: `/api/buyer/offer-proof-of-funds?id=${post.id}`, payload: empty.payload, headers: { ...empty.headers, ...(await authorizationFor(t, buyer)) } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(OFFER_MESSAGES.proofRequired);
    const json = await call('POST', `buyer/offer-proof-of-funds?id=${post.id}`, buyer, { File: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await fileRows()).toEqual(before);
  });

  test('without access, or after the closing time: refused and nothing stored', async () => {
    const { post, buyer } = await roomWithBuyer();
    const stranger = await createBuyer(t.db);
    const before = await fileRows();
    expect((await uploadProof(post.id, stranger, { name: 'plan.png', content: samplePng() })).statusCode).toBe(403);
    await call('PUT', `seller/offers-closing?id=${post.id}`, seller, { OffersCloseAt: closingIn(1) });
    const body = await multipartBody({}, [{ name: 'plan.png', content: samplePng() }]);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/buyer/offer-proof-of-funds?id=${post.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...(await authorizationFor(t, buyer)), 'x-test-clock-offset-days': '2' },
    });
    expect(late.statusCode).toBe(409);
    expect(await fileRows()).toEqual(before);
  });
});
