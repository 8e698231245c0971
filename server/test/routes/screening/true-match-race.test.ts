// Also run on PostgreSQL by `npm test`: a true match recorded while an offer is accepted or made on another connection (row locks only show on PostgreSQL; PGlite runs one statement at a time).
import { and, eq, sql } from 'drizzle-orm';
import { DEAL_ROOM_MESSAGES, SCREENING_ACCEPT_MESSAGES } from '@insolvency/shared-contracts/deal-room';
import type { Database } from '../../../src/db/client';
import { dealRooms, offers, screeningDecisions } from '../../../src/db/schema';
import { callerOf } from '../../deal-room-app';
import { holdOpen, onPostgres, raceRoom, screenedOfferFrom, settlesWithin } from '../../screening-room';
import { qualitySet } from '../../screening-sets';

// Issue 56, part 3: "an offer cannot be accepted from a buyer nobody checked". Accepting an offer,
// making one and recording a screening decision all lock the post's deal-room row before they
// read or write the screening, so one of them goes second and sees what the other did. Here
// another connection holds that lock, as the first of two requests would, and the second waits.

const room = raceRoom();
const call = callerOf(() => room.t);
const designated = () => qualitySet().find((item) => item.variant === 'missing middle name')!;
const offer = { Amount: '250000', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false };

const offerFrom = (options: { designatedOwner?: boolean } = {}) => screenedOfferFrom(room.t, room.seller, options);

/** Runs `work` on the other connection in a transaction that has locked the post's deal-room row and stays open until `commit` is called. */
const holdDealRoom = (postId: number, work: (tx: Database) => Promise<void> = async () => {}) =>
  holdOpen(room.other.db, async (tx) => {
    await tx.execute(sql`select post_id from deal_rooms where post_id = ${postId} for update`);
    await work(tx);
  });

onPostgres('a true-match decision waits while an acceptance holds the deal room, then is recorded after it', async () => {
  const { post, buyer } = await offerFrom({ designatedOwner: true });
  const matches = (await call('GET', `seller/deal-room-buyer-screening?id=${post.id}&BuyerId=${buyer.id}`, room.seller)).json().matches as { id: number; uniqueId: string }[];
  const match = matches.find((row) => row.uniqueId === designated().uniqueId)!;
  const acceptance = await holdDealRoom(post.id);
  const decision = call('POST', `seller/deal-room-screening-decision?id=${post.id}`, room.seller, { BuyerId: buyer.id, MatchId: match.id, Decision: 'true_match' });
  expect(await settlesWithin(decision, 700)).toBe(false);
  expect(await room.t.db.select().from(screeningDecisions).where(eq(screeningDecisions.postId, post.id))).toHaveLength(0);
  await acceptance.commit();
  expect((await decision).statusCode).toBe(200);
  expect(await room.t.db.select().from(screeningDecisions).where(and(eq(screeningDecisions.postId, post.id), eq(screeningDecisions.decision, 'true_match')))).toHaveLength(1);
});

/** As recordScreeningDecision writes a true match, on the other connection under the deal room's lock. */
const recordTrueMatch = (postId: number, buyerId: number) => async (tx: Database) => {
  await tx.insert(screeningDecisions).values({ postId, buyerId, subjectKind: 'owner', subjectName: designated().name, uniqueId: designated().uniqueId, decision: 'true_match', decidedBy: room.seller.id, decidedAt: new Date() });
};

onPostgres('an acceptance that waits for a true match being recorded is refused once it is (409), and nothing is accepted', async () => {
  const { post, buyer, offerId } = await offerFrom();
  const decision = await holdDealRoom(post.id, recordTrueMatch(post.id, buyer.id));
  const acceptance = call('POST', `seller/accept-offer?id=${post.id}`, room.seller, { OfferId: offerId });
  expect(await settlesWithin(acceptance, 700)).toBe(false);
  await decision.commit();
  const refused = await acceptance;
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(SCREENING_ACCEPT_MESSAGES.confirmedMatch);
  expect((await room.t.db.select().from(offers).where(eq(offers.id, offerId)))[0].acceptedAt).toBeNull();
  expect((await room.t.db.select().from(dealRooms).where(eq(dealRooms.postId, post.id)))[0].acceptedOfferId).toBeNull();
});

onPostgres('an offer replaced while a true match is being recorded is refused once it is (403, access paused), and no version is added', async () => {
  const { post, buyer } = await offerFrom();
  const decision = await holdDealRoom(post.id, recordTrueMatch(post.id, buyer.id));
  const replacement = call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, { ...offer, Amount: '300000' });
  expect(await settlesWithin(replacement, 700)).toBe(false);
  await decision.commit();
  const refused = await replacement;
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(DEAL_ROOM_MESSAGES.accessPaused);
  const versions = await room.t.db.execute(sql`select count(*)::int as n from offer_versions v join offers o on o.id = v.offer_id where o.post_id = ${post.id}`);
  expect((versions as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
});
