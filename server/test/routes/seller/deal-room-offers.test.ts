// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { formatDisplayDateTime, toLondonDateTime } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, OFFER_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { dealRoomEvents, dealRooms, posts } from '../../../src/db/schema';
import { mailJobs } from '../../queued-mails';
import { offerNotAcceptedMail, offersClosingMovedMail } from '../../../src/services/mail';
import { DEAL_ROOM_NOTICES } from '../../../src/services/deal-room/deal-room-notices';
import { POST_NOT_FOUND_MESSAGE } from '../../../src/services/posts/post-detail';
import { expressInterestIn, giveCddPart, multipartBody, samplePdf } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../../factories/users';
import { authorizationFor, callerOf, openDealRoomApp, type Caller } from '../../deal-room-app';
import type { TestApp } from '../../helper';
import { runSanctionsCommand } from '../../../src/cli/sanctions';
import { SANCTIONS_FIXTURE_DIR } from '../../sanctions-files';

let t: TestApp;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ({ t, seller, admin } = await openDealRoomApp({ config: { testClock: true } }));
  // An offer is accepted only from a buyer screened against the list in force.
  expect(await runSanctionsCommand(t.app.ctx, ['import', 'uk-sanctions-list.csv'], () => undefined, SANCTIONS_FIXTURE_DIR)).toBe(0);
});
afterAll(async () => t?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const call = callerOf(() => t);
const closingIn = (days: number) => toLondonDateTime(new Date(Date.now() + days * DAY_MS));
const setClosing = (postId: number, value: string | null, user: Caller = seller, days = 0) => call('PUT', `seller/offers-closing?id=${postId}`, user, { OffersCloseAt: value }, days);
const offer = { Amount: '250000', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false };

/** A post of `seller` for sale (no NDA) and buyers with access to its deal room. */
async function roomWithBuyers(count: number, owner: TestUser = seller) {
  const post = await createPost(t.db, { createdBy: owner.id });
  const buyers: TestUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const buyer = await createBuyer(t.db, { forenames: `Buyer${index + 1}`, surname: 'Bidder', company: `Bidder ${index + 1} Ltd` });
    await expressInterestIn(t.db, buyer.id, post.id);
    await giveCddPart(t.db, buyer.id, post.id);
    buyers.push(buyer);
  }
  return { post, buyers };
}
/**
 * Customer due diligence not required in the post's deal room: the tests that accept an offer are
 * about offers (test/routes/cdd.test.ts has the acceptance refused while CDD is incomplete).
 */
const cddNotRequired = (postId: number) => t.db.insert(dealRooms).values({ postId, cddRequired: false, cddOffReason: 'Sale under the threshold' });
const kinds = async (postId: number) => (await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, postId))).map((event) => event.kind);

