import { and, countDistinct, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealRoomQuestions, offers, offerVersions, packDocuments, packDownloads } from '../../db/schema';

/** What one buyer has done in a post's deal room beyond signing: downloads, questions, an offer. */
export interface BuyerActivity {
  documentsDownloaded: number;
  lastDownloadAt: Date | null;
  lastQuestionAt: Date | null;
  lastOfferAt: Date | null;
}

const NONE: BuyerActivity = { documentsDownloaded: 0, lastDownloadAt: null, lastQuestionAt: null, lastOfferAt: null };

/**
 * Each buyer's activity in a post's deal room, three grouped reads whatever the number of buyers
 * (the seller's buyers table: documents downloaded, last activity, offer in or not). Documents
 * taken out of the pack still count: the buyer did download them.
 */
export async function buyerActivity(db: Database, postId: number, buyerIds: number[]): Promise<Map<number, BuyerActivity>> {
  const activity = new Map<number, BuyerActivity>();
  if (buyerIds.length === 0) return activity;
  const [downloads, questions, offersIn] = await Promise.all([
    db
      .select({ buyerId: packDownloads.userId, documents: countDistinct(packDownloads.documentId), last: max(packDownloads.downloadedAt) })
      .from(packDownloads)
      .innerJoin(packDocuments, eq(packDocuments.id, packDownloads.documentId))
      .where(and(eq(packDocuments.postId, postId), inArray(packDownloads.userId, buyerIds)))
      .groupBy(packDownloads.userId),
    db
      .select({ buyerId: dealRoomQuestions.buyerId, last: max(dealRoomQuestions.askedAt) })
      .from(dealRoomQuestions)
      .where(and(eq(dealRoomQuestions.postId, postId), inArray(dealRoomQuestions.buyerId, buyerIds)))
      .groupBy(dealRoomQuestions.buyerId),
    db
      .select({ buyerId: offers.buyerId, last: max(offerVersions.submittedAt) })
      .from(offers)
      .innerJoin(offerVersions, eq(offerVersions.offerId, offers.id))
      .where(and(eq(offers.postId, postId), inArray(offers.buyerId, buyerIds)))
      .groupBy(offers.buyerId),
  ]);
  const entry = (buyerId: number) => {
    let found = activity.get(buyerId);
    if (!found) activity.set(buyerId, (found = { ...NONE }));
    return found;
  };
  for (const row of downloads) if (row.buyerId !== null) Object.assign(entry(row.buyerId), { documentsDownloaded: Number(row.documents), lastDownloadAt: asDate(row.last) });
  for (const row of questions) entry(row.buyerId).lastQuestionAt = asDate(row.last);
  for (const row of offersIn) entry(row.buyerId).lastOfferAt = asDate(row.last);
  return activity;
}

export function activityOf(activity: Map<number, BuyerActivity>, buyerId: number): BuyerActivity {
  return activity.get(buyerId) ?? NONE;
}

/** `max()` of a timestamp: a Date from one driver, a string from another. */
function asDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** The latest of the given times, as ISO 8601. */
export function latestOf(...times: (Date | null | undefined)[]): string {
  const known = times.filter((time): time is Date => time instanceof Date);
  return new Date(Math.max(...known.map((time) => time.getTime()))).toISOString();
}
