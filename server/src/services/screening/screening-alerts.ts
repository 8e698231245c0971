import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealRoomAccess, ndaAcceptances, posts, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { withDb } from '../context';
import { screeningMatchMail } from '../mail/templates/screening-match';
import { notifyUsers } from '../notifications/user-notifications';
import type { ListMatcher } from './list-matcher';
import { screenBuyer, type ScreeningReason, type ScreeningRunResult } from './screen-buyer';

/** What the practitioner's notification area says when screening finds a new possible match. */
export const SCREENING_NOTICES = {
  possibleMatch: (reference: string, buyerName: string) =>
    `Sanctions screening found a possible match for ${buyerName}, a buyer in the deal room of ${reference.trim()}. Please review it before accepting an offer from them.`,
} as const;

const SUBJECT_LABELS = { buyer: 'Buyer', company: 'Company', owner: 'Beneficial owner' } as const;

/**
 * The live deal rooms a buyer is in (accepted the NDA, access not withdrawn; the post neither
 * withdrawn nor sold), with the practitioner selling each.
 */
export async function liveDealRoomsOf(db: Database, buyerId: number) {
  return db
    .select({ postId: posts.id, reference: posts.reference, sellerId: users.id, sellerEmail: users.email1, sellerForenames: users.forenames, sellerSurname: users.surname })
    .from(ndaAcceptances)
    .innerJoin(posts, eq(posts.id, ndaAcceptances.postId))
    .innerJoin(users, eq(users.id, posts.createdBy))
    .leftJoin(dealRoomAccess, and(eq(dealRoomAccess.postId, ndaAcceptances.postId), eq(dealRoomAccess.buyerId, ndaAcceptances.buyerId)))
    .where(and(eq(ndaAcceptances.buyerId, buyerId), isNull(posts.withdrawnAt), eq(posts.sold, false), isNull(dealRoomAccess.revokedAt)));
}

/**
 * Screens a buyer and, when the run found possible matches their previous run did not have,
 * tells the practitioner of every live deal room they are in: a notice (one per buyer and deal
 * room, replaced by a later one) and a mail.
 */
export async function screenAndAlert(
  ctx: ServiceContext,
  buyerId: number,
  reason: ScreeningReason,
  inForce?: { versionId: number; matcher: ListMatcher } | null,
): Promise<ScreeningRunResult | null> {
  const run = await screenBuyer(ctx, buyerId, reason, inForce);
  if (!run?.newMatches.length) return run;
  const [buyer] = await ctx.db.select({ forenames: users.forenames, surname: users.surname }).from(users).where(eq(users.id, buyerId));
  const buyerName = `${buyer.forenames} ${buyer.surname}`.trim();
  await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    for (const room of await liveDealRoomsOf(tx, buyerId)) {
      await notifyUsers(txCtx, [room.sellerId], SCREENING_NOTICES.possibleMatch(room.reference, buyerName), { key: `screening:${room.postId}:${buyerId}` });
      const mail = screeningMatchMail(ctx.config, {
        practitionerName: `${room.sellerForenames} ${room.sellerSurname}`.trim(),
        postId: room.postId,
        reference: room.reference,
        buyerName,
        matches: run.newMatches.map((match) => ({ subject: `${SUBJECT_LABELS[match.subjectKind]}: ${match.subjectName}`, listEntry: `${match.name.fullName} (${match.name.uniqueId})` })),
      });
      await ctx.mailer.enqueue({ to: room.sellerEmail, ...mail }, { db: tx, dedupeKey: `screening:${run.runId}:${room.postId}` });
    }
  });
  ctx.mailer.nudge();
  return run;
}

/** Screens a buyer after the change that calls for it, without the answer waiting (a failure is logged). */
export function screenLater(ctx: ServiceContext, buyerId: number, reason: ScreeningReason): void {
  ctx.defer(`screening (${reason})`, () => screenAndAlert(ctx, buyerId, reason));
}
