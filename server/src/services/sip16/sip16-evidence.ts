import { and, asc, eq, type SQL } from 'drizzle-orm';
import { CONNECTION_NOT_DECLARED, formatDisplayDate, formatDisplayDateTime, formatMoney, inclusiveDays, londonToday, ROLES, siteStatusOn, type SiteStatus } from '@insolvency/shared-contracts';
import { expressionsOfInterest, postingPeriods, posts, postViews, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { heading, MARGIN, newDocument, rows, toBuffer } from '../pdf/pdf-documents';
import type { ServiceContext } from '../context';
import { POST_NOT_FOUND_MESSAGE } from '../posts/post-detail';
import { CDD_ITEMS } from '@insolvency/shared-contracts/deal-room';
import { purchaserChecks, type PurchaserChecks } from '../cdd/purchaser-checks';
import { sip16DealRoom, type Sip16DealRoom } from './sip16-deal-room';

/*
 * SIP 16 marketing evidence (beyond the spec): for one post, what an insolvency practitioner
 * files as proof of how the business was marketed before a sale: when it was on the
 * marketplace, where it was shown, how many matching Interested Parties were e-mailed, how many
 * viewed it and how many expressed interest, with dates. Made from the stored periods, views
 * and expressions of interest; nothing new is recorded for it.
 */

/** What the PDF counts as a view. */
export const SIP16_VIEWS_EXPLAINED = "each user counted once a day; the practitioner's and the marketplace's own openings are not counted";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const SIP16_CONNECTED_PARTY_NOTE =
  "A sale in administration to a connected party within eight weeks of the appointment needs a qualifying report from an independent evaluator (The Administration (Restrictions on Disposal etc. to Connected Persons) Regulations 2021), and SIP 16 asks for the connection to be disclosed.";

export interface Sip16Period {
  startDate: string;
  endDate: string;
  /** The last day it was on sale when withdrawn before its end date. */
  withdrawnOn: string | null;
  /** Days on sale so far (0 before it starts). */
  daysOnSale: number;
  interestedPartiesEmailed: number;
  /** Distinct users who opened its page during the period. */
  viewers: number;
  expressionsOfInterest: number;
}

export interface Sip16Evidence {
  businessId: number;
  reference: string;
  activityHeading: string;
  practitioner: string;
  company: string;
  status: SiteStatus;
  displayPublicly: boolean;
  generatedOn: string;
  periods: Sip16Period[];
  /** `viewers`: distinct users who opened its page; `views`: their openings, once per user and day. */
  totals: { daysOnSale: number; interestedPartiesEmailed: number; viewers: number; views: number; expressionsOfInterest: number };
  /** London dates (`YYYY-MM-DD`) of each expression of interest, oldest first; no names. */
  expressionDates: string[];
  /** Expressions by the buyer's declaration (`notDeclared`: sent without one). */
  connectedParties: { connected: number; notConnected: number; notDeclared: number };
  /** What happened in the post's deal room (null: it has none). */
  dealRoom: Sip16DealRoom | null;
  /** Each bidder's sanctions screening and customer due diligence (issue 56). */
  purchaserChecks: PurchaserChecks;
}

/** The owner's post (Admin: any); another seller's or an unknown one is 404, as the post detail says. */
const visibleTo = (caller: AuthUser): SQL | undefined => (caller.role === ROLES.admin ? undefined : eq(posts.createdBy, caller.id));

/** GET seller/sip16-evidence?id: the figures of the evidence (the PDF is made from them). */
export async function getSip16Evidence(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<Sip16Evidence> {
  const [row] = await ctx.db
    .select({ post: posts, owner: users })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.createdBy))
    .where(and(eq(posts.id, postId), visibleTo(caller)));
  if (!row) throw new AppError(404, POST_NOT_FOUND_MESSAGE);
  const { post, owner } = row;
  const today = ctx.today();
  const periodRows = await ctx.db.select().from(postingPeriods).where(eq(postingPeriods.postId, postId)).orderBy(asc(postingPeriods.startDate), asc(postingPeriods.id));
  const expressionRows = await ctx.db
    .select({ createdAt: expressionsOfInterest.createdAt, connectedParty: expressionsOfInterest.connectedParty })
    .from(expressionsOfInterest)
    .where(eq(expressionsOfInterest.postId, postId))
    .orderBy(asc(expressionsOfInterest.createdAt));
  const viewRows = await ctx.db.select({ viewerId: postViews.viewerId, viewedOn: postViews.viewedOn }).from(postViews).where(eq(postViews.postId, postId));
  const viewersBetween = (from: string, to: string) => new Set(viewRows.filter((view) => view.viewedOn >= from && view.viewedOn <= to).map((view) => view.viewerId)).size;
  const expressionDates = expressionRows.map((expression) => londonToday(expression.createdAt));
  const withdrawnOn = post.withdrawnAt ? londonToday(post.withdrawnAt) : null;
  const latest = periodRows.at(-1);

  const periods = periodRows.map((period): Sip16Period => {
    const cutShort = period === latest && withdrawnOn !== null && withdrawnOn < period.endDate ? withdrawnOn : null;
    const lastDay = [period.endDate, cutShort ?? period.endDate, today].sort()[0];
    return {
      startDate: period.startDate,
      endDate: period.endDate,
      withdrawnOn: cutShort,
      daysOnSale: lastDay < period.startDate ? 0 : inclusiveDays(period.startDate, lastDay),
      interestedPartiesEmailed: period.interestedPartiesEmailed,
      viewers: viewersBetween(period.startDate, period.endDate),
      expressionsOfInterest: expressionDates.filter((date) => date >= period.startDate && date <= period.endDate).length,
    };
  });

  return {
    businessId: post.id,
    reference: post.reference,
    activityHeading: post.activityHeading,
    practitioner: `${owner.forenames} ${owner.surname}`,
    company: owner.company,
    status: siteStatusOn({ startDate: latest?.startDate ?? null, endDate: latest?.endDate ?? null, withdrawn: withdrawnOn !== null, sold: post.sold }, today),
    displayPublicly: post.displayHome,
    generatedOn: today,
    periods,
    totals: {
      daysOnSale: periods.reduce((sum, period) => sum + period.daysOnSale, 0),
      interestedPartiesEmailed: periods.reduce((sum, period) => sum + period.interestedPartiesEmailed, 0),
      viewers: new Set(viewRows.map((view) => view.viewerId)).size,
      views: viewRows.length,
      expressionsOfInterest: expressionDates.length,
    },
    expressionDates,
    connectedParties: {
      connected: expressionRows.filter((expression) => expression.connectedParty === true).length,
      notConnected: expressionRows.filter((expression) => expression.connectedParty === false).length,
      notDeclared: expressionRows.filter((expression) => expression.connectedParty === null).length,
    },
    dealRoom: await sip16DealRoom(ctx, postId),
    purchaserChecks: await purchaserChecks(ctx.db, postId),
  };
}

