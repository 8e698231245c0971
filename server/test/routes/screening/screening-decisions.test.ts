import { eq, inArray } from 'drizzle-orm';
import { DEAL_ROOM_MESSAGES, SCREENING_ACCEPT_MESSAGES, SCREENING_DECISION_MESSAGES, SCREENING_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import { runSanctionsCommand } from '../../../src/cli/sanctions';
import { dealRoomEvents, sanctionsListVersions, screeningRuns } from '../../../src/db/schema';
import { screenAndAlert } from '../../../src/services/screening/screening-alerts';
import { callerOf, openDealRoomApp } from '../../deal-room-app';
import { expressInterestIn } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../../factories/users';
import type { TestApp } from '../../helper';
import { SANCTIONS_FIXTURE_DIR } from '../../sanctions-files';
import { screenedOfferFrom } from '../../screening-room';
import { qualitySet } from '../../screening-sets';

// Issue 56, part 3: the practitioner's decision on each possible match, the pause a true match
// puts on the buyer's access, the acceptance of an offer held until the screening is clear, and
// the draft report to OFSI; every step in the deal room's trail.

let t: TestApp;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ({ t, seller, admin } = await openDealRoomApp());
  expect(await runSanctionsCommand(t.app.ctx, ['import', 'uk-sanctions-list.csv'], () => undefined, SANCTIONS_FIXTURE_DIR)).toBe(0);
});
afterAll(async () => t?.close());
const call = callerOf(() => t);
const designated = () => qualitySet().find((item) => item.variant === 'missing middle name')!;
const offer = { Amount: '250000', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false };
const kinds = async (postId: number) => (await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, postId)).orderBy(dealRoomEvents.id)).map((event) => event.kind);
const screeningOf = async (postId: number, buyerId: number) => (await call('GET', `seller/deal-room-buyer-screening?id=${postId}&BuyerId=${buyerId}`, seller)).json();
const decide = (postId: number, payload: object) => call('POST', `seller/deal-room-screening-decision?id=${postId}`, seller, payload);
const accept = (postId: number, offerId: number) => call('POST', `seller/accept-offer?id=${postId}`, seller, { OfferId: offerId });

const offerFrom = (options: { designatedOwner?: boolean } = {}) => screenedOfferFrom(t, seller, options);

async function firstMatch(postId: number, buyerId: number) {
  const read = await screeningOf(postId, buyerId);
  return read.matches.find((match: { uniqueId: string }) => match.uniqueId === designated().uniqueId);
}

