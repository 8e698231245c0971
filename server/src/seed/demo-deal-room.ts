import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { addDays, londonDateTimeToInstant, londonToday, ROLES, type Role } from '@insolvency/shared-contracts';
import { PACK_FILE_TYPES } from '@insolvency/shared-contracts/deal-room';
import { acceptNdaRequestSchema, buyerCddRequestSchema, dealRoomSettingsRequestSchema, sellerCddRequestSchema, submitOfferRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { Database } from '../db/client';
import { dealRoomQuestions, dealRooms } from '../db/schema';
import type { AuthUser } from '../services/auth/access-tokens';
import { withDb, type ServiceContext } from '../services/context';
import { recordDealRoomEvent } from '../services/deal-room-access/deal-room-posts';
import { DEAL_ROOM_NOTICES, noticeToBuyersWithAccess } from '../services/deal-room/deal-room-notices';
import { acceptNda, saveDealRoomSettings } from '../services/deal-room/nda';
import { submitOffer } from '../services/deal-room/offers';
import { addPackDocument } from '../services/deal-room/pack';
import { ANSWER_NOTICES } from '../services/deal-room/questions';
import { recordBuyerCdd, saveSellerCdd } from '../services/cdd/cdd';
import { seedContext } from './seed-context';

/*
 * A sale in progress in the demo (issue 49): one of seller@example.com's posts for sale has a
 * deal room with an NDA accepted by two buyers, three PDFs in its pack, a published answer and an
 * open question, and two sealed offers closing a week after the data is seeded. Each step goes
 * through the service a user's call goes through, at its own time in the past week, except the
 * steps whose services mail someone (a question, an answer, the closing time): those rows are
 * written here, with the trail and the notices the services would leave.
 */

/** The demo's deal-room post: its index in the catalogue (a bakery of seller@example.com, For Sale). */
export const DEMO_DEAL_ROOM_POST_INDEX = 0;

export interface DemoDealRoomParties {
  postId: number;
  reference: string;
  seller: { id: number; name: string };
  /** buyer@example.com, then the second buyer; both have expressed interest in the post. */
  buyers: { id: number; name: string; company: string; position: string }[];
}

const NDA_TEXT = [
  'In consideration of the information pack being made available, the Recipient undertakes to the Joint Administrators and to the Company:',
  '1. to keep all Confidential Information secret and to use it only to evaluate and make an offer for the business and assets;',
  '2. not to approach the Company\'s employees, customers, suppliers or landlords without the Joint Administrators\' written consent;',
  '3. to return or destroy the Confidential Information on request.',
  'The Joint Administrators act as agents of the Company and without personal liability. This agreement is governed by the law of England and Wales.',
].join('\n\n');

interface DemoDocument {
  title: string;
  fileName: string;
  pages: { heading: string; lines: string[] }[];
}

const DOCUMENTS: DemoDocument[] = [
  {
    title: 'Information memorandum',
    fileName: 'Information memorandum.pdf',
    pages: [
      { heading: 'Information memorandum', lines: ['Established Yorkshire bakery with two retail units', 'Prepared by the Joint Administrators, Marsh Kendall Restructuring LLP', 'Strictly private and confidential'] },
      { heading: '1. The opportunity', lines: ['A craft bakery trading since 1987 from a production unit in Leeds and two shops in Harrogate and Ilkley.', 'Wholesale customers include 40 cafés and three regional delicatessen chains.', 'The business continues to trade under the control of the Joint Administrators.'] },
      { heading: '2. Trading history', lines: ['Year to 31 March 2025: turnover £2.4m, gross margin 52%.', 'Year to 31 March 2024: turnover £2.2m, gross margin 55%.', 'Energy and flour costs rose faster than prices in the last two years.'] },
      { heading: '3. Employees', lines: ['34 employees: 18 in production, 12 in the shops, 4 in delivery and administration.', 'Employee information is provided under TUPE on request.'] },
      { heading: '4. Sale process', lines: ['Offers are invited for the business and assets as a going concern.', 'Best and final offers by the closing time shown in the deal room.', 'The Joint Administrators are not bound to accept the highest or any offer.'] },
    ],
  },
  {
    title: 'Asset schedule',
    fileName: 'Asset schedule.pdf',
    pages: [
      { heading: 'Asset schedule', lines: ['Plant and machinery at the Leeds production unit, as valued by the agents.'] },
      { heading: 'Production equipment', lines: ['Deck oven, four decks (2019): £18,000', 'Rack oven, two racks (2021): £14,500', 'Spiral mixers (3): £9,000', 'Dough divider and moulder: £7,500', 'Blast chiller and two walk-in coolers: £11,000'] },
      { heading: 'Vehicles and shop fittings', lines: ['Two refrigerated vans (2020, 2022): £21,000', 'Shop counters, display chillers and tills at both shops: £8,500', 'Stock at valuation: about £12,000'] },
    ],
  },
  {
    title: 'Lease summary',
    fileName: 'Lease summary.pdf',
    pages: [
      { heading: 'Lease summary', lines: ['The three leasehold properties the business trades from.'] },
      { heading: 'Properties', lines: ['Leeds production unit: 10 years from June 2019, rent £38,000 a year, break June 2026.', 'Harrogate shop: 5 years from March 2023, rent £24,000 a year.', 'Ilkley shop: 15 years from 2014, rent £19,500 a year, landlord consent needed to assign.'] },
    ],
  },
];

/** A PDF of a few A4 pages (pdf-lib), dated `at` so the same seed gives the same bytes. */
async function demoPdf(document: DemoDocument, at: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(document.title);
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  document.pages.forEach(({ heading, lines }, index) => {
    const page = pdf.addPage([595, 842]);
    page.drawText(heading, { x: 56, y: 770, size: 18, font: bold, color: rgb(0.1, 0.2, 0.4) });
    lines.forEach((line, row) => page.drawText(line, { x: 56, y: 730 - row * 22, size: 11, font: regular, maxWidth: 483 }));
    page.drawText(`${document.title}, page ${index + 1} of ${document.pages.length}`, { x: 56, y: 40, size: 9, font: regular, color: rgb(0.4, 0.4, 0.4) });
  });
  return Buffer.from(await pdf.save());
}

const PDF_TYPE = PACK_FILE_TYPES.find((type) => type.contentType === 'application/pdf')!;

const caller = (id: number, role: Role, name: string): AuthUser => ({ id, role, name, sessionId: 'demo-seed' });
const DEMO_ORIGIN = { address: '203.0.113.24', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) demo' };

/** The instant `daysAgo` days before today, at `time` London time. */
const londonAt = (today: string, daysAgo: number, time: string) => londonDateTimeToInstant(`${addDays(today, -daysAgo)}T${time}`)!;

/** Runs `step` as of `moment`, through the seed's transaction. */
type Step = <T>(moment: Date, step: (ctx: ServiceContext) => Promise<T>) => Promise<T>;

/** The deal room of the demo's sale, as of `now`: see the comment at the top. */
export async function seedDemoDealRoom(tx: Database, now: Date, parties: DemoDealRoomParties): Promise<void> {
  const today = londonToday(now);
  const { ctx, setTime } = seedContext(tx, now);
  const at: Step = (moment, step) => {
    setTime(moment);
    return step(withDb(ctx, tx));
  };
  const { postId, reference } = parties;
  const seller = caller(parties.seller.id, ROLES.seller, parties.seller.name);
  const [buyer, secondBuyer] = parties.buyers.map((party) => ({ party, user: caller(party.id, ROLES.buyer, party.name) }));

  await at(londonAt(today, 9, '10:00'), (c) => saveDealRoomSettings(c, seller, postId, dealRoomSettingsRequestSchema.parse({ NdaRequired: true, NdaText: NDA_TEXT, PackRelease: 'automatic' })));
  const folder = await mkdtemp(path.join(tmpdir(), 'demo-deal-room-'));
  try {
    const addDocument = async (document: DemoDocument, moment: Date) => {
      const bytes = await demoPdf(document, moment);
      const file = path.join(folder, document.fileName);
      await writeFile(file, bytes);
      const received = { path: file, clientFileName: document.fileName, type: PDF_TYPE, byteSize: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
      await at(moment, (c) => addPackDocument(c, seller, postId, { title: document.title, file: received }));
    };
    await addDocument(DOCUMENTS[0], londonAt(today, 8, '11:00'));
    await addDocument(DOCUMENTS[1], londonAt(today, 8, '11:05'));

    for (const [{ party, user }, daysAgo, time] of [[buyer, 7, '14:20'], [secondBuyer, 6, '09:40']] as const) {
      const signature = acceptNdaRequestSchema.parse({ FullName: party.name, Company: party.company, Position: party.position, AcceptOnBehalf: true });
      await at(londonAt(today, daysAgo, time), (c) => acceptNda(c, user, postId, signature, DEMO_ORIGIN));
    }

    // The closing time, a week after the data is seeded (setOffersClosing mails every buyer).
    const closeAt = londonDateTimeToInstant(`${addDays(today, 7)}T12:00`)!;
    await at(londonAt(today, 5, '16:00'), async (c) => {
      await c.db.update(dealRooms).set({ offersCloseAt: closeAt, updatedAt: c.now() }).where(eq(dealRooms.postId, postId));
      await recordDealRoomEvent(c, { postId, actorId: seller.id, kind: 'offers-closing-set', detail: { from: null, to: closeAt.toISOString() } });
      await noticeToBuyersWithAccess(c, postId, DEAL_ROOM_NOTICES.offersClosingMoved(reference, closeAt));
    });

    // A question answered to every buyer (askQuestion and answerQuestion mail the practitioner and the buyers).
    const asked = await at(londonAt(today, 4, '10:15'), async (c) => {
      const [row] = await c.db
        .insert(dealRoomQuestions)
        .values({ postId, buyerId: secondBuyer.user.id, question: 'Are the wholesale customers on written supply contracts, and can they be assigned?', askedAt: c.now() })
        .returning();
      await recordDealRoomEvent(c, { postId, actorId: secondBuyer.user.id, kind: 'question-asked', detail: { questionId: row.id } });
      return row;
    });
    await at(londonAt(today, 3, '09:30'), async (c) => {
      const answer = 'Twelve of the forty wholesale customers have written terms; the schedule is in the information memorandum. None of the contracts prevents assignment.';
      await c.db.update(dealRoomQuestions).set({ answer, answeredBy: seller.id, answeredAt: c.now(), published: true }).where(eq(dealRoomQuestions.id, asked.id));
      await recordDealRoomEvent(c, { postId, actorId: seller.id, kind: 'question-answered', detail: { questionId: asked.id, published: true } });
      await noticeToBuyersWithAccess(c, postId, ANSWER_NOTICES.published(reference));
    });

    await addDocument(DOCUMENTS[2], londonAt(today, 3, '15:00'));

    const offer = (Amount: string, Conditions: string) => submitOfferRequestSchema.parse({ Amount, Scope: 'going_concern', Conditions, Funding: 'cash', ConnectedParty: false });
    // A buyer gives their part of the customer due diligence before they offer (issue 56).
    const buyerPart = (SourceOfFunds: string, FundsStatement: string) => buyerCddRequestSchema.parse({ SourceOfFunds, FundsStatement, PoliticallyExposed: false, ConfirmOwners: true });
    await at(londonAt(today, 2, '11:20'), (c) => recordBuyerCdd(c, secondBuyer.user, postId, buyerPart('bank_loan', 'A term loan from our bank, agreed in principle, and the company’s reserves.')));
    await at(londonAt(today, 2, '11:30'), (c) => submitOffer(c, secondBuyer.user, postId, offer('172500', 'Subject to the Ilkley landlord consenting to assignment.')));
    await at(londonAt(today, 1, '17:45'), async (c) => {
      const [row] = await c.db
        .insert(dealRoomQuestions)
        .values({ postId, buyerId: buyer.user.id, question: 'Can we inspect the production unit and the two shops before offers close?', askedAt: c.now() })
        .returning();
      await recordDealRoomEvent(c, { postId, actorId: buyer.user.id, kind: 'question-asked', detail: { questionId: row.id } });
    });
    await at(londonAt(today, 1, '18:05'), (c) => recordBuyerCdd(c, buyer.user, postId, buyerPart('trading_income', 'Retained profits of our two bakeries in Leeds, held in the company’s current account.')));
    await at(londonAt(today, 1, '18:10'), (c) => submitOffer(c, buyer.user, postId, offer('185000', '')));

    // Customer due diligence (issue 56; required, the default): buyer@example.com's record is
    // complete; the second buyer has given their part (each gave it before their offer, as the
    // server requires), and the practitioner has yet to verify their identity and see evidence of
    // their funds (the Buyers table shows "CDD items missing").
    const verified = sellerCddRequestSchema.parse({
      BuyerId: buyer.user.id,
      IdentityMethod: 'electronic',
      IdentityDocument: 'passport',
      IdentityVerifiedOn: addDays(today, -1),
      IdentityVerifiedBy: parties.seller.name,
      FundsEvidence: 'Bank statements for the last three months show the funds in the company’s account.',
      RiskRating: 'low',
      RiskReasons: 'UK trading company with a clear ownership; funds from trading, evidenced.',
    });
    await at(londonAt(today, 0, '09:00'), (c) => saveSellerCdd(c, seller, postId, verified));
    await at(londonAt(today, 0, '09:05'), (c) =>
      saveSellerCdd(c, seller, postId, sellerCddRequestSchema.parse({ BuyerId: secondBuyer.user.id, RiskRating: 'medium', RiskReasons: 'Bank funding not yet confirmed in writing.' })),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
