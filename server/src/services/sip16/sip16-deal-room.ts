import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PackRelease } from '@insolvency/shared-contracts/deal-room';
import { dealRoomAccess, dealRoomQuestions, dealRooms, expressionsOfInterest, ndaAcceptances, ndaVersions, offers, offerVersions, packDocuments, packDownloads } from '../../db/schema';
import type { ServiceContext } from '../context';
import { accessState } from '../deal-room-access/deal-room-posts';
import { pausedBuyers } from '../deal-room-access/paused-buyers';

/*
 * The deal-room part of a post's SIP 16 evidence (issue 32): NDAs accepted, buyers given the
 * pack, documents downloaded, questions asked, offers received and the offer accepted. Read
 * from the deal room's own tables; nothing is recorded for it. Sealed offers stay sealed: before
 * the closing time only their number is given.
 */

export interface Sip16DealRoom {
  ndaRequired: boolean;
  /** The NDA version buyers sign now (null: no NDA text set). */
  ndaVersion: number | null;
  packRelease: PackRelease;
  /** Each signature, oldest first: when, and the version signed (no names, as for interest). */
  ndaAcceptances: { acceptedAt: string; version: number }[];
  /** Buyers whose access to the pack stands today, and those whose access the seller revoked. */
  buyersGivenPack: number;
  buyersRevoked: number;
  /** Every document ever in the pack (removed ones too), in the seller's order, with its downloads. */
  documents: { title: string; removed: boolean; downloads: number; downloadedBy: number }[];
  downloads: { total: number; buyers: number };
  questions: { asked: number; answered: number; published: number };
  /** Best and final offers by this instant (ISO), or null. */
  offersCloseAt: string | null;
  /** Amounts are withheld while the closing time is ahead. */
  offersSealed: boolean;
  offers: {
    count: number;
    /** Lowest and highest of the latest versions, in pounds (null when sealed or none). */
    range: { lowest: number; highest: number } | null;
    /** Offers whose latest version declares a connection (null when sealed). */
    connectedParties: number | null;
  };
  /** The offer the practitioner accepted (amount withheld while sealed). */
  acceptedOffer: { amount: number | null; connectedParty: boolean | null; acceptedAt: string } | null;
}

const poundsOf = (pence: number) => pence / 100;

