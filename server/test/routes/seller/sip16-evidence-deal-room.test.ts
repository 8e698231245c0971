import { eq } from 'drizzle-orm';
import { addDays, formatDisplayDate, formatDisplayDateTime, londonToday } from '@insolvency/shared-contracts';
import { dealRoomAccess, dealRoomCdd, dealRoomQuestions, dealRooms, ndaAcceptances, ndaVersions, offers, offerVersions, packDocuments, packDownloads, sanctionsListVersions, screeningRuns, storedFiles } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { SIP16_NO_DEAL_ROOM } from '../../../src/services/sip16/sip16-evidence';
import { expressInterestIn } from '../../factories/deal-room';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { pdfkitText } from '../../pdfkit-text';
import { bearerFor } from '../../sessions';

/*
 * The deal-room section of the SIP 16 evidence PDF (issue 32), read as a reader would: NDAs
 * accepted, buyers given the pack, downloads, questions, offers (sealed until the closing time)
 * and the offer accepted. The rows are inserted directly: only the evidence is under test.
 */

let t: TestApp;
let seller: TestUser;
let clock = new Date();
const hours = (n: number) => new Date(clock.getTime() + n * 3_600_000);
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock.getTime() });
  await seedReferenceLabels(t.db);
  seller = await createSeller(t.db);
});
afterAll(async () => t?.close());

