import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLES } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { buyerPreferences, matchDigestEntries, postingPeriods, posts, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { matchAlertMail } from '../mail';
import type { PostWentLive } from '../posts/went-live';
import { postMatchesBuyer } from './matching';
import { listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribe-links';

/*
 * Match alerts (DESIGN.md §5): when a posting period starts, every buyer whose preferences the
 * post matches is queued one mail, in the transaction that announces the period (so a failure
 * queues none and the period is tried again), at most once per buyer and period (dedupe key).
 * A buyer who chose the daily digest gets an entry for that day's digest instead
 * (match-digest.ts). Unconfirmed and suppressed primary addresses, and buyers who turned match
 * alerts off, are skipped. Each mail carries List-Unsubscribe with a one-click (RFC 8058)
 * address that turns off match alerts only.
 */

/** The went-live subscriber: queues the alerts (or digest entries) of one period; answers how many buyers will be e-mailed. */
export async function queueMatchAlerts(ctx: ServiceContext, tx: Database, event: PostWentLive): Promise<number> {
  const [post] = await tx.select().from(posts).where(eq(posts.id, event.postId));
  if (!post) return 0;
  const buyers = await tx
    .select({
      id: users.id,
      email: users.email1,
      forenames: users.forenames,
      surname: users.surname,
      daily: sql<boolean>`coalesce(${buyerPreferences.alertFrequency} = 'daily', false)`,
    })
    .from(users)
    .innerJoin(posts, eq(posts.id, event.postId))
    .leftJoin(buyerPreferences, eq(buyerPreferences.userId, users.id))
    .where(
      and(
        eq(users.role, ROLES.buyer),
        eq(users.emailConfirmed, true),
        isNull(users.email1DisableReason),
        sql`coalesce(${buyerPreferences.matchAlerts}, true)`,
        postMatchesBuyer(users.id),
      ),
    );
  let queued = 0;
  const day = ctx.today();
  for (const buyer of buyers) {
    if (buyer.daily) {
      const [entry] = await tx
        .insert(matchDigestEntries)
        .values({ userId: buyer.id, periodId: event.periodId, postId: post.id, londonDay: day, createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ userId: matchDigestEntries.userId });
      if (entry) queued += 1;
      continue;
    }
    const link = unsubscribeUrl(ctx, buyer.id, 'alerts');
    const mail = matchAlertMail(ctx.config, {
      buyerName: `${buyer.forenames} ${buyer.surname}`.trim(),
      postId: post.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      unsubscribeUrl: link,
    });
    const dedupeKey = `match-alert:${event.periodId}:${buyer.id}`;
    if (await ctx.mailer.enqueue({ to: buyer.email, ...mail, headers: listUnsubscribeHeaders(link) }, { db: tx, dedupeKey })) queued += 1;
  }
  // The certificate counts the interested parties e-mailed (a digest entry is a mail to come).
  await tx.update(postingPeriods).set({ interestedPartiesEmailed: queued }).where(eq(postingPeriods.id, event.periodId));
  return queued;
}

/** Subscribes the match alerts to the 'post went live' event (app start). */
export function subscribeMatchAlerts(ctx: ServiceContext): void {
  ctx.wentLive.subscribe('match-alerts', async (tx, event) => {
    await queueMatchAlerts(ctx, tx, event);
  });
}
