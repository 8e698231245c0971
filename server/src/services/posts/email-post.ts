import { and, eq, gt, sql } from 'drizzle-orm';
import type { MessageResponse } from '@insolvency/shared-contracts';
import type { z } from 'zod';
import type { emailPostRequestSchema } from '@insolvency/shared-contracts/schemas';
import { postEmailSends, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';
import { sharedPostMail } from '../mail';
import { lockForAction } from './post-lifecycle';

export const emailPostSentMessage = (count: number) => `The post has been sent to ${count} ${count === 1 ? 'address' : 'addresses'}.`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The 429's text: the limit, what is left of it, and when more can be sent. */
export function emailPostLimitMessage(limit: number, remaining: number, waitSeconds: number): string {
  const hours = Math.max(1, Math.ceil(waitSeconds / 3600));
  const left = remaining === 0 ? 'none are left' : `only ${remaining} ${remaining === 1 ? 'is' : 'are'} left`;
  return `Posts can be e-mailed to at most ${limit} addresses in 24 hours and ${left}. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
}

/**
 * POST seller/email-post?id {EmailTos, Message}: one mail per address (nobody sees the other
 * recipients), replying to the post's owner. The caller's own post (Admin: any), For Sale only
 * (409). Each caller may mail at most `emailPostRecipientsPerDay` addresses in 24 hours (429
 * with Retry-After); every send is recorded (who, which post, how many) for admins to see.
 */
export async function emailPost(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof emailPostRequestSchema>): Promise<MessageResponse> {
  const recipients = [...new Set(input.EmailTos.map((address) => address.toLowerCase()))];
  const limit = ctx.config.emailPostRecipientsPerDay;
  const now = ctx.now();
  const post = await ctx.db.transaction(async (tx) => {
    const { post: locked } = await lockForAction(withDb(ctx, tx), caller, postId, 'email');
    // One send at a time per caller, whichever post, so a burst cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('no key update');
    const [sent] = await tx
      .select({ count: sql<number>`coalesce(sum(${postEmailSends.recipientCount}), 0)::int`, oldest: sql<Date | null>`min(${postEmailSends.createdAt})` })
      .from(postEmailSends)
      .where(and(eq(postEmailSends.senderId, caller.id), gt(postEmailSends.createdAt, new Date(now.getTime() - DAY_MS))));
    const alreadySent = Number(sent?.count ?? 0);
    if (alreadySent + recipients.length > limit) {
      const oldest = sent?.oldest ? new Date(sent.oldest) : now;
      const waitSeconds = Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000));
      throw new AppError(429, emailPostLimitMessage(limit, Math.max(0, limit - alreadySent), waitSeconds), { headers: { 'retry-after': String(waitSeconds) } });
    }
    await tx.insert(postEmailSends).values({ senderId: caller.id, postId, recipientCount: recipients.length, createdAt: now });
    return locked;
  });
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, post.createdBy));
  const mail = sharedPostMail(ctx.config, {
    senderName: `${owner.forenames} ${owner.surname}`.trim(),
    senderCompany: owner.company,
    postId,
    reference: post.reference,
    activityHeading: post.activityHeading,
    message: input.Message,
    displayedPublicly: post.displayHome,
  });
  for (const to of recipients) await ctx.mailer.send({ to, replyTo: owner.email1, ...mail });
  return { message: emailPostSentMessage(recipients.length) };
}