describe('PUT seller/offers-closing', () => {
  test('set in London time, shown back as the instant; moved later; every buyer with access is mailed each time; the trail records it', async () => {
    const { post, buyers } = await roomWithBuyers(2);
    const stranger = await createBuyer(t.db);
    const closing = '2099-01-09T12:00';
    const res = await setClosing(post.id, closing);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ postId: post.id, offersCloseAt: '2099-01-09T12:00:00.000Z', sealed: true, offerCount: 0, register: null, canEdit: true });
    // Summer time: 12:00 in London is 11:00 UTC. An ISO 8601 instant is taken as it is.
    expect((await setClosing(post.id, '2099-07-09T12:00')).json().offersCloseAt).toBe('2099-07-09T11:00:00.000Z');
    expect((await setClosing(post.id, '2099-07-09T11:00:00.000Z')).json().offersCloseAt).toBe('2099-07-09T11:00:00.000Z');
    const mails = await mailJobs(t.db, { keyPrefix: `offers-closing:${post.id}:` });
    expect(mails).toHaveLength(4);
    const payloads = JSON.stringify(mails.map((mail) => mail.data));
    for (const buyer of buyers) expect(payloads).toContain(buyer.email1);
    expect(payloads).not.toContain(stranger.email1);
    // Its text (the queued job keeps only the envelope once sent): both times, in London.
    const moved = offersClosingMovedMail(t.config, {
      buyerName: 'Buyer1 Bidder',
      postId: post.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      closeAt: new Date('2099-07-09T11:00:00.000Z'),
      previous: new Date('2099-01-09T12:00:00.000Z'),
    });
    expect(moved.text).toContain('from 09 January 2099, 12:00 to 09 July 2099, 12:00 (London time)');
    expect(await kinds(post.id)).toEqual(['offers-closing-set', 'offers-closing-set']);
  });

  test('every buyer with access finds the new closing time in their notification area; an outsider does not', async () => {
    const { post, buyers } = await roomWithBuyers(2);
    const stranger = await createBuyer(t.db);
    expect((await setClosing(post.id, '2099-01-09T12:00')).statusCode).toBe(200);
    expect((await setClosing(post.id, '2099-01-16T12:00')).statusCode).toBe(200);
    const notices = async (user: Caller) => (await call('GET', 'allauth/fetchNotifications', user)).json() as string[];
    for (const buyer of buyers) {
      expect(await notices(buyer)).toEqual(
        expect.arrayContaining([DEAL_ROOM_NOTICES.offersClosingMoved(post.reference, new Date('2099-01-16T12:00:00.000Z')), DEAL_ROOM_NOTICES.offersClosingMoved(post.reference, new Date('2099-01-09T12:00:00.000Z'))]),
      );
    }
    expect(DEAL_ROOM_NOTICES.offersClosingMoved(post.reference, new Date('2099-01-16T12:00:00.000Z'))).toContain('16 January 2099, 12:00 (London time)');
    expect((await notices(stranger)).some((text) => text.includes(post.reference))).toBe(false);
  });

  test('in the past, malformed, or a time the clocks skip: 400 and nothing changes', async () => {
    const { post } = await roomWithBuyers(0);
    const past = await setClosing(post.id, closingIn(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.OffersCloseAt).toEqual([OFFER_MESSAGES.closingInPast]);
    for (const bad of ['09/01/2099 12:00', '2099-02-30T12:00', '2099-02-30T12:00:00Z', '2099-03-29T01:30', 12]) {
      const res = await setClosing(post.id, bad as string);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.OffersCloseAt).toBeDefined();
    }
    expect(await t.db.select().from(dealRooms).where(eq(dealRooms.postId, post.id))).toEqual([]);
  });

  test('once an offer is in: later only (earlier is 409), never removed (409); before any offer it may be removed', async () => {
    const { post, buyers } = await roomWithBuyers(1);
    expect((await setClosing(post.id, closingIn(5))).statusCode).toBe(200);
    expect((await setClosing(post.id, closingIn(3))).statusCode).toBe(200);
    const removed = await setClosing(post.id, null);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().offersCloseAt).toBeNull();
    const closing = closingIn(3);
    await setClosing(post.id, closing);
    await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyers[0], offer);
    const earlier = await setClosing(post.id, closingIn(2));
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toBe(OFFER_MESSAGES.closingNotEarlier);
    const cleared = await setClosing(post.id, null);
    expect(cleared.statusCode).toBe(409);
    expect(cleared.json().message).toBe(OFFER_MESSAGES.closingNotCleared);
    expect((await setClosing(post.id, closingIn(4))).statusCode).toBe(200);
  });

  test('Admin reads only (403); another seller and an unknown post are 404; a buyer 403; anonymous 401', async () => {
    const { post } = await roomWithBuyers(0);
    const byAdmin = await setClosing(post.id, closingIn(2), admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(DEAL_ROOM_MESSAGES.adminReadOnly);
    const other = await setClosing(post.id, closingIn(2), await createSeller(t.db));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(POST_NOT_FOUND_MESSAGE);
    expect((await setClosing(99999999, closingIn(2))).statusCode).toBe(404);
    expect((await setClosing(post.id, closingIn(2), await createBuyer(t.db))).statusCode).toBe(403);
    expect((await setClosing(post.id, closingIn(2), null)).statusCode).toBe(401);
    expect(await t.db.select().from(dealRooms).where(eq(dealRooms.postId, post.id))).toEqual([]);
  });
});

