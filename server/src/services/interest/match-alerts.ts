import { eq, sql } from 'drizzle-orm';
import { ROLES } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { buyerPreferences, postingPeriods, posts, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { matchAlertMail, type ComposeRequest, type MailMessage } from '../mail';
import type { PostWentLive } from '../posts/went-live';
import { buyerMatchesPost } from './matching';
import { listUnsubscribeHeaders, unsubscribeUrl } from './unsubscribe-links';

/*
 * Match alerts (DESIGN.md §5): when a posting period starts, every buyer whose preferences the
 * post matches is queued one mail, by one INSERT ... SELECT in the transaction that announces
 * the period (so a failure queues none and the period is tried again), at most once per buyer
 * and period (dedupe key). A buyer who chose the daily digest gets an entry for that day's
 * digest instead (match-digest.ts), also in one statement. Unconfirmed and suppressed primary
 * addresses, and buyers who turned match alerts off, are skipped, also when that happened
 * between queueing and sending. Each mail is written as it leaves and carries List-Unsubscribe
 * with a one-click (RFC 8058) address that turns off match alerts only.
 */

const MATCH_ALERT_TEMPLATE = 'match-alert';

/** The buyer's own choice, for the outer query's `users` row (no preferences row: the defaults). */
const preference = (column: typeof buyerPreferences.matchAlerts | typeof buyerPreferences.alertFrequency) =>
  sql`(select ${column} from ${buyerPreferences} where ${buyerPreferences.userId} = ${users.id})`;

/** Buyers an alert of post `postId` may go to: confirmed, not suppressed, alerts on, and the post matches them. */
const alertedBuyers = (postId: number) =>
  sql`${users.role} = ${ROLES.buyer} and ${users.emailConfirmed} and ${users.email1DisableReason} is null
    and coalesce(${preference(buyerPreferences.matchAlerts)}, true) and ${buyerMatchesPost(postId)}`;
const wantsDailyDigest = sql`coalesce(${preference(buyerPreferences.alertFrequency)} = 'daily', false)`;

/** The went-live subscriber: queues the alerts (or digest entries) of one period; answers how many buyers will be e-mailed. */
export async function queueMatchAlerts(ctx: ServiceContext, tx: Database, event: PostWentLive): Promise<number> {
  const mailed = await ctx.mailer.queue.enqueueComposed(
    tx,
    MATCH_ALERT_TEMPLATE,
    sql`select ${`match-alert:${event.periodId}:`} || ${users.id} as dedupe_key, jsonb_build_object('userId', ${users.id}, 'postId', ${event.postId}::int) as args
      from ${users}
      where ${alertedBuyers(event.postId)} and not ${wantsDailyDigest}`,
  );
  const digested = (await tx.execute(sql`
    with added as (
      insert into match_digest_entries (user_id, period_id, post_id, london_day, created_at)
      select ${users.id}, ${event.periodId}::int, ${event.postId}::int, ${ctx.today()}::date, ${ctx.now()}
      from ${users}
      where ${alertedBuyers(event.postId)} and ${wantsDailyDigest}
      on conflict do nothing
      returning 1)
    select count(*)::int as added from added`)) as unknown as { rows: { added: number }[] };
  const queued = mailed + Number(digested.rows[0]?.added ?? 0);
  // The certificate counts the interested parties e-mailed (a digest entry is a mail to come).
  await tx.update(postingPeriods).set({ interestedPartiesEmailed: queued }).where(eq(postingPeriods.id, event.periodId));
  return queued;
}

/** Writes one queued alert when it leaves; none when the buyer's address was suppressed, or alerts turned off, since it was queued. */
async function composeMatchAlert(ctx: ServiceContext, request: ComposeRequest): Promise<MailMessage | null> {
  const [row] = await ctx.db
    .select({
      email: users.email1,
      forenames: users.forenames,
      surname: users.surname,
      disabled: users.email1DisableReason,
      alertsOn: sql<boolean>`coalesce(${buyerPreferences.matchAlerts}, true)`,
      post: { id: posts.id, reference: posts.reference, activityHeading: posts.activityHeading },
    })
    .from(users)
    .innerJoin(posts, eq(posts.id, Number(request.postId)))
    .leftJoin(buyerPreferences, eq(buyerPreferences.userId, users.id))
    .where(eq(users.id, Number(request.userId)));
  if (!row || row.disabled !== null || !row.alertsOn) return null;
  const link = unsubscribeUrl(ctx, Number(request.userId), 'alerts');
  const mail = matchAlertMail(ctx.config, {
    buyerName: `${row.forenames} ${row.surname}`.trim(),
    postId: row.post.id,
    reference: row.post.reference,
    activityHeading: row.post.activityHeading,
    unsubscribeUrl: link,
  });
  return { to: row.email, ...mail, headers: listUnsubscribeHeaders(link) };
}

/** Subscribes the match alerts to the 'post went live' event and writes them as they leave (app start). */
export function subscribeMatchAlerts(ctx: ServiceContext): void {
  ctx.mailer.registerComposer(MATCH_ALERT_TEMPLATE, (request) => composeMatchAlert(ctx, request));
  ctx.wentLive.subscribe('match-alerts', async (tx, event) => {
    await queueMatchAlerts(ctx, tx, event);
  });
}
