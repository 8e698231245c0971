import { runSanctionsCommand } from '../src/cli/sanctions';
import type { Database } from '../src/db/client';
import { dealRooms } from '../src/db/schema';
import { callerOf, openDealRoomApp } from './deal-room-app';
import { expressInterestIn } from './factories/deal-room';
import { createPost } from './factories/posts';
import { createBuyer, type TestUser } from './factories/users';
import { anotherConnection, type TestApp } from './helper';
import { SANCTIONS_FIXTURE_DIR } from './sanctions-files';
import { qualitySet } from './screening-sets';

/** A designated name of the fixture list, written without its middle name. */
export const designatedOwner = () => qualitySet().find((item) => item.variant === 'missing middle name')!;
export const screeningOffer = { Amount: '250000', Scope: 'going_concern', Funding: 'cash', ConnectedParty: false };

/**
 * A post of `seller` for sale (no NDA), a buyer with access and an offer in, screened;
 * `designatedOwner`: with a beneficial owner of a designated name. Due diligence is tested in
 * cdd.test.ts: here the room does without it, so screening alone decides.
 */
export async function screenedOfferFrom(t: TestApp, seller: TestUser, options: { designatedOwner?: boolean } = {}) {
  const call = callerOf(() => t);
  const post = await createPost(t.db, { createdBy: seller.id });
  await t.db.insert(dealRooms).values({ postId: post.id, cddRequired: false, cddOffReason: 'Sale under the threshold' });
  const buyer = await createBuyer(t.db, { forenames: 'Imogen', surname: 'Marsh', company: 'Marsh Holdings Ltd' });
  await expressInterestIn(t.db, buyer.id, post.id);
  if (options.designatedOwner) {
    expect((await call('PUT', 'buyer/beneficial-owners', buyer, { Owners: [{ Name: designatedOwner().name, Country: 'Cyprus', SharePercent: 60 }] })).statusCode).toBe(200);
  }
  const made = await call('POST', `buyer/deal-room-offer?id=${post.id}`, buyer, screeningOffer);
  expect(made.statusCode).toBe(200);
  await t.app.ctx.settled();
  return { post, buyer, offerId: made.json().offer.offerId as number };
}

/**
 * The race tests' `test`: PostgreSQL only. PGlite is one connection that runs one statement at a
 * time, so a second transaction never waits for a row lock there: a race cannot happen, nor be shown, on it.
 */
export const onPostgres = process.env.TEST_DB === 'postgres' || (!process.env.TEST_DB && process.env.TEST_DATABASE_URL) ? test : test.skip;

/** Whether `promise` settles within `ms` (it is awaited later either way). */
export const settlesWithin = (promise: Promise<unknown>, ms: number) => Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

/** Runs `work` in a transaction on `db` (another connection) that stays open until the returned `commit` is called. */
export async function holdOpen(db: Database, work: (tx: Database) => Promise<void>) {
  let commit!: () => void;
  const released = new Promise<void>((resolve) => (commit = resolve));
  let worked!: () => void;
  const holding = new Promise<void>((resolve) => (worked = resolve));
  const done = db.transaction(async (tx) => {
    await work(tx);
    worked();
    await released;
  });
  await Promise.race([holding, done]);
  return { commit: async () => (commit(), await done) };
}

/**
 * For a race test file: the deal-room app with the fixture list in force and a second connection
 * to the same database (the other side of each race), opened before its tests and closed after.
 */
export function raceRoom() {
  const room = {} as { t: TestApp; seller: TestUser; other: { db: Database; close: () => Promise<void> } };
  beforeAll(async () => {
    ({ t: room.t, seller: room.seller } = await openDealRoomApp());
    expect(await runSanctionsCommand(room.t.app.ctx, ['import', 'uk-sanctions-list.csv'], () => undefined, SANCTIONS_FIXTURE_DIR)).toBe(0);
    room.other = await anotherConnection(room.t);
  });
  afterAll(async () => {
    await room.other?.close();
    await room.t?.close();
  });
  return room;
}