describe('GET seller/deal-room-offers and the register', () => {
  test('sealed before the closing time (the count only), the register after it (test clock): latest versions, highest first', async () => {
    const { post, buyers } = await roomWithBuyers(2);
    await setClosing(post.id, closingIn(1));
    const pdf = await samplePdf(1);
    const body = await multipartBody({}, [{ name: 'funds.pdf', content: pdf }]);
    const proof = (
      await t.app.inject({ method: 'POST', url: `/api/buyer/offer-proof-of-funds?id=${post.id}`, payload: body.payload, headers: { ...body.headers, ...(await authorizationFor(t, buyers[0])) } })
    ).json();
    await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyers[0], { ...offer, Amount: 100_000 });
    await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyers[0], { ...offer, Amount: 150_000, ProofOfFundsFileId: proof.fileId, Conditions: 'Vacant possession' });
    await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyers[1], { Amount: 200_000, Scope: 'assets', NamedAssets: 'Plant and machinery', Funding: 'debt', ConnectedParty: true });

    const sealed = await call('GET', `seller/deal-room-offers?id=${post.id}`, seller);
    expect(sealed.statusCode).toBe(200);
    expect(sealed.json()).toMatchObject({ sealed: true, offerCount: 2, register: null });
    expect(JSON.stringify(sealed.json())).not.toMatch(/15000000|20000000|Bidder/);
    const closedCsv = await call('GET', `seller/deal-room-offers-csv?id=${post.id}`, seller);
    expect(closedCsv.statusCode).toBe(409);
    expect(closedCsv.json().message).toBe(OFFER_MESSAGES.sealedUntil(sealed.json().offersCloseAt));
    expect((await call('GET', `seller/offer-proof-of-funds?id=${proof.fileId}`, seller)).statusCode).toBe(409);
    expect((await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: 1 })).statusCode).toBe(409);

    const open = await call('GET', `seller/deal-room-offers?id=${post.id}`, seller, undefined, 2);
    expect(open.json()).toMatchObject({ sealed: false, offerCount: 2 });
    const register = open.json().register;
    expect(register).toEqual([
      expect.objectContaining({ buyerId: buyers[1].id, buyerName: 'Buyer2 Bidder', company: 'Bidder 2 Ltd', amountPence: 20_000_000, scope: 'assets', namedAssets: 'Plant and machinery', funding: 'debt', connectedParty: true, versionCount: 1, proofOfFunds: null, accepted: false }),
      expect.objectContaining({ buyerId: buyers[0].id, email: buyers[0].email1, amountPence: 15_000_000, version: 2, versionCount: 2, conditions: 'Vacant possession', connectedParty: false, proofOfFunds: proof }),
    ]);
    const file = await call('GET', `seller/offer-proof-of-funds?id=${proof.fileId}`, seller, undefined, 2);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await call('GET', `seller/offer-proof-of-funds?id=${proof.fileId}`, await createSeller(t.db), undefined, 2)).statusCode).toBe(404);
    // Admin reads the register too.
    expect((await call('GET', `seller/deal-room-offers?id=${post.id}`, admin, undefined, 2)).json()).toMatchObject({ canEdit: false, register: expect.any(Array) });
  });

  test('without a closing date offers are seen as they arrive', async () => {
    const { post, buyers } = await roomWithBuyers(1);
    expect((await call('GET', `seller/deal-room-offers?id=${post.id}`, seller)).json()).toMatchObject({ offersCloseAt: null, sealed: false, offerCount: 0, register: [] });
    await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyers[0], offer);
    expect((await call('GET', `seller/deal-room-offers?id=${post.id}`, seller)).json().register).toHaveLength(1);
  });

  test('another seller 404, a buyer 403, anonymous 401', async () => {
    const { post } = await roomWithBuyers(0);
    expect((await call('GET', `seller/deal-room-offers?id=${post.id}`, await createSeller(t.db))).statusCode).toBe(404);
    expect((await call('GET', `seller/deal-room-offers-csv?id=${post.id}`, await createSeller(t.db))).statusCode).toBe(404);
    expect((await call('GET', `seller/deal-room-offers?id=${post.id}`, await createBuyer(t.db))).statusCode).toBe(403);
    expect((await call('GET', `seller/deal-room-offers?id=${post.id}`, null)).statusCode).toBe(401);
  });

  test('the CSV: one row per offer, every column, formulas neutralised, line breaks quoted', async () => {
    const { post, buyers } = await roomWithBuyers(1);
    await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyers[0], {
      Amount: '1234.5',
      Scope: 'both',
      NamedAssets: '=HYPERLINK("http://evil")',
      Conditions: 'Line one,\n+Line two',
      Funding: 'mixed',
      ConnectedParty: true,
    });
    const res = await call('GET', `seller/deal-room-offers-csv?id=${post.id}`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="offer-register-${post.reference}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(res.body.slice(1), { relax_column_count: false });
    expect(rows[0]).toEqual(['Buyer', 'Company', 'Email', 'Amount (GBP)', 'For', 'Named assets', 'Conditions', 'Funding', 'Proof of funds', 'Connected party', 'Submitted (London time)', 'Versions', 'Accepted']);
    expect(rows).toHaveLength(2);
    const [version] = (await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyers[0])).json().offer.versions;
    expect(rows[1]).toEqual([
      'Buyer1 Bidder',
      'Bidder 1 Ltd',
      buyers[0].email1,
      '1234.50',
      'The business and named assets',
      `'=HYPERLINK("http://evil")`,
      "Line one,\n'+Line two",
      'Mixed (cash and debt)',
      'None',
      'Yes',
      formatDisplayDateTime(version.submittedAt),
      '1',
      'No',
    ]);
  });
});

