import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MessageResponse } from '@insolvency/shared-contracts';
import {
  SCREENING_ACCEPT_MESSAGES,
  SCREENING_DECISION_MESSAGES,
  SCREENING_MESSAGES,
  type ScreeningDecisionKind,
  type ScreeningDecisionView,
  type ScreeningStatus,
} from '@insolvency/shared-contracts/deal-room';
import type { screeningDecisionRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { expressionsOfInterest, sanctionsListVersions, screeningDecisions, screeningMatches, screeningRuns, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { lockDealRoom, recordDealRoomEvent, sellerPost } from '../deal-room-access/deal-room-posts';
import { screenAndAlert } from './screening-alerts';
import { pausedBuyers } from '../deal-room-access/paused-buyers';
import { latestRuns } from './screen-buyer';

/*
 * The practitioner's review of a buyer's possible matches in one deal room (issue 56, part 3).
 * A decision is kept per post, buyer, subject screened and list Unique ID, so a later run that
 * finds the same entry for the same subject is already decided. A true match pauses the buyer's
 * access to that deal room (`accessState`), with no override, and blocks accepting their offer.
 */

/** What a decision is keyed by: who was screened and the list entry. */
export const decisionKey = (row: { subjectKind: string; subjectName: string; uniqueId: string }) => `${row.subjectKind}\u0000${row.subjectName}\u0000${row.uniqueId}`;

/** The decisions on a post's buyers (all of them, or `buyerIds`), with who decided. */
export async function decisionsOn(db: Database, postId: number, buyerIds: number[]) {
  if (!buyerIds.length) return [];
  return db
    .select({ decision: screeningDecisions, deciderForenames: users.forenames, deciderSurname: users.surname })
    .from(screeningDecisions)
    .leftJoin(users, eq(users.id, screeningDecisions.decidedBy))
    .where(and(eq(screeningDecisions.postId, postId), inArray(screeningDecisions.buyerId, buyerIds)));
}

export function toDecisionView(row: Awaited<ReturnType<typeof decisionsOn>>[number]): ScreeningDecisionView {
  return {
    decision: row.decision.decision as ScreeningDecisionKind,
    reason: row.decision.reason,
    decidedAt: row.decision.decidedAt.toISOString(),
    decidedBy: row.deciderForenames === null ? 'A former user' : `${row.deciderForenames} ${row.deciderSurname}`.trim(),
  };
}

async function versionInForce(db: Database): Promise<number | null> {
  const [version] = await db.select({ id: sanctionsListVersions.id }).from(sanctionsListVersions).where(eq(sanctionsListVersions.status, 'in_force')).limit(1);
  return version?.id ?? null;
}

export interface BuyerChecks {
  status: ScreeningStatus;
  /** Possible matches of the latest run with no decision. */
  undecided: number;
  /** The latest run was against the version in force. */
  current: boolean;
}

/**
 * Where each buyer's checks stand in the post's deal room: a true match recorded is a confirmed
 * match whatever later runs find; no run against the version in force is not screened; a
 * possible match of that run without a decision is a possible match; otherwise clear.
 */
export async function buyerChecks(db: Database, postId: number, buyerIds: number[]): Promise<Map<number, BuyerChecks>> {
  const checks = new Map<number, BuyerChecks>();
  if (!buyerIds.length) return checks;
  const [inForce, runs, decisions] = await Promise.all([versionInForce(db), latestRuns(db, buyerIds), decisionsOn(db, postId, buyerIds)]);
  const runIds = runs.filter((run) => run.result === 'possible_match').map((run) => run.id);
  const matches = runIds.length
    ? await db
        .select({ runId: screeningMatches.runId, subjectKind: screeningMatches.subjectKind, subjectName: screeningMatches.subjectName, uniqueId: screeningMatches.uniqueId })
        .from(screeningMatches)
        .where(inArray(screeningMatches.runId, runIds))
    : [];
  const decided = new Set(decisions.map(({ decision }) => `${decision.buyerId}\u0000${decisionKey(decision)}`));
  const confirmed = new Set(decisions.filter(({ decision }) => decision.decision === 'true_match').map(({ decision }) => decision.buyerId));
  const runOf = new Map(runs.map((run) => [run.buyerId, run]));
  for (const buyerId of buyerIds) {
    const run = runOf.get(buyerId);
    const current = Boolean(run && inForce !== null && run.versionId === inForce);
    const undecided = run ? matches.filter((match) => match.runId === run.id && !decided.has(`${buyerId}\u0000${decisionKey(match)}`)).length : 0;
    const status: ScreeningStatus = confirmed.has(buyerId) ? 'confirmed_match' : !current ? 'not_screened' : undecided ? 'possible_match' : 'clear';
    checks.set(buyerId, { status, undecided, current });
  }
  return checks;
}

/** A buyer who expressed interest in the post (and whose interest the seller sees), or 404. */
export async function assertBuyerInterested(db: Database, postId: number, buyerId: number): Promise<void> {
  const [interest] = await db
    .select({ id: expressionsOfInterest.id })
    .from(expressionsOfInterest)
    .where(and(eq(expressionsOfInterest.postId, postId), eq(expressionsOfInterest.buyerId, buyerId), eq(expressionsOfInterest.visibleToInsolvency, true)))
    .limit(1);
  if (!interest) throw new AppError(404, SCREENING_MESSAGES.buyerNotFound);
}

/** GET seller/deal-room-screening-statuses?id: each interested buyer's checks status, for the Buyers table. */
export async function getScreeningStatuses(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<Array<{ buyerId: number; status: ScreeningStatus }>> {
  await sellerPost(ctx, caller, postId, 'read');
  const interested = await ctx.db
    .select({ buyerId: expressionsOfInterest.buyerId })
    .from(expressionsOfInterest)
    .where(and(eq(expressionsOfInterest.postId, postId), eq(expressionsOfInterest.visibleToInsolvency, true)));
  const ids = interested.map((row) => row.buyerId);
  const checks = await buyerChecks(ctx.db, postId, ids);
  return ids.map((buyerId) => ({ buyerId, status: checks.get(buyerId)!.status }));
}

/**
 * POST seller/deal-room-screening-decision?id {BuyerId, MatchId, Decision, Reason}: the
 * practitioner's decision on a possible match of the buyer's latest run (404 otherwise; 409 when
 * that subject and list entry were already decided in this deal room). A true match pauses the
 * buyer's access to the deal room at once. Both go into the deal room's trail.
 */
export async function recordScreeningDecision(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof screeningDecisionRequestSchema>): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    await sellerPost(txCtx, caller, postId, 'write');
    // The lock an acceptance takes before it checks the screening is clear: a true match and an
    // acceptance on the post take turns, so the acceptance that comes second sees the match.
    await lockDealRoom(tx, postId);
    await assertBuyerInterested(tx, postId, input.BuyerId);
    const [run] = await tx
      .select({ id: screeningRuns.id })
      .from(screeningRuns)
      .where(eq(screeningRuns.buyerId, input.BuyerId))
      .orderBy(desc(screeningRuns.screenedAt), desc(screeningRuns.id))
      .limit(1);
    const [match] = run ? await tx.select().from(screeningMatches).where(and(eq(screeningMatches.id, input.MatchId), eq(screeningMatches.runId, run.id))) : [];
    if (!match) throw new AppError(404, SCREENING_DECISION_MESSAGES.matchNotFound);
    const wasPaused = (await pausedBuyers(tx, postId, [input.BuyerId])).size > 0;
    const [stored] = await tx
      .insert(screeningDecisions)
      .values({
        postId,
        buyerId: input.BuyerId,
        matchId: match.id,
        subjectKind: match.subjectKind,
        subjectName: match.subjectName,
        uniqueId: match.uniqueId,
        decision: input.Decision,
        reason: input.Reason,
        decidedBy: caller.id,
        decidedAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: screeningDecisions.id });
    if (!stored) throw new AppError(409, SCREENING_DECISION_MESSAGES.alreadyDecided);
    await recordDealRoomEvent(txCtx, {
      postId,
      actorId: caller.id,
      kind: 'screening-decided',
      detail: { buyerId: input.BuyerId, matchId: match.id, subject: match.subjectKind, uniqueId: match.uniqueId, decision: input.Decision, reason: input.Reason },
    });
    if (input.Decision === 'true_match' && !wasPaused) {
      await recordDealRoomEvent(txCtx, { postId, actorId: caller.id, kind: 'access-paused', detail: { buyerId: input.BuyerId, uniqueId: match.uniqueId } });
    }
  });
  return { message: input.Decision === 'true_match' ? SCREENING_DECISION_MESSAGES.trueMatchDecided : SCREENING_DECISION_MESSAGES.decided };
}