const periodText = (period: Sip16Period) => {
  const dates = `${formatDisplayDate(period.startDate)} to ${formatDisplayDate(period.endDate)}`;
  const end = period.withdrawnOn ? `; withdrawn on ${formatDisplayDate(period.withdrawnOn)}` : '';
  const days = period.daysOnSale === 0 ? 'not started yet' : `${plural(period.daysOnSale, 'day', 'days')} on sale`;
  return `${dates}${end} (${days})`;
};

function section(doc: PDFKit.PDFDocument, title: string): void {
  doc.font('bold').fontSize(12).text(title, MARGIN).font('regular').fontSize(10).moveDown(0.3);
}

/** The evidence as an A4 PDF the practitioner can file. */
export function sip16EvidencePdf(evidence: Sip16Evidence): Promise<Buffer> {
  const doc = newDocument(`SIP 16 marketing evidence: ${evidence.reference}`);
  heading(doc, 'SIP 16 marketing evidence');
  doc.text(
    `How the business below was marketed on the Insolvency Marketplace, from the marketplace's own records on ${formatDisplayDate(evidence.generatedOn)}, for the practitioner's SIP 16 disclosure.`,
  );
  doc.moveDown();
  rows(doc, [
    ['Business', evidence.activityHeading],
    ['Reference', evidence.reference],
    ['Practitioner', evidence.company ? `${evidence.practitioner}, ${evidence.company}` : evidence.practitioner],
    ['Status today', evidence.status],
  ]);

  section(doc, 'Where it was shown');
  rows(doc, [
    ['Marketplace', 'Listed for registered Interested Parties (search, posting inbox and the post page) while on sale.'],
    [
      'Home page',
      evidence.displayPublicly
        ? 'Yes: Display Publicly is on, so visitors see its heading, reference and locations on the home page while it is on sale.'
        : 'No: Display Publicly is off, so it is not shown to visitors on the home page.',
    ],
    ['Note', 'Display Publicly is given as set today; earlier changes to it are not recorded.'],
  ]);

  section(doc, 'Periods on the marketplace');
  if (evidence.periods.length === 0) {
    doc.text('None: this post has not been put on sale yet.', MARGIN).moveDown();
  } else {
    rows(
      doc,
      evidence.periods.flatMap((period, index) => [
        [`Period ${index + 1}`, periodText(period)] as const,
        ['  Interested parties e-mailed', String(period.interestedPartiesEmailed)] as const,
        ['  Viewed by', String(period.viewers)] as const,
        ['  Expressions of interest', String(period.expressionsOfInterest)] as const,
      ]),
    );
  }

  section(doc, 'Totals');
  rows(doc, [
    ['Days on sale', String(evidence.totals.daysOnSale)],
    ['Interested parties e-mailed', `${evidence.totals.interestedPartiesEmailed} (whose criteria matched the post)`],
    ['Viewed by', `${plural(evidence.totals.viewers, 'registered user', 'registered users')}, ${plural(evidence.totals.views, 'view', 'views')} (${SIP16_VIEWS_EXPLAINED})`],
    ['Expressions of interest', String(evidence.totals.expressionsOfInterest)],
  ]);

  section(doc, 'Connected parties');
  const { connected, notConnected, notDeclared } = evidence.connectedParties;
  rows(doc, [
    ['Declared connected', `${connected} of ${evidence.totals.expressionsOfInterest} expressions of interest (connected to the insolvent company or its directors)`],
    ['Declared not connected', String(notConnected)],
    ...(notDeclared > 0 ? [[CONNECTION_NOT_DECLARED, `${notDeclared} (sent without a declaration either way)`] as const] : []),
    ['Note', SIP16_CONNECTED_PARTY_NOTE],
  ]);

  section(doc, 'Expressions of interest, by date');
  if (evidence.expressionDates.length === 0) doc.text('None received.', MARGIN);
  else evidence.expressionDates.forEach((date, index) => doc.text(`${index + 1}. ${formatDisplayDate(date)}`, MARGIN));
  doc.moveDown();

  dealRoomSection(doc, evidence.dealRoom);
  purchaserChecksSection(doc, evidence.purchaserChecks);
  return toBuffer(doc);
}

