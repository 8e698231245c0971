import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client';
import {
  dealRoomAccess,
  dealRoomEvents,
  dealRoomQuestions,
  dealRooms,
  matchDigestEntries,
  ndaAcceptances,
  ndaVersions,
  offers,
  postEmailSends,
  postViews,
  posts,
  refreshTokens,
  storedFiles,
  userTokens,
  users,
} from '../../src/db/schema';
import { seedReferenceLabels } from '../../src/seed/reference-labels';
import { createPost, type TestPost } from '../factories/posts';
import { createBuyer, createSeller, type TestUser } from '../factories/users';
import { openTestDatabase } from '../helper';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  await seedReferenceLabels(db);
});
afterAll(async () => handle?.close());

const signer = { fullName: 'Ann Buyer', company: 'Buyer Ltd', position: 'Director', clientAddress: '203.0.113.9', userAgent: 'test' };

/** A post whose deal room `buyer` is in (NDA, access, offer accepted, views, digest entry) and `colleague` ran. */
async function dealRoomOf(buyer: TestUser, colleague: TestUser): Promise<{ post: TestPost; offerId: number }> {
  const post = await createPost(db);
  const [nda] = await db.insert(ndaVersions).values({ postId: post.id, version: 1, text: 'Keep it secret.', fromStandardText: false, createdBy: colleague.id }).returning();
  await db.insert(ndaAcceptances).values({ postId: post.id, ndaVersionId: nda.id, buyerId: buyer.id, ...signer });
  const other = await createBuyer(db);
  await db.insert(dealRoomAccess).values([
    { postId: post.id, buyerId: buyer.id, approvedAt: new Date(), approvedBy: colleague.id },
    { postId: post.id, buyerId: other.id, approvedAt: new Date(), approvedBy: colleague.id, revokedAt: new Date(), revokedBy: colleague.id, revokeReason: 'Withdrew' },
  ]);
  await db.insert(storedFiles).values({ postId: post.id, uploadedBy: colleague.id, fileName: 'accounts.pdf', contentType: 'application/pdf', byteSize: 10, sha256: 'ab' });
  await db.insert(dealRoomQuestions).values({ postId: post.id, buyerId: other.id, question: 'Any leases?', answer: 'Two.', answeredBy: colleague.id, answeredAt: new Date() });
  await db.insert(dealRoomEvents).values({ postId: post.id, actorId: colleague.id, kind: 'access_approved' });
  const [offer] = await db.insert(offers).values({ postId: post.id, buyerId: buyer.id, acceptedAt: new Date() }).returning();
  await db.insert(dealRooms).values({ postId: post.id, acceptedOfferId: offer.id, acceptedAt: new Date() });
  await db.insert(postViews).values({ postId: post.id, viewerId: buyer.id, viewedOn: '2026-01-05' });
  await db.insert(matchDigestEntries).values({ userId: buyer.id, periodId: post.periods[0].id, postId: post.id, londonDay: '2026-01-05' });
  await db.insert(postEmailSends).values({ senderId: colleague.id, postId: post.id, recipientCount: 3 });
  return { post, offerId: offer.id };
}

async function tokensOf(user: TestUser): Promise<void> {
  const expiresAt = new Date(Date.now() + 60_000);
  await db.insert(refreshTokens).values({ userId: user.id, familyId: `family-${user.id}`, tokenHash: `refresh-${user.id}`, expiresAt });
  await db.insert(userTokens).values({ userId: user.id, purpose: 'confirm_email', tokenHash: `confirm-${user.id}`, expiresAt });
}

async function expectNoRowsReferring(id: number, references: [PgTable, PgColumn][]): Promise<void> {
  for (const [table, column] of references) expect(await db.select().from(table).where(eq(column, id))).toEqual([]);
}

test("deleting a buyer's account takes its signature, access, offer, views, digest entries and tokens; the deal room it won stays, with no accepted offer", async () => {
  const [buyer, colleague] = [await createBuyer(db), await createSeller(db)];
  const { post } = await dealRoomOf(buyer, colleague);
  await tokensOf(buyer);

  await db.delete(users).where(eq(users.id, buyer.id));

  await expectNoRowsReferring(buyer.id, [
    [ndaAcceptances, ndaAcceptances.buyerId],
    [dealRoomAccess, dealRoomAccess.buyerId],
    [offers, offers.buyerId],
    [postViews, postViews.viewerId],
    [matchDigestEntries, matchDigestEntries.userId],
    [refreshTokens, refreshTokens.userId],
    [userTokens, userTokens.userId],
  ]);
  expect(await db.select({ acceptedOfferId: dealRooms.acceptedOfferId }).from(dealRooms).where(eq(dealRooms.postId, post.id))).toEqual([{ acceptedOfferId: null }]);
});

test('deleting the account of who ran a deal room keeps every step it took there, without its name, and takes its own e-mail sends', async () => {
  const [buyer, colleague] = [await createBuyer(db), await createSeller(db)];
  const { post } = await dealRoomOf(buyer, colleague);

  await db.delete(users).where(eq(users.id, colleague.id));

  expect(await db.select({ createdBy: ndaVersions.createdBy }).from(ndaVersions).where(eq(ndaVersions.postId, post.id))).toEqual([{ createdBy: null }]);
  expect(await db.select({ approvedBy: dealRoomAccess.approvedBy, revokedBy: dealRoomAccess.revokedBy }).from(dealRoomAccess).where(eq(dealRoomAccess.postId, post.id))).toEqual([
    { approvedBy: null, revokedBy: null },
    { approvedBy: null, revokedBy: null },
  ]);
  expect(await db.select({ uploadedBy: storedFiles.uploadedBy }).from(storedFiles).where(eq(storedFiles.postId, post.id))).toEqual([{ uploadedBy: null }]);
  expect(await db.select({ answeredBy: dealRoomQuestions.answeredBy }).from(dealRoomQuestions).where(eq(dealRoomQuestions.postId, post.id))).toEqual([{ answeredBy: null }]);
  expect(await db.select({ actorId: dealRoomEvents.actorId }).from(dealRoomEvents).where(eq(dealRoomEvents.postId, post.id))).toEqual([{ actorId: null }]);
  expect(await db.select().from(postEmailSends).where(eq(postEmailSends.postId, post.id))).toEqual([]);
});

test('deleting a post takes its deal room, digest entries and e-mail sends with it', async () => {
  const [buyer, colleague] = [await createBuyer(db), await createSeller(db)];
  const { post, offerId } = await dealRoomOf(buyer, colleague);

  await db.delete(posts).where(eq(posts.id, post.id));

  await expectNoRowsReferring(post.id, [
    [ndaVersions, ndaVersions.postId],
    [ndaAcceptances, ndaAcceptances.postId],
    [dealRoomAccess, dealRoomAccess.postId],
    [storedFiles, storedFiles.postId],
    [dealRooms, dealRooms.postId],
    [matchDigestEntries, matchDigestEntries.postId],
    [postEmailSends, postEmailSends.postId],
  ]);
  expect(await db.select().from(offers).where(eq(offers.id, offerId))).toEqual([]);
});

test('every reference that a deletion follows leads an index, so a deletion never reads a whole table to find the rows', async () => {
  const { rows } = (await db.execute(sql`
    select c.conrelid::regclass::text || '.' || a.attname as reference
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1] and i.indpred is null)
    order by 1`)) as unknown as { rows: { reference: string }[] };
  // Lists of fixed labels, never deleted.
  expect(rows.map((row) => row.reference)).toEqual(['posts.business_status_id', 'posts.trading_status_id']);
});
