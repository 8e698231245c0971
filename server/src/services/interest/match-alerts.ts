import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLES } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { postingPeriods, posts, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import { matchAlertMail, productLink, type ComposeRequest, type MailMessage } from '../mail';
import type { PostWentLive } from '../posts/went-live';
import { buyerMatchesPost } from './matching';

/*
 * Match alerts (DESIGN.md §5): when a posting period starts, every buyer whose preferences the
 * post matches is queued one mail, by one INSERT ... SELECT in the transaction that announces
 * the period (so a failure queues none and the period is tried again), at most once per buyer
 * and period (dedupe key). Unconfirmed and suppressed primary addresses are skipped, also when
 * suppressed between queueing and sending. Each mail is written as it leaves and carries
 * List-Unsubscribe with a one-click (RFC 8058) address.
 */

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You have been unsubscribed: we will not send you emails at this address.',
  invalid: 'This unsubscribe link is not valid.',
} as const;

/** The signature of a buyer's unsubscribe link: HMAC of the user id with the server's key. */
function signature(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

export function unsubscribeUrl(ctx: ServiceContext, userId: number): string {
  return productLink(ctx.config, '/api/unauth/unsubscribe', { u: userId, sig: signature(ctx.config.jwtSecret, userId) });
}

/** The one-click unsubscribe (POST) and the page behind the mail's link: records 'unsubscribe' on the primary address. */
export async function unsubscribe(ctx: ServiceContext, userId: number, sig: string): Promise<{ message: string }> {
  const expected = Buffer.from(signature(ctx.config.jwtSecret, userId));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError(400, UNSUBSCRIBE_MESSAGES.invalid);
  await ctx.db
    .update(users)
    .set({ email1DisableReason: 'unsubscribe', email1DisableDateTime: ctx.now() })
    .where(and(eq(users.id, userId), isNull(users.email1DisableReason)));
  return { message: UNSUBSCRIBE_MESSAGES.done };
}

const MATCH_ALERT_TEMPLATE = 'match-alert';

/** The went-live subscriber: queues the alerts of one period in one statement; answers how many were queued. */
export async function queueMatchAlerts(ctx: ServiceContext, tx: Database, event: PostWentLive): Promise<number> {
  const queued = await ctx.mailer.queue.enqueueComposed(
    tx,
    MATCH_ALERT_TEMPLATE,
    sql`select ${`match-alert:${event.periodId}:`} || ${users.id} as dedupe_key, jsonb_build_object('userId', ${users.id}, 'postId', ${event.postId}::int) as args
      from ${users}
      where ${users.role} = ${ROLES.buyer} and ${users.emailConfirmed} and ${users.email1DisableReason} is null and ${buyerMatchesPost(event.postId)}`,
  );
  // The certificate counts the interested parties e-mailed.
  await tx.update(postingPeriods).set({ interestedPartiesEmailed: queued }).where(eq(postingPeriods.id, event.periodId));
  return queued;
}

/** Writes one queued alert when it leaves; none when the buyer's address was suppressed since it was queued. */
async function composeMatchAlert(ctx: ServiceContext, request: ComposeRequest): Promise<MailMessage | null> {
  const [row] = await ctx.db
    .select({ email: users.email1, forenames: users.forenames, surname: users.surname, disabled: users.email1DisableReason, post: { id: posts.id, reference: posts.reference, activityHeading: posts.activityHeading } })
    .from(users)
    .innerJoin(posts, eq(posts.id, Number(request.postId)))
    .where(eq(users.id, Number(request.userId)));
  if (!row || row.disabled !== null) return null;
  const link = unsubscribeUrl(ctx, Number(request.userId));
  const mail = matchAlertMail(ctx.config, {
    buyerName: `${row.forenames} ${row.surname}`.trim(),
    postId: row.post.id,
    reference: row.post.reference,
    activityHeading: row.post.activityHeading,
    unsubscribeUrl: link,
  });
  return { to: row.email, ...mail, headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** Subscribes the match alerts to the 'post went live' event and writes them as they leave (app start). */
export function subscribeMatchAlerts(ctx: ServiceContext): void {
  ctx.mailer.registerComposer(MATCH_ALERT_TEMPLATE, (request) => composeMatchAlert(ctx, request));
  ctx.wentLive.subscribe('match-alerts', async (tx, event) => {
    await queueMatchAlerts(ctx, tx, event);
    ctx.mailer.nudge();
  });
}
