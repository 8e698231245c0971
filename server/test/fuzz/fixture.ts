import { londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import type { Database } from '../../src/db/client';
import { expressionsOfInterest, invoices } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/db/seed/reference-labels';
import { createBuyerWithCriteria } from '../factories/buyer-preferences';
import { createPost, type TestPost } from '../factories/posts';
import { createAdmin, createSeller, type TestUser } from '../factories/users';
import type { TestApp } from '../helper';
import { bearerFor } from '../sessions';

/** Who sends a fuzzed request: nobody, each role, and a second owner of each owner role. */
export const CALLERS = ['anonymous', 'buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export interface FuzzFixture {
  authorization: Record<Caller, string | undefined>;
  /** Ids that exist, so generated input reaches past "not found": each owner's posts, the users, invoices, expressions. */
  knownIds: number[];
  knownEmails: string[];
}

async function postInEveryStatus(db: Database, seller: TestUser): Promise<TestPost[]> {
  const statuses = [SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.forSale, SITE_STATUS.expired, SITE_STATUS.withdrawn];
  const created: TestPost[] = [];
  for (const status of statuses) created.push(await createPost(db, { status, createdBy: seller.id }));
  return created;
}

/**
 * Two sellers with a post in every status, two buyers with criteria (the first has expressed
 * interest in a post of each seller), an admin; each caller holds a live session's token.
 */
export async function createFuzzFixture(t: TestApp): Promise<FuzzFixture> {
  const { db } = t;
  await seedReferenceLabels(db);
  const seller = await createSeller(db);
  const otherSeller = await createSeller(db);
  const buyer = await createBuyerWithCriteria(db);
  const otherBuyer = await createBuyerWithCriteria(db);
  const admin = await createAdmin(db);
  const posts = [...(await postInEveryStatus(db, seller)), ...(await postInEveryStatus(db, otherSeller))];
  const today = londonToday();
  const forSale = posts.filter((post) => !post.withdrawnAt && post.periods.some((period) => period.startDate <= today && today <= period.endDate));
  const expressions = await db
    .insert(expressionsOfInterest)
    .values(forSale.slice(0, 2).map((post) => ({ buyerId: buyer.id, postId: post.id, profile: 'Fuzz buyer profile' })))
    .returning();
  const invoiceRows = await db.select({ id: invoices.id }).from(invoices);
  const users = [seller, otherSeller, buyer, otherBuyer, admin];
  const authorization: Record<Caller, string | undefined> = {
    anonymous: undefined,
    buyer: await bearerFor(t, buyer),
    otherBuyer: await bearerFor(t, otherBuyer),
    seller: await bearerFor(t, seller),
    otherSeller: await bearerFor(t, otherSeller),
    admin: await bearerFor(t, admin),
  };
  const knownIds = [...new Set([...posts.map((p) => p.id), ...users.map((u) => u.id), ...invoiceRows.map((i) => i.id), ...expressions.map((e) => e.id)])];
  return { authorization, knownIds, knownEmails: users.map((u) => u.email1) };
}