/**
 * Before an offer is accepted: its buyer is screened against the list in force if their latest
 * run was not (a buyer who came in before the list was imported, or between a new version and
 * its re-screening job), so the practitioner is not held up by a screening nobody asked for.
 * Nothing for an unknown offer: the acceptance answers that.
 */
export async function screenBeforeAcceptance(ctx: ServiceContext, postId: number, buyerId: number | undefined): Promise<void> {
  if (buyerId === undefined) return;
  const inForce = await versionInForce(ctx.db);
  if (inForce === null) return;
  const [run] = await latestRuns(ctx.db, [buyerId]);
  if (run?.versionId !== inForce) await screenAndAlert(ctx, buyerId, 'offer');
}

/**
 * An offer is accepted only from a buyer whose screening is clear against the list in force in
 * this deal room (409 saying what is missing otherwise): no list in force, not screened against
 * it, possible matches with no decision, or a true match (no override).
 */
export async function assertScreeningClear(db: Database, postId: number, buyerId: number): Promise<void> {
  if ((await versionInForce(db)) === null) throw new AppError(409, SCREENING_ACCEPT_MESSAGES.noListInForce);
  const checks = (await buyerChecks(db, postId, [buyerId])).get(buyerId)!;
  if (checks.status === 'confirmed_match') throw new AppError(409, SCREENING_ACCEPT_MESSAGES.confirmedMatch);
  if (checks.status === 'not_screened') throw new AppError(409, SCREENING_ACCEPT_MESSAGES.notScreened);
  if (checks.status === 'possible_match') throw new AppError(409, SCREENING_ACCEPT_MESSAGES.undecided(checks.undecided));
}
