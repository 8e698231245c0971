import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { dealRoomAccess, ndaAcceptances, posts, screeningRescreens } from '../../db/schema';
import type { ServiceContext } from '../context';
import { ScheduledQueue } from '../scheduled-queue';
import { screenAndAlert } from './screening-alerts';
import { matcherInForce } from './screen-buyer';

/*
 * When a new list version comes into force (an import, a download, Admin confirming one that
 * waited), every buyer with access to a live deal room is screened again against it (issue 56):
 * a pg-boss schedule of its own queue ticks every minute; a tick that finds the version in force
 * not yet re-screened claims it (one row per version, so one instance does it) and screens each
 * buyer, the practitioners told of new possible matches as on any screening.
 */

export const SANCTIONS_RESCREEN_QUEUE = 'sanctions-rescreen';
export const SANCTIONS_RESCREEN_CRON = '* * * * *';
/** Buyers screened at once (each a few short reads and one write). */
const CONCURRENCY = 4;

/** Every buyer in a live deal room: accepted its NDA, access not withdrawn, the post neither withdrawn nor sold. */
export async function buyersInLiveDealRooms(ctx: ServiceContext): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ buyerId: ndaAcceptances.buyerId })
    .from(ndaAcceptances)
    .innerJoin(posts, eq(posts.id, ndaAcceptances.postId))
    .leftJoin(dealRoomAccess, and(eq(dealRoomAccess.postId, ndaAcceptances.postId), eq(dealRoomAccess.buyerId, ndaAcceptances.buyerId)))
    .where(and(isNull(posts.withdrawnAt), eq(posts.sold, false), isNull(dealRoomAccess.revokedAt)))
    .orderBy(ndaAcceptances.buyerId);
  return rows.map((row) => row.buyerId);
}

/** Screens every buyer of `buyerIds` against the version in force, `CONCURRENCY` at a time; answers the possible matches found. */
export async function rescreenBuyers(ctx: ServiceContext, buyerIds: readonly number[], inForce: NonNullable<Awaited<ReturnType<typeof matcherInForce>>>): Promise<number> {
  let next = 0;
  let matches = 0;
  const worker = async () => {
    while (next < buyerIds.length) {
      const buyerId = buyerIds[next++];
      const run = await screenAndAlert(ctx, buyerId, 'list_version', inForce);
      matches += run?.matches.length ?? 0;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, buyerIds.length) }, worker));
  return matches;
}

/**
 * The tick's handler: re-screens the buyers in live deal rooms against the version in force when
 * no instance did yet. Answers what it did, or null when there was nothing to do.
 */
export async function rescreenAfterNewVersion(ctx: ServiceContext): Promise<{ versionId: number; buyers: number; matches: number } | null> {
  const inForce = await matcherInForce(ctx);
  if (!inForce) return null;
  const [claimed] = await ctx.db
    .insert(screeningRescreens)
    .values({ versionId: inForce.versionId, startedAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ versionId: screeningRescreens.versionId });
  if (!claimed) return null;
  const buyerIds = await buyersInLiveDealRooms(ctx);
  const matches = await rescreenBuyers(ctx, buyerIds, inForce);
  await ctx.db
    .update(screeningRescreens)
    .set({ finishedAt: ctx.now(), buyerCount: buyerIds.length, matchCount: matches })
    .where(eq(screeningRescreens.versionId, inForce.versionId));
  return { versionId: inForce.versionId, buyers: buyerIds.length, matches };
}

/** The re-screening's schedule and worker (pg-boss), started with the server. */
export class SanctionsRescreen {
  private readonly scheduled: ScheduledQueue;

  constructor(private readonly log: FastifyBaseLogger) {
    this.scheduled = new ScheduledQueue(log, SANCTIONS_RESCREEN_QUEUE, 60_000);
  }

  start(ctx: ServiceContext): Promise<void> {
    return this.scheduled.start(ctx, SANCTIONS_RESCREEN_CRON, async () => {
      const done = await rescreenAfterNewVersion(ctx);
      if (done) this.log.info(done, 'sanctions re-screening: buyers in live deal rooms screened against the new version');
    });
  }

  /** Stops the schedule and waits for a re-screening under way (before the database closes). */
  stop(): Promise<void> {
    return this.scheduled.stop();
  }
}