/** The deal room of a post, or null when it has none (no settings saved and nothing happened in it). */
export async function sip16DealRoom(ctx: ServiceContext, postId: number): Promise<Sip16DealRoom | null> {
  const { db } = ctx;
  const now = ctx.now();
  const [room] = await db.select().from(dealRooms).where(eq(dealRooms.postId, postId));
  const settings = { ndaRequired: room?.ndaRequired ?? false, packRelease: room?.packRelease ?? 'automatic' };

  const [latestNda] = await db.select({ version: ndaVersions.version }).from(ndaVersions).where(eq(ndaVersions.postId, postId)).orderBy(desc(ndaVersions.version)).limit(1);
  const acceptances = await db
    .select({ buyerId: ndaAcceptances.buyerId, acceptedAt: ndaAcceptances.acceptedAt, version: ndaVersions.version })
    .from(ndaAcceptances)
    .innerJoin(ndaVersions, eq(ndaVersions.id, ndaAcceptances.ndaVersionId))
    .where(eq(ndaAcceptances.postId, postId))
    .orderBy(asc(ndaAcceptances.acceptedAt), asc(ndaAcceptances.id));

  // Access is decided by the same rule the deal room applies, for every buyer who expressed interest.
  const interested = await db
    .select({ buyerId: expressionsOfInterest.buyerId, visible: expressionsOfInterest.visibleToInsolvency, approvedAt: dealRoomAccess.approvedAt, revokedAt: dealRoomAccess.revokedAt })
    .from(expressionsOfInterest)
    .leftJoin(dealRoomAccess, and(eq(dealRoomAccess.postId, postId), eq(dealRoomAccess.buyerId, expressionsOfInterest.buyerId)))
    .where(eq(expressionsOfInterest.postId, postId));
  const signed = new Set(acceptances.map((acceptance) => acceptance.buyerId));
  const paused = await pausedBuyers(db, postId, interested.map((buyer) => buyer.buyerId));
  const states = interested.map((buyer) =>
    accessState({
      ...settings,
      interest: buyer.visible ? 'visible' : 'hidden',
      ndaAccepted: signed.has(buyer.buyerId),
      approvedAt: buyer.approvedAt,
      revokedAt: buyer.revokedAt,
      paused: paused.has(buyer.buyerId),
    }),
  );

  const documentRows = await db
    .select({ id: packDocuments.id, title: packDocuments.title, removedAt: packDocuments.removedAt })
    .from(packDocuments)
    .where(eq(packDocuments.postId, postId))
    .orderBy(asc(packDocuments.sortOrder), asc(packDocuments.id));
  const downloadRows = documentRows.length
    ? await db
        .select({ documentId: packDownloads.documentId, userId: packDownloads.userId })
        .from(packDownloads)
        .where(
          inArray(
            packDownloads.documentId,
            documentRows.map((document) => document.id),
          ),
        )
    : [];
  const documents = documentRows.map((document) => {
    const own = downloadRows.filter((download) => download.documentId === document.id);
    return { title: document.title, removed: document.removedAt !== null, downloads: own.length, downloadedBy: new Set(own.map((download) => download.userId)).size };
  });

  const questionRows = await db.select({ answeredAt: dealRoomQuestions.answeredAt, published: dealRoomQuestions.published }).from(dealRoomQuestions).where(eq(dealRoomQuestions.postId, postId));

  // The latest version of each offer is the one that counts.
  const offerRows = await db
    .select({ offerId: offers.id, version: offerVersions.version, amountPence: offerVersions.amountPence, connectedParty: offerVersions.connectedParty })
    .from(offers)
    .innerJoin(offerVersions, eq(offerVersions.offerId, offers.id))
    .where(eq(offers.postId, postId))
    .orderBy(asc(offers.id), desc(offerVersions.version));
  const latestOffers = [...new Map(offerRows.reverse().map((row) => [row.offerId, row])).values()];
  const offersSealed = room?.offersCloseAt != null && room.offersCloseAt > now;
  const amounts = latestOffers.map((offer) => poundsOf(offer.amountPence));
  const accepted = room?.acceptedOfferId != null ? latestOffers.find((offer) => offer.offerId === room.acceptedOfferId) : undefined;

  if (!room && !acceptances.length && !documentRows.length && !questionRows.length && !latestOffers.length) return null;
  return {
    ...settings,
    ndaVersion: latestNda?.version ?? null,
    ndaAcceptances: acceptances.map((acceptance) => ({ acceptedAt: acceptance.acceptedAt.toISOString(), version: acceptance.version })),
    buyersGivenPack: states.filter((state) => state === 'granted').length,
    buyersRevoked: states.filter((state) => state === 'revoked').length,
    documents,
    downloads: { total: downloadRows.length, buyers: new Set(downloadRows.map((download) => download.userId)).size },
    questions: {
      asked: questionRows.length,
      answered: questionRows.filter((question) => question.answeredAt !== null).length,
      published: questionRows.filter((question) => question.published).length,
    },
    offersCloseAt: room?.offersCloseAt?.toISOString() ?? null,
    offersSealed,
    offers: {
      count: latestOffers.length,
      range: offersSealed || !amounts.length ? null : { lowest: Math.min(...amounts), highest: Math.max(...amounts) },
      connectedParties: offersSealed ? null : latestOffers.filter((offer) => offer.connectedParty).length,
    },
    acceptedOffer:
      room?.acceptedAt && accepted
        ? {
            amount: offersSealed ? null : poundsOf(accepted.amountPence),
            connectedParty: offersSealed ? null : accepted.connectedParty,
            acceptedAt: room.acceptedAt.toISOString(),
          }
        : null,
  };
}
