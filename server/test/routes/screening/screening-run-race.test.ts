// Also run on PostgreSQL by `npm test`: a screening run storing a new possible match while an offer is accepted on another connection (row locks only show on PostgreSQL; PGlite runs one statement at a time).
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { buyerBeneficialOwners, dealRooms, offers, screeningRuns } from '../../../src/db/schema';
import { withDb } from '../../../src/services/context';
import { screenBuyer } from '../../../src/services/screening/screen-buyer';
import { callerOf } from '../../deal-room-app';
import { designatedOwner, holdOpen, onPostgres, raceRoom, screenedOfferFrom, settlesWithin } from '../../screening-room';

// Issue 56, part 3: a screening run that finds a new possible match stores it under the lock of
// each deal room the buyer is in, the lock an acceptance holds from its check of the buyer's
// screening to its commit. So an acceptance either finished before the run is stored, or waits
// for it and refuses the offer (409). Here another connection holds one side open. PostgreSQL
// only (onPostgres): on PGlite's one connection no transaction ever waits for a row lock.

const room = raceRoom();
const call = callerOf(() => room.t);
const onOther = (work: (tx: Database) => Promise<void>) => holdOpen(room.other.db, work);

/** A buyer screened clear with an offer in; then they declare an owner of a designated name, not screened yet. */
async function clearOfferThenDesignatedOwner() {
  const sale = await screenedOfferFrom(room.t, room.seller);
  const latest = async () => (await room.t.db.select().from(screeningRuns).where(eq(screeningRuns.buyerId, sale.buyer.id)).orderBy(desc(screeningRuns.id)).limit(1))[0];
  expect(await latest()).toMatchObject({ result: 'clear' });
  await room.t.db.insert(buyerBeneficialOwners).values({ buyerId: sale.buyer.id, name: designatedOwner().name, country: 'Cyprus', dateOfBirth: null, sharePercent: 60, createdAt: new Date() });
  return { ...sale, latest };
}

const acceptedOffer = async (postId: number) => (await room.t.db.select({ acceptedOfferId: dealRooms.acceptedOfferId }).from(dealRooms).where(eq(dealRooms.postId, postId)))[0].acceptedOfferId;

onPostgres('a run finding a new possible match waits while an acceptance holds the deal room after its check, and is stored after the acceptance commits', async () => {
  const { post, buyer, offerId, latest } = await clearOfferThenDesignatedOwner();
  // As acceptOffer does: the deal room locked, the buyer's screening read (clear), the offer accepted, not committed yet.
  const acceptance = await onOther(async (tx) => {
    await tx.execute(sql`select post_id from deal_rooms where post_id = ${post.id} for update`);
    await tx.update(offers).set({ acceptedAt: new Date() }).where(eq(offers.id, offerId));
    await tx.update(dealRooms).set({ acceptedOfferId: offerId, acceptedAt: new Date() }).where(eq(dealRooms.postId, post.id));
  });
  const run = screenBuyer(room.t.app.ctx, buyer.id, 'details_changed');
  try {
    expect(await settlesWithin(run, 1500)).toBe(false);
    expect(await latest()).toMatchObject({ result: 'clear' });
  } finally {
    // Also when the run did not wait: the other connection's transaction must end for the pool to close.
    await acceptance.commit();
  }
  expect(await run).toMatchObject({ result: 'possible_match' });
  expect(await latest()).toMatchObject({ result: 'possible_match' });
  expect(await acceptedOffer(post.id)).toBe(offerId);
});

onPostgres('an acceptance waits while a run stores a new possible match, then reads it and refuses the offer (409), accepting nothing', async () => {
  const { post, buyer, offerId } = await clearOfferThenDesignatedOwner();
  // The run itself, on the other connection, inside a transaction kept open after it wrote.
  const screening = await onOther(async (tx) => {
    expect(await screenBuyer(withDb(room.t.app.ctx, tx), buyer.id, 'details_changed')).toMatchObject({ result: 'possible_match' });
  });
  const acceptance = call('POST', `seller/accept-offer?id=${post.id}`, room.seller, { OfferId: offerId });
  try {
    expect(await settlesWithin(acceptance, 1500)).toBe(false);
  } finally {
    await screening.commit();
  }
  const refused = await acceptance;
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toMatch(/^The buyer's screening has \d+ possible match(es)? on the UK Sanctions List with no decision/);
  expect(await acceptedOffer(post.id)).toBeNull();
  expect((await room.t.db.select().from(offers).where(eq(offers.id, offerId)))[0].acceptedAt).toBeNull();
});
