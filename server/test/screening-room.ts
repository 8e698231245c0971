import { dealRooms } from '../src/db/schema';
import { callerOf } from './deal-room-app';
import { expressInterestIn } from './factories/deal-room';
import { createPost } from './factories/posts';
import { createBuyer, type TestUser } from './factories/users';
import type { TestApp } from './helper';
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