describe('POST seller/accept-offer', () => {
  test('after the closing time: accepted once; the buyer is told, the others get the message; the trail records it; then the post is marked Sold', async () => {
    const { post, buyers } = await roomWithBuyers(3);
    await cddNotRequired(post.id);
    await setClosing(post.id, closingIn(1));
    for (const [index, buyer] of buyers.slice(0, 2).entries()) await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, Amount: 100_000 + index });
    const register = (await call('GET', `seller/deal-room-offers?id=${post.id}`, seller, undefined, 2)).json().register;
    const chosen = register.find((entry: { buyerId: number }) => entry.buyerId === buyers[0].id);

    expect((await call('POST', `seller/accept-offer?id=${post.id}`, admin, { OfferId: chosen.offerId }, 2)).statusCode).toBe(403);
    expect((await call('POST', `seller/accept-offer?id=${post.id}`, await createSeller(t.db), { OfferId: chosen.offerId }, 2)).statusCode).toBe(404);
    const elsewhere = await roomWithBuyers(1);
    await call('POST', `buyer/deal-room-offer?id=${elsewhere.post.id}`, elsewhere.buyers[0], offer);
    const foreign = (await call('GET', `seller/deal-room-offers?id=${elsewhere.post.id}`, seller)).json().register[0];
    const wrongPost = await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: foreign.offerId }, 2);
    expect(wrongPost.statusCode).toBe(404);
    expect(wrongPost.json().message).toBe(OFFER_MESSAGES.offerNotFound);
    expect((await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: 'one' }, 2)).statusCode).toBe(400);

    const accepted = await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: chosen.offerId, Message: 'Thank you for your offer; another bid was accepted.' }, 2);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: OFFER_MESSAGES.offerAccepted });
    const again = await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: chosen.offerId }, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OFFER_MESSAGES.alreadyAccepted);

    const view = (await call('GET', `seller/deal-room-offers?id=${post.id}`, seller, undefined, 2)).json();
    expect(view).toMatchObject({ acceptedOfferId: chosen.offerId, acceptedAt: expect.any(String) });
    expect(view.register.find((entry: { offerId: number }) => entry.offerId === chosen.offerId).accepted).toBe(true);
    expect((await call('GET', `buyer/deal-room-offer?id=${post.id}`, buyers[0], undefined, 2)).json()).toMatchObject({ open: false, offer: { accepted: true } });
    expect((await setClosing(post.id, closingIn(5), seller, 2)).json().message).toBe(OFFER_MESSAGES.closingLocked);

    const won = await mailJobs(t.db, { key: `offer-accepted:${post.id}:${buyers[0].id}` });
    expect(won).toHaveLength(1);
    const lost = await mailJobs(t.db, { keyPrefix: `offer-not-accepted:${post.id}:` });
    expect(lost).toHaveLength(1);
    expect(JSON.stringify(lost[0].data)).toContain(buyers[1].email1);
    // Its text (the queued job keeps only the envelope once sent): the seller's message quoted.
    const text = offerNotAcceptedMail(t.config, { buyerName: 'Buyer2 Bidder', postId: post.id, reference: post.reference, activityHeading: post.activityHeading, message: 'Another bid was accepted.' });
    expect(text.text).toContain('Another bid was accepted.');
    const [event] = await t.db.select().from(dealRoomEvents).where(and(eq(dealRoomEvents.postId, post.id), eq(dealRoomEvents.kind, 'offer-accepted')));
    expect(event.detail).toMatchObject({ offerId: chosen.offerId, buyerId: buyers[0].id, amountPence: 10_000_000 });

    const sold = await call('PATCH', `seller/mark-sold?id=${post.id}`, seller);
    expect(sold.statusCode).toBe(200);
    expect((await t.db.select({ sold: posts.sold }).from(posts).where(eq(posts.id, post.id)))[0].sold).toBe(true);
  });

  test('without a closing date an offer may be accepted at once; without a message the others get no mail', async () => {
    const { post, buyers } = await roomWithBuyers(2);
    await cddNotRequired(post.id);
    for (const buyer of buyers) await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, offer);
    const [first] = (await call('GET', `seller/deal-room-offers?id=${post.id}`, seller)).json().register;
    expect((await call('POST', `seller/accept-offer?id=${post.id}`, seller, { OfferId: first.offerId })).statusCode).toBe(200);
    expect(await mailJobs(t.db, { keyPrefix: `offer-not-accepted:${post.id}:` })).toEqual([]);
    const late = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyers[1], offer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(OFFER_MESSAGES.alreadyAccepted);
  });
});
