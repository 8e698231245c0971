import { eq, inArray, sql } from 'drizzle-orm';
import { ROLES } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { buyerPreferences, matchDigestEntries, postingPeriods, posts, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { matchAlertMail, type ComposeRequest, type MailMessage } from '../mail';
import type { PostWentLive } from '../posts/went-live';
import { buyerMatchesPost } from './matching';
import { recordSavedSearchHits, registerSavedSearchAlerts, SAVED_SEARCH_ALERT_TEMPLATE } from './saved-search-alerts';
import { listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribe-links';

/*
 * Match alerts (docs/mail.md, buyer mails): when a posting period starts, every buyer whose preferences the
 * post matches is queued one mail, set-based (one query finds them, one fan-out job holds their
 * ids) in the transaction that announces the period (so a failure queues none and the period
 * is tried again); the mail worker turns the fan-out into one mail job per buyer with one
 * INSERT ... SELECT, at most once per buyer and period (dedupe key). A buyer who chose the daily
 * digest gets an entry for that day's digest instead (match-digest.ts), also in one statement. Unconfirmed and suppressed primary
 * addresses, and buyers who turned match alerts off, are skipped, also when that happened
 * between queueing and sending. Each mail is written as it leaves and carries List-Unsubscribe
 * with a one-click (RFC 8058) address that turns off match alerts only. Saved searches that find
 * the post join here (saved-search-alerts.ts), so a buyer gets one mail about a post.
 */

const MATCH_ALERT_TEMPLATE = 'match-alert';

/** An integer[] parameter (one text value, however many ids; null stays null). */
const idArray = (ids: ReadonlyArray<number | null>) => sql`${`{${ids.map((id) => id ?? 'NULL').join(',')}}`}::integer[]`;
/** A boolean[] parameter. */
const boolArray = (values: readonly boolean[]) => sql`${`{${values.join(',')}}`}::boolean[]`;

/**
 * The went-live subscriber: queues the alerts (or digest entries) of one period; answers how many buyers will be e-mailed.
 *
 * The buyers the post matches are found once (confirmed, not suppressed, alerts on, the post matches
 * them) and answered as two id arrays, alerts and digest; the saved searches that find the post are
 * recorded by one more statement (saved-search-alerts.ts). A buyer hears of a post once, however
 * many of their criteria and saved searches find it: at once if any of them asks for each post
 * (the match alert when their criteria do, else a saved-search alert naming the search), otherwise
 * as one line of that day's digest. The alerts are queued as one fan-out job each
 * (MailQueue.enqueueFanOut), the digest entries by one INSERT ... SELECT from their arrays. JIT is off for the transaction: PostgreSQL compiled these
 * statements for longer than they ran (2.5 s of 4.6 s at 50 000 matching buyers).
 */
export async function queueMatchAlerts(ctx: ServiceContext, tx: Database, event: PostWentLive): Promise<number> {
  await tx.execute(sql`set local jit = off`);
  const matched = (await tx.execute(sql`
    select coalesce(array_agg(${users.id}) filter (where choice.alert_frequency is distinct from 'daily'), '{}') as alerted,
      coalesce(array_agg(${users.id}) filter (where choice.alert_frequency = 'daily'), '{}') as digested
    from ${users} left join ${buyerPreferences} as choice on choice.user_id = ${users.id}
    where ${users.role} = ${ROLES.buyer} and ${users.emailConfirmed} and ${users.email1DisableReason} is null
      and coalesce(choice.match_alerts, true) and ${buyerMatchesPost(event.postId)}`)) as unknown as { rows: { alerted: number[]; digested: number[] }[] };
  const { alerted, digested } = matched.rows[0];
  const hits = await recordSavedSearchHits(ctx, tx, event);

  const alertedByCriteria = new Set(alerted);
  const alertedBySearch = new Set(hits.filter((hit) => hit.delivery === 'each' && !alertedByCriteria.has(hit.userId)).map((hit) => hit.userId));
  // Per digested buyer: whether their criteria found the post, and the first daily saved search that did.
  const digest = new Map<number, { byCriteria: boolean; savedSearchId: number | null }>();
  for (const userId of digested) if (!alertedBySearch.has(userId)) digest.set(userId, { byCriteria: true, savedSearchId: null });
  for (const hit of hits) {
    if (hit.delivery !== 'daily' || alertedByCriteria.has(hit.userId) || alertedBySearch.has(hit.userId)) continue;
    const entry = digest.get(hit.userId) ?? { byCriteria: false, savedSearchId: null };
    entry.savedSearchId ??= hit.savedSearchId;
    digest.set(hit.userId, entry);
  }

  if (alerted.length) {
    // One job in this transaction; the mail worker turns it into one mail job per buyer.
    await ctx.mailer.queue.enqueueFanOut(tx, {
      template: MATCH_ALERT_TEMPLATE,
      keyPrefix: `match-alert:${event.periodId}:`,
      idArgument: 'userId',
      ids: alerted,
      args: { postId: event.postId },
    });
  }
  if (alertedBySearch.size) {
    await ctx.mailer.queue.enqueueFanOut(tx, {
      template: SAVED_SEARCH_ALERT_TEMPLATE,
      keyPrefix: `saved-search-alert:${event.periodId}:`,
      idArgument: 'userId',
      ids: [...alertedBySearch],
      args: { postId: event.postId },
    });
  }
  const entries = [...digest];
  const digestEntries = entries.length
    ? Number(
        ((await tx.execute(sql`
          with added as (
            insert into ${matchDigestEntries} (user_id, period_id, post_id, london_day, created_at, by_criteria, saved_search_id)
            select entry.user_id, ${event.periodId}::int, ${event.postId}::int, ${ctx.today()}::date, ${ctx.now()}, entry.by_criteria, entry.saved_search_id
            from unnest(${idArray(entries.map(([userId]) => userId))}, ${boolArray(entries.map(([, entry]) => entry.byCriteria))},
              ${idArray(entries.map(([, entry]) => entry.savedSearchId))}) as entry(user_id, by_criteria, saved_search_id)
            on conflict do nothing
            returning 1)
          select count(*)::int as added from added`)) as unknown as { rows: { added: number }[] }).rows[0].added,
      )
    : 0;
  const queued = alerted.length + alertedBySearch.size + digestEntries;
  // The certificate counts the interested parties e-mailed (a digest entry is a mail to come).
  await tx.update(postingPeriods).set({ interestedPartiesEmailed: queued }).where(eq(postingPeriods.id, event.periodId));
  return queued;
}

/**
 * Writes queued alerts as they leave, a worker's round at a time (two queries however many);
 * none for a buyer whose address was suppressed, or who turned alerts off, since it was queued.
 */
async function composeMatchAlerts(ctx: ServiceContext, requests: readonly ComposeRequest[]): Promise<Array<MailMessage | null>> {
  const userIds = [...new Set(requests.map((request) => Number(request.userId)))];
  const postIds = [...new Set(requests.map((request) => Number(request.postId)))];
  const [buyers, alertedPosts] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        email: users.email1,
        forenames: users.forenames,
        surname: users.surname,
        disabled: users.email1DisableReason,
        alertsOn: sql<boolean>`coalesce(${buyerPreferences.matchAlerts}, true)`,
      })
      .from(users)
      .leftJoin(buyerPreferences, eq(buyerPreferences.userId, users.id))
      .where(inArray(users.id, userIds)),
    ctx.db.select({ id: posts.id, reference: posts.reference, activityHeading: posts.activityHeading }).from(posts).where(inArray(posts.id, postIds)),
  ]);
  const buyerById = new Map(buyers.map((buyer) => [buyer.id, buyer]));
  const postById = new Map(alertedPosts.map((post) => [post.id, post]));
  return requests.map((request) => {
    const buyer = buyerById.get(Number(request.userId));
    const post = postById.get(Number(request.postId));
    if (!buyer || !post || buyer.disabled !== null || !buyer.alertsOn) return null;
    const link = unsubscribeUrl(ctx, buyer.id, 'alerts');
    const mail = matchAlertMail(ctx.config, {
      buyerName: `${buyer.forenames} ${buyer.surname}`.trim(),
      postId: post.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      unsubscribeUrl: link,
    });
    return { to: buyer.email, ...mail, headers: listUnsubscribeHeaders(link) };
  });
}

/** Subscribes the match alerts to the 'post went live' event and writes them as they leave (app start). */
export function subscribeMatchAlerts(ctx: ServiceContext): void {
  ctx.mailer.registerComposer(MATCH_ALERT_TEMPLATE, (requests) => composeMatchAlerts(ctx, requests));
  registerSavedSearchAlerts(ctx);
  ctx.wentLive.subscribe('match-alerts', async (tx, event) => {
    await queueMatchAlerts(ctx, tx, event);
  });
}