const evidenceText = async (postId: number, user: { id: number; role: string } = seller) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/seller/sip16-evidence?id=${postId}`, headers: { authorization: await bearerFor(t, user) } });
  expect(res.statusCode).toBe(200);
  return pdfkitText(res.rawPayload);
};

/** A post on sale with an NDA, three signatures (one buyer since revoked), two documents, three questions and two offers. */
async function runningSale() {
  const today = londonToday(clock);
  const post = await createPost(t.db, { createdBy: seller.id, periods: [{ startDate: addDays(today, -10), endDate: addDays(today, 17) }] });
  await t.db.insert(dealRooms).values({ postId: post.id, ndaRequired: true, packRelease: 'automatic', offersCloseAt: hours(48) });
  const [nda] = await t.db.insert(ndaVersions).values({ postId: post.id, version: 1, text: 'Keep it confidential.', fromStandardText: true, createdBy: seller.id }).returning();
  const [first, second, unsigned, revoked] = [await createBuyer(t.db), await createBuyer(t.db), await createBuyer(t.db), await createBuyer(t.db)];
  for (const buyer of [first, second, unsigned, revoked]) await expressInterestIn(t.db, buyer.id, post.id);
  const signedAt = [hours(-72), hours(-50), hours(-30)];
  for (const [index, buyer] of [first, second, revoked].entries()) {
    await t.db.insert(ndaAcceptances).values({
      postId: post.id,
      ndaVersionId: nda.id,
      buyerId: buyer.id,
      fullName: 'A Buyer',
      company: 'Buyer Ltd',
      position: 'Director',
      acceptedAt: signedAt[index],
      clientAddress: '127.0.0.1',
      userAgent: 'jest',
    });
  }
  await t.db.insert(dealRoomAccess).values({ postId: post.id, buyerId: revoked.id, revokedAt: hours(-5), revokedBy: seller.id, revokeReason: 'Left the process' });

  const documentIds: number[] = [];
  for (const [index, title] of ['Management accounts', 'Lease of the premises'].entries()) {
    const [file] = await t.db.insert(storedFiles).values({ postId: post.id, uploadedBy: seller.id, fileName: `doc-${index}.pdf`, contentType: 'application/pdf', byteSize: 1000, sha256: 'x' }).returning();
    const [document] = await t.db.insert(packDocuments).values({ postId: post.id, fileId: file.id, title, sortOrder: index }).returning();
    documentIds.push(document.id);
  }
  for (const user of [first, first, second]) await t.db.insert(packDownloads).values({ documentId: documentIds[0], userId: user.id, clientAddress: '127.0.0.1', userAgent: 'jest' });

  await t.db.insert(dealRoomQuestions).values([
    { postId: post.id, buyerId: first.id, question: 'Is the lease assignable?', answer: 'Yes.', answeredBy: seller.id, answeredAt: hours(-20), published: true },
    { postId: post.id, buyerId: second.id, question: 'How many staff transfer?', answer: 'Twelve.', answeredBy: seller.id, answeredAt: hours(-10) },
    { postId: post.id, buyerId: second.id, question: 'Any debtors book?' },
  ]);

  const [firstOffer] = await t.db.insert(offers).values({ postId: post.id, buyerId: first.id }).returning();
  const [secondOffer] = await t.db.insert(offers).values({ postId: post.id, buyerId: second.id }).returning();
  await t.db.insert(offerVersions).values([
    { offerId: firstOffer.id, version: 1, amountPence: 25_000_000, scope: 'going_concern', funding: 'cash', connectedParty: false },
    // The replacement counts, not the first version.
    { offerId: firstOffer.id, version: 2, amountPence: 30_000_000, scope: 'going_concern', funding: 'cash', connectedParty: false },
    { offerId: secondOffer.id, version: 1, amountPence: 18_000_000, scope: 'assets', namedAssets: 'Ovens', funding: 'debt', connectedParty: true },
  ]);
  return { post, signedAt, firstOffer };
}

test('the deal room section: NDAs accepted, buyers given the pack, downloads per document, questions; offers sealed show their count only', async () => {
  const { post, signedAt } = await runningSale();
  const text = await evidenceText(post.id);
  // The existing evidence is still there, before the new section.
  expect(text).toContain('Expressions of interest, by date');
  expect(text.indexOf('Deal room')).toBeGreaterThan(text.indexOf('Expressions of interest, by date'));
  expect(text).toContain('Non-disclosure agreement Required (version 1 in force)');
  expect(text).toContain('NDAs accepted 3');
  for (const [index, at] of signedAt.entries()) expect(text).toContain(`${index + 1}. ${formatDisplayDateTime(at)} (version 1)`);
  expect(text).toContain('Pack released Once the buyer has accepted the NDA');
  expect(text).toContain('Buyers given the pack 2; access revoked for 1');
  expect(text).toContain('Documents in the pack 2');
  expect(text).toContain('Documents downloaded 3 downloads by 2 buyers');
  expect(text).toContain('Management accounts 3 downloads by 2 buyers');
  expect(text).toContain('Lease of the premises Not downloaded');
  expect(text).toContain('Questions asked 3 (2 answered, 1 published to everyone with access)');
  expect(text).toContain(`Offers closing time ${formatDisplayDateTime(hours(48))}`);
  expect(text).toContain(`Offers received 2 (sealed until ${formatDisplayDateTime(hours(48))}: amounts are not shown before the closing time)`);
  expect(text).toContain('Offer accepted None yet');
  // Sealed: no amount, no range, no connected-party count.
  expect(text).not.toMatch(/£(180|250|300),000/);
  expect(text).not.toContain('Offers from connected parties');
});

test('after the closing time: the range of the latest versions, connected parties, and the offer accepted with its date', async () => {
  const { post, firstOffer } = await runningSale();
  const closesAt = hours(48);
  clock = hours(49);
  try {
    await t.db.update(dealRooms).set({ acceptedOfferId: firstOffer.id, acceptedAt: clock }).where(eq(dealRooms.postId, post.id));
    const text = await evidenceText(post.id);
    expect(text).toContain(`Offers closing time ${formatDisplayDateTime(closesAt)}`);
    expect(text).toContain('Offers received 2, from £180,000.00 to £300,000.00 (the latest version of each)');
    expect(text).not.toContain('£250,000.00');
    expect(text).toContain('Offers from connected parties 1 of 2');
    expect(text).toContain(`Offer accepted £300,000.00, accepted on ${formatDisplayDate(clock)}`);
    // Admin reads the same evidence.
    expect(await evidenceText(post.id, await createAdmin(t.db))).toContain('Offers received 2, from £180,000.00 to £300,000.00');
  } finally {
    clock = new Date();
  }
});

test('purchaser checks (issue 56): each bidder’s screening (list version, date, result) and CDD, complete or what is missing; not required with its reason', async () => {
  const { post, firstOffer } = await runningSale();
  const [version] = await t.db
    .insert(sanctionsListVersions)
    .values({ status: 'superseded', format: 'csv', source: 'upload', fileName: 'list.csv', fileSha256: `sip16-${post.id}`, publishedOn: '2026-01-28', designationCount: 1, nameCount: 1, aliasCount: 0, importedAt: clock })
    .returning();
  const screenedAt = hours(-5);
  await t.db.insert(screeningRuns).values({ buyerId: firstOffer.buyerId, versionId: version.id, reason: 'offer', result: 'clear', subjectCount: 2, screenedAt });
  await t.db.insert(dealRoomCdd).values({
    postId: post.id,
    buyerId: firstOffer.buyerId,
    sourceOfFunds: 'savings',
    fundsStatement: 'Savings',
    ownersConfirmed: [],
    ownersConfirmedAt: clock,
    identityMethod: 'in_person',
    identityDocument: 'passport',
    identityVerifiedOn: londonToday(clock),
    identityVerifiedBy: 'Sam Seller',
    fundsEvidence: 'Bank statement seen',
    riskRating: 'low',
    riskReasons: 'UK resident',
  });
  await t.db.update(dealRooms).set({ acceptedOfferId: firstOffer.id, acceptedAt: clock }).where(eq(dealRooms.postId, post.id));
  await t.db.update(offers).set({ acceptedAt: clock }).where(eq(offers.id, firstOffer.id));
  const text = await evidenceText(post.id);
  expect(text).toContain('Purchaser checks');
  expect(text).toContain('Customer due diligence Required before an offer is accepted');
  expect(text).toContain(`Bidder 1 (offer accepted) UK Sanctions List of ${formatDisplayDate('2026-01-28')}, screened ${formatDisplayDateTime(screenedAt)}: clear`);
  expect(text).toContain('Due diligence CDD complete');
  expect(text).toContain('Bidder 2 Not screened');
  expect(text).toContain("Due diligence CDD incomplete: missing the buyer's source of funds");

  await t.db.update(dealRooms).set({ cddRequired: false, cddOffReason: 'Chattels sold for £4,000, under the threshold' }).where(eq(dealRooms.postId, post.id));
  const off = await evidenceText(post.id);
  expect(off).toContain('Customer due diligence Not required: Chattels sold for £4,000, under the threshold');
  expect(off).toContain('Due diligence CDD not required');
});

test('without a closing date offers show as they arrive; a post without a deal room says so in one line', async () => {
  const open = await createPost(t.db, { createdBy: seller.id });
  const buyer = await createBuyer(t.db);
  await expressInterestIn(t.db, buyer.id, open.id);
  const [offer] = await t.db.insert(offers).values({ postId: open.id, buyerId: buyer.id }).returning();
  await t.db.insert(offerVersions).values({ offerId: offer.id, version: 1, amountPence: 5_000_050, scope: 'both', funding: 'mixed', connectedParty: false });
  const text = await evidenceText(open.id);
  expect(text).toContain('Non-disclosure agreement Not required');
  expect(text).toContain('Buyers given the pack 1');
  expect(text).toContain('Offers closing time None set: offers were seen as they arrived');
  expect(text).toContain('Offers received 1, from £50,000.50 to £50,000.50');
  expect(text).toContain('Offers from connected parties 0 of 1');

  const quiet = await createPost(t.db, { createdBy: seller.id });
  const quietText = await evidenceText(quiet.id);
  expect(quietText).toContain(`Deal room ${SIP16_NO_DEAL_ROOM}`);
  expect(quietText).not.toContain('NDAs accepted');
});

test('another seller still gets 404 and a buyer 403 for the evidence of a post with a deal room', async () => {
  const { post } = await runningSale();
  expect((await t.app.inject({ method: 'GET', url: `/api/seller/sip16-evidence?id=${post.id}`, headers: { authorization: await bearerFor(t, await createSeller(t.db)) } })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: `/api/seller/sip16-evidence?id=${post.id}`, headers: { authorization: await bearerFor(t, await createBuyer(t.db)) } })).statusCode).toBe(403);
});
