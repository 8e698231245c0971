import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { addDays, SITE_STATUS, WATCHLIST_REMINDER_DAYS } from '@insolvency/shared-contracts';
import { buyerPreferences, posts, users, watchlist } from '../../db/schema';
import type { ServiceContext } from '../context';
import { watchlistReminderMail } from '../mail';
import { currentEndDate, siteStatusWhere } from '../posts/site-status';
import { LONDON } from '../london-dates';
import { listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribe-links';

const BATCH = 100;

/**
 * Queues one 'ends soon' mail per saved post and buyer when the post is For Sale and its end
 * date is at most WATCHLIST_REMINDER_DAYS away (London dates), once per end date: a reminder
 * queued before the current end's window opened (the end was extended, or the post reposted)
 * is sent again for the new end (`reminded_at`, and a dedupe key naming the end date). Rows are claimed with SKIP LOCKED, so several API instances send each once.
 * Buyers who turned reminders off, and unconfirmed or suppressed addresses, are left unreminded.
 * Answers how many were queued.
 */
export async function queueWatchlistReminders(ctx: ServiceContext): Promise<number> {
  let queued = 0;
  for (;;) {
    const today = ctx.today();
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({
          userId: watchlist.userId,
          postId: watchlist.postId,
          email: users.email1,
          forenames: users.forenames,
          surname: users.surname,
          reference: posts.reference,
          activityHeading: posts.activityHeading,
          endDate: sql<string>`(${currentEndDate})::text`,
        })
        .from(watchlist)
        .innerJoin(posts, eq(posts.id, watchlist.postId))
        .innerJoin(users, eq(users.id, watchlist.userId))
        .leftJoin(buyerPreferences, eq(buyerPreferences.userId, watchlist.userId))
        .where(
          and(
            or(isNull(watchlist.remindedAt), sql`${watchlist.remindedAt} < ((${currentEndDate} - ${WATCHLIST_REMINDER_DAYS}::int)::timestamp at time zone ${LONDON})`),
            siteStatusWhere(SITE_STATUS.forSale, today),
            sql`${currentEndDate} <= ${addDays(today, WATCHLIST_REMINDER_DAYS)}::date`,
            eq(users.emailConfirmed, true),
            isNull(users.email1DisableReason),
            sql`coalesce(${buyerPreferences.watchlistReminders}, true)`,
          ),
        )
        .limit(BATCH)
        .for('update', { of: watchlist, skipLocked: true });
      for (const row of due) {
        const link = unsubscribeUrl(ctx, row.userId, 'watchlist');
        const mail = watchlistReminderMail(ctx.config, {
          buyerName: `${row.forenames} ${row.surname}`.trim(),
          postId: row.postId,
          reference: row.reference,
          activityHeading: row.activityHeading,
          endDate: row.endDate,
          unsubscribeUrl: link,
        });
        const dedupeKey = `watchlist-reminder:${row.postId}:${row.userId}:${row.endDate}`;
        if (await ctx.mailer.enqueue({ to: row.email, ...mail, headers: listUnsubscribeHeaders(link) }, { db: tx, dedupeKey })) queued += 1;
        await tx.update(watchlist).set({ remindedAt: ctx.now() }).where(and(eq(watchlist.userId, row.userId), eq(watchlist.postId, row.postId)));
      }
      return due.length;
    });
    if (batch < BATCH) return queued;
  }
}
