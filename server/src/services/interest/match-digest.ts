import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { SITE_STATUS } from '@insolvency/shared-contracts';
import { buyerPreferences, matchDigestEntries, posts, savedSearches, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { matchDigestMail } from '../mail';
import { siteStatusWhere } from '../posts/site-status';
import { savedSearchNames } from './saved-searches';
import { listUnsubscribeHeaders, savedSearchUnsubscribeUrl, unsubscribeUrl } from './unsubscribe-links';

/*
 * The daily digest: a buyer who chose it gets, once their London day is over, one mail listing
 * the posts that matched them that day (match-alerts.ts records them; their criteria or a saved
 * search with daily delivery found them) and are still For Sale
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
      const found = await tx
        .select({
          postId: posts.id,
          reference: posts.reference,
          activityHeading: posts.activityHeading,
          byCriteria: matchDigestEntries.byCriteria,
          savedSearchId: savedSearches.id,
          query: savedSearches.query,
          filters: savedSearches.filters,
        })
        .from(matchDigestEntries)
        .innerJoin(posts, eq(posts.id, matchDigestEntries.postId))
        .leftJoin(savedSearches, eq(savedSearches.id, matchDigestEntries.savedSearchId))
        .where(and(sameDigest, siteStatusWhere(SITE_STATUS.forSale, today)))
        .orderBy(asc(matchDigestEntries.createdAt), asc(matchDigestEntries.postId))
        .for('update', { of: matchDigestEntries });
      const [buyer] = await tx
        .select({ email: users.email1, forenames: users.forenames, surname: users.surname, disabled: users.email1DisableReason, matchAlerts: buyerPreferences.matchAlerts })
        .from(users)
        .leftJoin(buyerPreferences, eq(buyerPreferences.userId, users.id))
        .where(eq(users.id, next.userId));
      // A line stands while what found it does: match alerts still on, or the saved search not removed.
      const criteriaOn = buyer?.matchAlerts !== false;
      const entries = found.filter((entry) => (entry.byCriteria && criteriaOn) || entry.savedSearchId !== null);
      // Unsubscribed, searches removed or suppressed since the matches were recorded: the day is closed without a mail.
      if (entries.length > 0 && buyer && buyer.disabled === null) {
        const searches = [...new Map(entries.flatMap((entry) => (entry.savedSearchId === null ? [] : [[entry.savedSearchId, { id: entry.savedSearchId, query: entry.query!, filters: entry.filters! }] as const]))).values()];
        const names = await savedSearchNames(tx, searches);
        const byCriteria = entries.some((entry) => entry.byCriteria && criteriaOn);
        const searchLinks = searches.map((search) => ({ searchName: names.get(search.id)!, url: savedSearchUnsubscribeUrl(ctx, next.userId, search.id) }));
        // One-click stops what the mail is about: match alerts, or the one saved search that found every post.
        const link = byCriteria || searchLinks.length !== 1 ? unsubscribeUrl(ctx, next.userId, 'alerts') : searchLinks[0].url;
        const mail = matchDigestMail(ctx.config, {
          buyerName: `${buyer.forenames} ${buyer.surname}`.trim(),
          day: next.day,
          posts: entries.map((entry) => ({
            postId: entry.postId,
            reference: entry.reference,
            activityHeading: entry.activityHeading,
            ...(entry.savedSearchId === null || (entry.byCriteria && criteriaOn) ? {} : { savedSearch: names.get(entry.savedSearchId) }),
          })),
          unsubscribeUrl: link,
          byCriteria,
          savedSearchLinks: searchLinks,
        });
        const dedupeKey = `match-digest:${next.userId}:${next.day}`;
        if (await ctx.mailer.enqueue({ to: buyer.email, ...mail, headers: listUnsubscribeHeaders(link) }, { db: tx, dedupeKey })) queued += 1;
      }
      await tx.update(matchDigestEntries).set({ sentAt: ctx.now() }).where(sameDigest);
      return true;
    });
    if (!handled) return queued;
  }
}
