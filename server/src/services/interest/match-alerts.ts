import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ROLES } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { postingPeriods, posts, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import { matchAlertMail, productLink } from '../mail';
import type { PostWentLive } from '../posts/went-live';
import { postMatchesBuyer } from './matching';

/*
 * Match alerts (DESIGN.md §5): when a posting period starts, every buyer whose preferences the
 * post matches is queued one mail, in the transaction that announces the period (so a failure
 * queues none and the period is tried again), at most once per buyer and period (dedupe key).
 * Unconfirmed and suppressed primary addresses are skipped. Each mail carries List-Unsubscribe
 * with a one-click (RFC 8058) address.
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

/** The went-live subscriber: queues the alerts of one period; answers how many were queued. */
export async function queueMatchAlerts(ctx: ServiceContext, tx: Database, event: PostWentLive): Promise<number> {
  const [post] = await tx.select().from(posts).where(eq(posts.id, event.postId));
  if (!post) return 0;
  const buyers = await tx
    .select({ id: users.id, email: users.email1, forenames: users.forenames, surname: users.surname })
    .from(users)
    .innerJoin(posts, eq(posts.id, event.postId))
    .where(and(eq(users.role, ROLES.buyer), eq(users.emailConfirmed, true), isNull(users.email1DisableReason), postMatchesBuyer(users.id)));
  let queued = 0;
  for (const buyer of buyers) {
    const link = unsubscribeUrl(ctx, buyer.id);
    const mail = matchAlertMail(ctx.config, {
      buyerName: `${buyer.forenames} ${buyer.surname}`.trim(),
      postId: post.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      unsubscribeUrl: link,
    });
    const headers = { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    if (await ctx.mailer.enqueue({ to: buyer.email, ...mail, headers }, { db: tx, dedupeKey: `match-alert:${event.periodId}:${buyer.id}` })) queued += 1;
  }
  // The certificate counts the interested parties e-mailed.
  await tx.update(postingPeriods).set({ interestedPartiesEmailed: queued }).where(eq(postingPeriods.id, event.periodId));
  return queued;
}

/** Subscribes the match alerts to the 'post went live' event (app start). */
export function subscribeMatchAlerts(ctx: ServiceContext): void {
  ctx.wentLive.subscribe('match-alerts', async (tx, event) => {
    await queueMatchAlerts(ctx, tx, event);
    ctx.mailer.nudge();
  });
}
