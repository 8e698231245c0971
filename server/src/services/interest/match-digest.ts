import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { SITE_STATUS } from '@insolvency/shared-contracts';
import { buyerPreferences, matchDigestEntries, posts, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { matchDigestMail } from '../mail';
import { siteStatusWhere } from '../posts/site-status';
import { listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribe-links';

/*
 * The daily digest: a buyer who chose it gets, once their London day is over, one mail listing
 * the posts that matched them that day (match-alerts.ts records them) and are still For Sale
 * (not withdrawn, sold or ended since), and none on a day with no such post. One mail per buyer and day even with several API instances: each day's entries are
 * locked while their mail is queued (dedupe key too) and then marked sent.
 */

/** Queues the digests of every finished day not sent yet; answers how many were queued. */
export async function queueDueDigests(ctx: ServiceContext): Promise<number> {
  let queued = 0;
  for (;;) {
    const today = ctx.today();
    const handled = await ctx.db.transaction(async (tx) => {
      const [next] = await tx
        .select({ userId: matchDigestEntries.userId, day: matchDigestEntries.londonDay })
        .from(matchDigestEntries)
        .where(and(isNull(matchDigestEntries.sentAt), lt(matchDigestEntries.londonDay, today)))
        .orderBy(asc(matchDigestEntries.londonDay), asc(matchDigestEntries.userId))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return false;
      const sameDigest = and(eq(matchDigestEntries.userId, next.userId), eq(matchDigestEntries.londonDay, next.day), isNull(matchDigestEntries.sentAt));
      const entries = await tx
        .select({ postId: posts.id, reference: posts.reference, activityHeading: posts.activityHeading })
        .from(matchDigestEntries)
        .innerJoin(posts, eq(posts.id, matchDigestEntries.postId))
        .where(and(sameDigest, siteStatusWhere(SITE_STATUS.forSale, today)))
        .orderBy(asc(matchDigestEntries.createdAt), asc(matchDigestEntries.postId))
        .for('update', { of: matchDigestEntries });
      const [buyer] = await tx
        .select({ email: users.email1, forenames: users.forenames, surname: users.surname, disabled: users.email1DisableReason, matchAlerts: buyerPreferences.matchAlerts })
        .from(users)
        .leftJoin(buyerPreferences, eq(buyerPreferences.userId, users.id))
        .where(eq(users.id, next.userId));
      // Unsubscribed or suppressed since the matches were recorded: the day is closed without a mail.
      if (entries.length > 0 && buyer && buyer.disabled === null && buyer.matchAlerts !== false) {
        const link = unsubscribeUrl(ctx, next.userId, 'alerts');
        const mail = matchDigestMail(ctx.config, { buyerName: `${buyer.forenames} ${buyer.surname}`.trim(), day: next.day, posts: entries, unsubscribeUrl: link });
        const dedupeKey = `match-digest:${next.userId}:${next.day}`;
        if (await ctx.mailer.enqueue({ to: buyer.email, ...mail, headers: listUnsubscribeHeaders(link) }, { db: tx, dedupeKey })) queued += 1;
      }
      await tx.update(matchDigestEntries).set({ sentAt: ctx.now() }).where(sameDigest);
      return true;
    });
    if (!handled) return queued;
  }
}
