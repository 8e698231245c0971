import { eq } from 'drizzle-orm';
import type { MessageResponse } from '@insolvency/shared-contracts';
import type { z } from 'zod';
import type { emailPostRequestSchema } from '@insolvency/shared-contracts/schemas';
import { users } from '../../db/schema';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { sharedPostMail } from '../mail';
import { lockForAction } from './post-lifecycle';

export const emailPostSentMessage = (count: number) => `The post has been sent to ${count} ${count === 1 ? 'address' : 'addresses'}.`;

/**
 * POST seller/email-post?id {EmailTos, Message}: one mail per address (nobody sees the other
 * recipients), replying to the post's owner. The caller's own post (Admin: any), any status but
 * Sold (409): a draft may be sent for review.
 */
export async function emailPost(ctx: ServiceContext, caller: AuthUser, postId: number, input: z.output<typeof emailPostRequestSchema>): Promise<MessageResponse> {
  const { post } = await ctx.db.transaction((tx) => lockForAction(tx, caller, postId, 'email', ctx.today()));
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, post.createdBy));
  const recipients = [...new Set(input.EmailTos.map((address) => address.toLowerCase()))];
  const mail = sharedPostMail(ctx.config, {
    senderName: `${owner.forenames} ${owner.surname}`.trim(),
    senderCompany: owner.company,
    postId,
    reference: post.reference,
    activityHeading: post.activityHeading,
    message: input.Message,
  });
  for (const to of recipients) await ctx.mailer.send({ to, replyTo: owner.email1, ...mail });
  return { message: emailPostSentMessage(recipients.length) };
}