/** Shown for a post that has no deal room. */
export const SIP16_NO_DEAL_ROOM = 'No deal room: no NDA, information pack, questions or offers were handled on the marketplace for this post.';

const downloadsText = (downloads: number, buyers: number) =>
  downloads === 0 ? 'Not downloaded' : `${plural(downloads, 'download', 'downloads')} by ${plural(buyers, 'buyer', 'buyers')}`;

const offersText = (room: Sip16DealRoom) => {
  const { count, range } = room.offers;
  if (room.offersSealed && room.offersCloseAt) return `${count} (sealed until ${formatDisplayDateTime(room.offersCloseAt)}: amounts are not shown before the closing time)`;
  if (!range) return String(count);
  return `${count}, from ${formatMoney(range.lowest)} to ${formatMoney(range.highest)} (the latest version of each)`;
};

const acceptedText = (room: Sip16DealRoom) => {
  const accepted = room.acceptedOffer;
  if (!accepted) return 'None yet';
  const when = `accepted on ${formatDisplayDate(accepted.acceptedAt)}`;
  if (accepted.amount === null) return when;
  return `${formatMoney(accepted.amount)}, ${when}${accepted.connectedParty ? ' (declared connected)' : ''}`;
};

/** The deal room: NDAs accepted, buyers given the pack, downloads, questions, offers and the offer accepted. */
function dealRoomSection(doc: PDFKit.PDFDocument, room: Sip16DealRoom | null): void {
  section(doc, 'Deal room');
  if (!room) {
    doc.text(SIP16_NO_DEAL_ROOM, MARGIN);
    return;
  }
  const signed = room.ndaAcceptances;
  rows(doc, [
    ['Non-disclosure agreement', room.ndaRequired ? `Required${room.ndaVersion ? ` (version ${room.ndaVersion} in force)` : ''}` : 'Not required'],
    ['NDAs accepted', String(signed.length)],
    ...signed.map((acceptance, index) => [`  ${index + 1}.`, `${formatDisplayDateTime(acceptance.acceptedAt)} (version ${acceptance.version})`] as const),
    ['Pack released', room.packRelease === 'on_approval' ? "On the practitioner's approval of each buyer" : room.ndaRequired ? 'Once the buyer has accepted the NDA' : 'At once to every buyer who expressed interest'],
    ['Buyers given the pack', `${room.buyersGivenPack}${room.buyersRevoked ? `; access revoked for ${room.buyersRevoked}` : ''}`],
    ['Documents in the pack', String(room.documents.filter((document) => !document.removed).length)],
    ['Documents downloaded', downloadsText(room.downloads.total, room.downloads.buyers)],
    ...room.documents.map((document) => [`  ${document.title}`, `${downloadsText(document.downloads, document.downloadedBy)}${document.removed ? ' (since removed from the pack)' : ''}`] as const),
    ['Questions asked', `${room.questions.asked} (${room.questions.answered} answered, ${room.questions.published} published to everyone with access)`],
    ['Offers closing time', room.offersCloseAt ? formatDisplayDateTime(room.offersCloseAt) : 'None set: offers were seen as they arrived'],
    ['Offers received', offersText(room)],
    ...(room.offers.connectedParties === null ? [] : [['Offers from connected parties', `${room.offers.connectedParties} of ${room.offers.count}`] as const]),
    ['Offer accepted', acceptedText(room)],
  ]);
}

