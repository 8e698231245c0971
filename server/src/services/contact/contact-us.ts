import { sql } from 'drizzle-orm';
import type { ContactUsRequest } from '@insolvency/shared-contracts';
import { contactUsTopics } from '../../db/schema/labels';
import { AppError } from '../../errors';
import type { CaptchaService } from '../captcha/captcha-service';
import type { ServiceContext } from '../context';
import { contactMessageMail } from '../mail';
import { consumeRateLimit, type RateLimit } from '../rate-limits/rate-limiter';

/** Contact messages allowed per client address. */
export const CONTACT_RATE_LIMIT: RateLimit = { bucket: 'contactus', limit: 5, windowMs: 15 * 60 * 1000 };

export const CONTACT_MESSAGES = {
  sent: (replyTo: string) => `Thank you for your message. We will reply to ${replyTo} as soon as we can.`,
  unknownTopic: 'Please choose what your message is regarding from the list.',
  throttled: (seconds: number) =>
    `You have sent several messages in a short time. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? 's' : ''}.`,
} as const;

/**
 * POST unauth/contactus (fields already valid): the topic must be one of the contact labels,
 * then the client's rate limit, then the single-use captcha pass; the message goes to the
 * support mailbox with reply-to the sender.
 */
export async function sendContactMessage(ctx: ServiceContext, captcha: CaptchaService, input: ContactUsRequest, pass: string | undefined, ip: string): Promise<{ message: string }> {
  const [topic] = await ctx.db
    .select({ description: contactUsTopics.description })
    .from(contactUsTopics)
    .where(sql`lower(${contactUsTopics.description}) = ${input.Regarding.trim().toLowerCase()}`)
    .limit(1);
  if (!topic) throw new AppError(400, CONTACT_MESSAGES.unknownTopic, { errors: { Regarding: [CONTACT_MESSAGES.unknownTopic] } });

  const verdict = await consumeRateLimit(ctx, CONTACT_RATE_LIMIT, ip);
  if (!verdict.allowed) {
    throw new AppError(429, CONTACT_MESSAGES.throttled(verdict.waitSeconds), { headers: { 'retry-after': String(verdict.waitSeconds) } });
  }

  await captcha.redeemPass(pass, ip);

  const mail = contactMessageMail(ctx.config, {
    from: input.From,
    replyToEmail: input.ReplyToEmail,
    regarding: topic.description,
    message: input.Message,
  });
  await ctx.mailer.send({ to: ctx.config.supportEmail, replyTo: input.ReplyToEmail, ...mail });
  return { message: CONTACT_MESSAGES.sent(input.ReplyToEmail) };
}
