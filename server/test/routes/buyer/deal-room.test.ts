import { eq } from 'drizzle-orm';
import { SITE_STATUS } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { dealRoomEvents, ndaAcceptances } from '../../../src/db/schema';
import { POST_NOT_FOUND_MESSAGE } from '../../../src/services/posts/post-detail';
import { expressInterestIn } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createBuyer, type TestUser } from '../../factories/users';
import { authorizationFor, callerOf, openDealRoomApp } from '../../deal-room-app';
import type { TestApp } from '../../helper';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => ({ t, seller } = await openDealRoomApp()));
afterAll(async () => t?.close());

const call = callerOf(() => t);
const signature = { FullName: 'Bea Buyer', Company: 'Buyer Ltd', Position: 'Director', AcceptOnBehalf: true };

async function postWithNda(text = 'Keep the pack confidential.') {
  const post = await createPost(t.db, { createdBy: seller.id });
  await call('PUT', `seller/deal-room?id=${post.id}`, seller, { NdaRequired: true, NdaText: text });
  return post;
}

describe('GET buyer/deal-room', () => {
  test('a post without NDA: express interest first, then the pack is open', async () => {
    const post = await createPost(t.db, { createdBy: seller.id });
    const buyer = await createBuyer(t.db);
    expect((await call('GET', `buyer/deal-room?id=${post.id}`, buyer)).json()).toEqual({
      postId: post.id,
      reference: post.reference,
      ndaRequired: false,
      nda: null,
      acceptance: null,
      access: 'interest-needed',
    });
    await expressInterestIn(t.db, buyer.id, post.id);
    expect((await call('GET', `buyer/deal-room?id=${post.id}`, buyer)).json().access).toBe('granted');
  });

  test('a post with NDA shows its text before interest, and asks for the signature after', async () => {
    const post = await postWithNda('Read me first.');
    const buyer = await createBuyer(t.db);
    expect((await call('GET', `buyer/deal-room?id=${post.id}`, buyer)).json()).toMatchObject({ ndaRequired: true, nda: { version: 1, text: 'Read me first.' }, access: 'interest-needed' });
    await expressInterestIn(t.db, buyer.id, post.id);
    expect((await call('GET', `buyer/deal-room?id=${post.id}`, buyer)).json().access).toBe('nda-needed');
  });

  test('a draft or scheduled post, or an unknown one, is 404', async () => {
    const buyer = await createBuyer(t.db);
    for (const status of [SITE_STATUS.draft, SITE_STATUS.scheduled]) {
      const post = await createPost(t.db, { createdBy: seller.id, status });
      const res = await call('GET', `buyer/deal-room?id=${post.id}`, buyer);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(POST_NOT_FOUND_MESSAGE);
    }
    expect((await call('GET', 'buyer/deal-room?id=99999999', buyer)).statusCode).toBe(404);
  });
});

describe('POST buyer/accept-nda', () => {
  test('records the version, the signatory, the time, the address and user agent; the pack opens; a trail entry is kept', async () => {
    const post = await postWithNda();
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/buyer/accept-nda?id=${post.id}`,
      payload: signature,
      headers: { ...(await authorizationFor(t, buyer)), 'user-agent': 'TestBrowser/2.0' },
      remoteAddress: '198.51.100.20',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nda: { version: 1, text: 'Keep the pack confidential.' },
      acceptance: { ndaVersion: 1, fullName: 'Bea Buyer', company: 'Buyer Ltd', position: 'Director', acceptedAt: expect.any(String) },
      access: 'granted',
    });
    const [row] = await t.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.buyerId, buyer.id));
    expect(row).toMatchObject({ postId: post.id, clientAddress: '198.51.100.20', userAgent: 'TestBrowser/2.0' });
    const events = await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, post.id));
    expect(events.map((event) => event.kind)).toEqual(['settings-saved', 'nda-accepted']);

    const again = await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, signature);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DEAL_ROOM_MESSAGES.alreadyAccepted);
  });

  test('before expressing interest 409; on a post without NDA 409; nothing stored', async () => {
    const post = await postWithNda();
    const buyer = await createBuyer(t.db);
    const early = await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, signature);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DEAL_ROOM_MESSAGES.interestNeeded);

    const open = await createPost(t.db, { createdBy: seller.id });
    await expressInterestIn(t.db, buyer.id, open.id);
    const none = await call('POST', `buyer/accept-nda?id=${open.id}`, buyer, signature);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(DEAL_ROOM_MESSAGES.noNda);
    expect(await t.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.buyerId, buyer.id))).toEqual([]);
  });

  test('the tick and every name are required (400, the field named); nothing stored', async () => {
    const post = await postWithNda();
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    const unticked = await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, { ...signature, AcceptOnBehalf: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().errors.AcceptOnBehalf).toEqual([DEAL_ROOM_MESSAGES.acceptOnBehalfRequired]);
    const unnamed = await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, { ...signature, FullName: ' ', Company: 'x'.repeat(101) });
    expect(unnamed.statusCode).toBe(400);
    expect(Object.keys(unnamed.json().errors).sort()).toEqual(['Company', 'FullName']);
    expect(await t.db.select().from(ndaAcceptances).where(eq(ndaAcceptances.buyerId, buyer.id))).toEqual([]);
  });

  test("another buyer's signature is never shown to a buyer", async () => {
    const post = await postWithNda();
    const signer = await createBuyer(t.db);
    const other = await createBuyer(t.db);
    await expressInterestIn(t.db, signer.id, post.id);
    await expressInterestIn(t.db, other.id, post.id);
    await call('POST', `buyer/accept-nda?id=${post.id}`, signer, signature);
    expect((await call('GET', `buyer/deal-room?id=${post.id}`, other)).json()).toMatchObject({ acceptance: null, access: 'nda-needed' });
    expect((await call('GET', `buyer/signed-nda-pdf?id=${post.id}`, other)).statusCode).toBe(404);
  });
});

describe('GET buyer/signed-nda-pdf', () => {
  test('404 before signing; afterwards the signed copy as a PDF attachment', async () => {
    const post = await postWithNda();
    const buyer = await createBuyer(t.db);
    await expressInterestIn(t.db, buyer.id, post.id);
    const before = await call('GET', `buyer/signed-nda-pdf?id=${post.id}`, buyer);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(DEAL_ROOM_MESSAGES.notAccepted);
    await call('POST', `buyer/accept-nda?id=${post.id}`, buyer, signature);
    const res = await call('GET', `buyer/signed-nda-pdf?id=${post.id}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="nda-${post.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.each([
  ['GET', 'buyer/deal-room?id=1', undefined],
  ['POST', 'buyer/accept-nda?id=1', signature],
  ['GET', 'buyer/signed-nda-pdf?id=1', undefined],
] as const)('%s %s: anonymous 401, a seller 403', async (method, url, payload) => {
  expect((await call(method, url, null, payload)).statusCode).toBe(401);
  expect((await call(method, url, seller, payload)).statusCode).toBe(403);
});