const SCREENING_TEXT = { clear: 'clear', possible_match: 'possible match' } as const;

/** Purchaser checks: the list version, date and result of each bidder's screening, and their CDD (or why it was not required). */
function purchaserChecksSection(doc: PDFKit.PDFDocument, checks: PurchaserChecks): void {
  doc.moveDown();
  section(doc, 'Purchaser checks');
  const requirement = checks.cddRequired ? 'Required before an offer is accepted' : `Not required: ${checks.cddOffReason ?? 'no reason recorded'}`;
  if (checks.bidders.length === 0) {
    rows(doc, [
      ['Customer due diligence', requirement],
      ['Bidders', 'None: no offer was made on the marketplace.'],
    ]);
    return;
  }
  rows(doc, [
    ['Customer due diligence', requirement],
    ...checks.bidders.flatMap((bidder) => {
      const screening = bidder.screening
        ? `UK Sanctions List of ${formatDisplayDate(bidder.screening.listPublishedOn)}, screened ${formatDisplayDateTime(bidder.screening.screenedAt)}: ${SCREENING_TEXT[bidder.screening.result]}`
        : 'Not screened';
      const cdd = bidder.cdd === 'complete' ? 'CDD complete' : bidder.cdd === 'not_required' ? 'CDD not required' : `CDD incomplete: missing ${bidder.missing.map((item) => CDD_ITEMS[item]).join('; ')}`;
      return [
        [`Bidder ${bidder.bidder}${bidder.accepted ? ' (offer accepted)' : ''}`, screening] as const,
        ['  Due diligence', cdd] as const,
      ];
    }),
  ]);
}
