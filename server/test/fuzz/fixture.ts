import { londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import type { Database } from '../../src/db/client';
import { expressionsOfInterest, invoices } from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
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
  /** What each owner owns (posts, their invoices and the expressions on them; a buyer's expressions), by id. */
  owned: Record<'seller' | 'otherSeller' | 'buyer' | 'otherBuyer', number[]>;
  /** The seller's post for sale that the buyer has expressed interest in. */
  postWithInterest: number;
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
  // Spreadsheet formulas in what a seller's CSV export shows of a buyer (ASVS V5 test, fuzzer).
  const buyer = await createBuyerWithCriteria(db, {}, { forenames: '=HYPERLINK("http://evil.invalid")', surname: '+SUM(1)', company: '@cmd', position: '-2+3' });
  const otherBuyer = await createBuyerWithCriteria(db);
  const admin = await createAdmin(db);
  const posts = [...(await postInEveryStatus(db, seller)), ...(await postInEveryStatus(db, otherSeller))];
  const today = londonToday();
  const forSale = posts.filter((post) => !post.withdrawnAt && post.periods.some((period) => period.startDate <= today && today <= period.endDate));
  const expressions = await db
    .insert(expressionsOfInterest)
    .values(forSale.slice(0, 2).map((post) => ({ buyerId: buyer.id, postId: post.id, profile: '=1+2 buyer profile' })))
    .returning();
  const invoiceRows = await db.select({ id: invoices.id, periodId: invoices.periodId }).from(invoices);
  const ownedBy = (owner: TestUser) => {
    const ownPosts = posts.filter((post) => post.createdBy === owner.id);
    const postIds = ownPosts.map((post) => post.id);
    const periodIds = ownPosts.flatMap((post) => post.periods.map((period) => period.id));
    return [
      ...postIds,
      ...periodIds,
      ...invoiceRows.filter((invoice) => periodIds.includes(invoice.periodId)).map((invoice) => invoice.id),
      ...expressions.filter((expression) => postIds.includes(expression.postId) || expression.buyerId === owner.id).map((expression) => expression.id),
    ];
  };
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
  const owned = { seller: ownedBy(seller), otherSeller: ownedBy(otherSeller), buyer: ownedBy(buyer), otherBuyer: ownedBy(otherBuyer) };
  return { authorization, knownIds, knownEmails: users.map((u) => u.email1), owned, postWithInterest: forSale[0].id };
}