describe('a possible match decided not the same person', () => {
  test('the offer waits for the decision; the reason is required; the decision carries over to a later run; then the offer is accepted', async () => {
    const { post, buyer, offerId } = await offerFrom({ designatedOwner: true });
    const match = await firstMatch(post.id, buyer.id);
    expect(match).toMatchObject({ decision: null });
    expect((await screeningOf(post.id, buyer.id)).status).toBe('possible_match');
    const undecided = (await screeningOf(post.id, buyer.id)).matches.length;

    const held = await accept(post.id, offerId);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(SCREENING_ACCEPT_MESSAGES.undecided(undecided));

    const noReason = await decide(post.id, { BuyerId: buyer.id, MatchId: match.id, Decision: 'not_same_person', Reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ Reason: [SCREENING_DECISION_MESSAGES.reasonRequired] });
    const tooLong = await decide(post.id, { BuyerId: buyer.id, MatchId: match.id, Decision: 'not_same_person', Reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect((await decide(post.id, { BuyerId: buyer.id, MatchId: match.id, Decision: 'maybe' })).statusCode).toBe(400);

    const reason = 'Owner born 1962 in Leeds, passport seen; the list entry was born 1971 in Moscow.';
    for (const other of (await screeningOf(post.id, buyer.id)).matches) {
      const done = await decide(post.id, { BuyerId: buyer.id, MatchId: other.id, Decision: 'not_same_person', Reason: reason });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: SCREENING_DECISION_MESSAGES.decided });
    }
    const again = await decide(post.id, { BuyerId: buyer.id, MatchId: match.id, Decision: 'true_match' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SCREENING_DECISION_MESSAGES.alreadyDecided);

    const read = await screeningOf(post.id, buyer.id);
    expect(read.status).toBe('clear');
    expect(read.matches.find((m: { id: number }) => m.id === match.id).decision).toMatchObject({ decision: 'not_same_person', reason, decidedBy: `${seller.forenames} ${seller.surname}` });

    // A re-screen finds the same entry for the same owner: already decided, nothing to ask again.
    await screenAndAlert(t.app.ctx, buyer.id, 'offer');
    const later = await screeningOf(post.id, buyer.id);
    expect(later.matches[0].id).not.toBe(read.matches[0].id);
    expect(later.status).toBe('clear');
    expect(later.matches.every((m: { decision: unknown }) => m.decision !== null)).toBe(true);
    expect((await call('GET', `seller/deal-room-screening-statuses?id=${post.id}`, seller)).json()).toEqual([{ buyerId: buyer.id, status: 'clear' }]);
    // The decision was not one of the new run's matches: it cannot be decided again with the new id either.
    expect((await decide(post.id, { BuyerId: buyer.id, MatchId: later.matches[0].id, Decision: 'true_match' })).statusCode).toBe(409);

    expect((await accept(post.id, offerId)).statusCode).toBe(200);
    expect(await kinds(post.id)).toEqual(['offer-made', ...Array(undecided).fill('screening-decided'), 'offer-accepted']);
  });

  test('a decision holds per deal room: the same buyer in another post is asked again', async () => {
    const { post, buyer } = await offerFrom({ designatedOwner: true });
    const match = await firstMatch(post.id, buyer.id);
    expect((await decide(post.id, { BuyerId: buyer.id, MatchId: match.id, Decision: 'not_same_person', Reason: 'Different birth year.' })).statusCode).toBe(200);
    const other = await createPost(t.db, { createdBy: seller.id });
    await expressInterestIn(t.db, buyer.id, other.id);
    expect((await firstMatch(other.id, buyer.id)).decision).toBeNull();
    expect((await screeningOf(other.id, buyer.id)).status).toBe('possible_match');
  });
});

describe('a true match', () => {
  test("pauses the buyer's access at once with a neutral message, refuses the offer's acceptance, and gives a draft OFSI report; each step in the trail", async () => {
    const { post, buyer, offerId } = await offerFrom({ designatedOwner: true });
    const match = await firstMatch(post.id, buyer.id);
    const done = await decide(post.id, { BuyerId: buyer.id, MatchId: match.id, Decision: 'true_match' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(SCREENING_DECISION_MESSAGES.trueMatchDecided);

    expect((await call('GET', `buyer/deal-room?id=${post.id}`, buyer)).json().access).toBe('paused');
    for (const [method, url, payload] of [
      ['GET', `buyer/pack-documents?id=${post.id}`],
      ['GET', `buyer/deal-room-questions?id=${post.id}`],
      ['POST', `buyer/deal-room-questions?id=${post.id}`, { Question: 'Is the lease assignable?' }],
      ['GET', `buyer/deal-room-offer?id=${post.id}`],
      ['POST', `buyer/deal-room-offer?id=${post.id}`, { ...offer, Amount: '300000' }],
    ] as const) {
      const refused = await call(method, url, buyer, payload);
      expect([url, refused.statusCode, refused.json().message]).toEqual([url, 403, DEAL_ROOM_MESSAGES.accessPaused]);
    }
    // No override: another decision on another match, or accepting the offer, changes nothing.
    const held = await accept(post.id, offerId);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(SCREENING_ACCEPT_MESSAGES.confirmedMatch);
    expect((await screeningOf(post.id, buyer.id)).status).toBe('confirmed_match');
    const buyers = (await call('GET', `seller/deal-room-buyers?id=${post.id}`, seller)).json();
    expect(buyers[0]).toMatchObject({ buyerId: buyer.id, access: 'paused' });

    const report = await call('GET', `seller/deal-room-ofsi-report?id=${post.id}&BuyerId=${buyer.id}`, seller);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.headers['content-disposition']).toMatch(/^attachment; filename="ofsi-report-draft-.+\.pdf"$/);
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Admin reads it too.
    expect((await call('GET', `seller/deal-room-ofsi-report?id=${post.id}&BuyerId=${buyer.id}`, admin)).statusCode).toBe(200);

    const trail = await t.db.select().from(dealRoomEvents).where(eq(dealRoomEvents.postId, post.id)).orderBy(dealRoomEvents.id);
    expect(trail.map((event) => event.kind)).toEqual(['offer-made', 'screening-decided', 'access-paused', 'ofsi-report-downloaded', 'ofsi-report-downloaded']);
    expect(trail[1].detail).toMatchObject({ buyerId: buyer.id, matchId: match.id, uniqueId: designated().uniqueId, decision: 'true_match' });
    const audit = await call('GET', `admin/deal-room-audit?postId=${post.id}`, admin);
    expect(audit.statusCode).toBe(200);
    expect(audit.json().entries.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(['screening-decided', 'access-paused', 'ofsi-report-downloaded']));
  });
});

describe('what the server refuses', () => {
  test("another seller's post 404; a match not of the buyer's latest run 404; a buyer without interest 404; a buyer 403; no report without a true match", async () => {
    const { post, buyer } = await offerFrom({ designatedOwner: true });
    const match = await firstMatch(post.id, buyer.id);
    const other = await createSeller(t.db);
    expect((await call('POST', `seller/deal-room-screening-decision?id=${post.id}`, other, { BuyerId: buyer.id, MatchId: match.id, Decision: 'true_match' })).statusCode).toBe(404);
    expect((await call('POST', `seller/deal-room-screening-decision?id=${post.id}`, buyer, { BuyerId: buyer.id, MatchId: match.id, Decision: 'true_match' })).statusCode).toBe(403);
    expect((await call('POST', `seller/deal-room-screening-decision?id=${post.id}`, admin, { BuyerId: buyer.id, MatchId: match.id, Decision: 'true_match' })).statusCode).toBe(403);
    const stranger = await createBuyer(t.db);
    const notInterested = await decide(post.id, { BuyerId: stranger.id, MatchId: match.id, Decision: 'true_match' });
    expect([notInterested.statusCode, notInterested.json().message]).toEqual([404, SCREENING_MESSAGES.buyerNotFound]);

    // A match of an earlier run: the owner is screened again, so the first match is no longer the latest.
    await screenAndAlert(t.app.ctx, buyer.id, 'offer');
    const stale = await decide(post.id, { BuyerId: buyer.id, MatchId: match.id, Decision: 'true_match' });
    expect([stale.statusCode, stale.json().message]).toEqual([404, SCREENING_DECISION_MESSAGES.matchNotFound]);
    // Another buyer's match.
    const second = await offerFrom({ designatedOwner: true });
    const theirs = await firstMatch(second.post.id, second.buyer.id);
    expect((await decide(post.id, { BuyerId: buyer.id, MatchId: theirs.id, Decision: 'true_match' })).statusCode).toBe(404);

    const noReport = await call('GET', `seller/deal-room-ofsi-report?id=${post.id}&BuyerId=${buyer.id}`, seller);
    expect([noReport.statusCode, noReport.json().message]).toEqual([404, SCREENING_DECISION_MESSAGES.noTrueMatch]);
    expect((await call('GET', `seller/deal-room-ofsi-report?id=${post.id}&BuyerId=${buyer.id}`, other)).statusCode).toBe(404);
    expect(await kinds(post.id)).toEqual(['offer-made']);
  });
});

describe('accepting an offer', () => {
  test('a buyer never screened against the version in force is screened at acceptance; clear, the offer is accepted', async () => {
    const { post, buyer, offerId } = await offerFrom();
    await t.db.delete(screeningRuns).where(eq(screeningRuns.buyerId, buyer.id));
    expect((await screeningOf(post.id, buyer.id)).status).toBe('not_screened');
    expect((await accept(post.id, offerId)).statusCode).toBe(200);
    expect(await t.db.select().from(screeningRuns).where(eq(screeningRuns.buyerId, buyer.id))).toMatchObject([{ reason: 'offer', result: 'clear' }]);
  });

  test('no list in force: 409 saying so, nothing accepted', async () => {
    const { post, offerId } = await offerFrom();
    const inForce = await t.db.update(sanctionsListVersions).set({ status: 'superseded' }).where(eq(sanctionsListVersions.status, 'in_force')).returning({ id: sanctionsListVersions.id });
    try {
      const refused = await accept(post.id, offerId);
      expect([refused.statusCode, refused.json().message]).toEqual([409, SCREENING_ACCEPT_MESSAGES.noListInForce]);
    } finally {
      await t.db.update(sanctionsListVersions).set({ status: 'in_force' }).where(inArray(sanctionsListVersions.id, inForce.map((row) => row.id)));
    }
    expect(await kinds(post.id)).toEqual(['offer-made']);
  });
});
