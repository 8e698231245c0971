import { withDb, type ServiceContext } from '../context';
import { and, eq, isNull } from 'drizzle-orm';
import { isRole, type MessageResponse, type ResendConfirmationRequest } from '@insolvency/shared-contracts';
import { users, userTokens } from '../../db/schema/users';
import { AppError } from '../../errors';
import { findUserByEmail } from '../auth/sessions';
import { welcomeMail } from '../mail';
import { sendConfirmationMail } from './registration';
import { ACCOUNT_THROTTLES, countRequest, enforceThrottle } from './request-throttle';
import { CONFIRM_EMAIL_TOKEN_TTL_MS, consumeUserToken, issueUserToken, TOKEN_PURPOSES } from './user-tokens';

export const CONFIRMATION_MESSAGES = {
  confirmed: 'Thank you, your email address is confirmed. You can now log in.',
  invalidLink:
    'This confirmation link is invalid or has expired. If you have already confirmed your email address, you can log in. Otherwise, try to log in and choose to be sent a new confirmation email, or ask for one from the login page.',
  resent:
    'If an account with that email address is waiting to be confirmed, we have sent it a new confirmation link. Please check your inbox, and your spam or junk folder.',
} as const;

/**
 * POST /api/confirmemail?userId&token: uses the token up, marks the address confirmed (one
 * transaction) and sends the welcome mail. Any failure (unknown user, wrong, used or expired
 * token) is the same 400.
 */
export async function confirmEmail(ctx: ServiceContext, query: { userId?: string; token?: string }, clientAddress: string): Promise<MessageResponse> {
  await enforceThrottle(ctx, ACCOUNT_THROTTLES.confirmEmailPerAddress, clientAddress, 'confirmation attempts');
  const invalid = new AppError(400, CONFIRMATION_MESSAGES.invalidLink);
  const userId = /^\d{1,9}$/.test(query.userId?.trim() ?? '') ? Number(query.userId) : null;
  const token = query.token?.trim() ?? '';
  if (!userId || !token) throw invalid;

  const user = await ctx.db.transaction(async (tx) => {
    const owner = await consumeUserToken(withDb(ctx, tx), TOKEN_PURPOSES.confirmEmail, token, { userId });
    if (owner === null) return null;
    const [updated] = await tx.update(users).set({ emailConfirmed: true }).where(eq(users.id, owner)).returning();
    // Older confirmation links of this account have nothing left to do.
    await tx
      .update(userTokens)
      .set({ usedAt: ctx.realNow() })
      .where(and(eq(userTokens.userId, owner), eq(userTokens.purpose, TOKEN_PURPOSES.confirmEmail), isNull(userTokens.usedAt)));
    return updated;
  });
  if (!user) throw invalid;
  if (isRole(user.role)) await ctx.mailer.send({ to: user.email1, ...welcomeMail(ctx.config, { forenames: user.forenames, role: user.role }) });
  return { message: CONFIRMATION_MESSAGES.confirmed };
}

/**
 * POST /api/unauth/resend-confirmation {Email}: a new link for an account not yet confirmed.
 * The answer is the same whatever the address (unknown, confirmed, throttled), so it tells
 * nobody which addresses have accounts. At most 3 mails an hour per address, 20 requests an
 * hour per client; beyond that nothing is sent, silently.
 */
export async function resendConfirmation(ctx: ServiceContext, input: ResendConfirmationRequest, clientAddress: string): Promise<MessageResponse> {
  const answer = { message: CONFIRMATION_MESSAGES.resent };
  const email = input.Email.trim().toLowerCase();
  if (!(await countRequest(ctx, ACCOUNT_THROTTLES.resendConfirmationPerAddress, clientAddress)).allowed) return answer;
  // Counted for every address, so neither the limit nor the answer's timing tells whether it has an account.
  if (!(await countRequest(ctx, ACCOUNT_THROTTLES.resendConfirmationPerEmail, email)).allowed) return answer;
  ctx.defer('confirmation mail', () => resendConfirmationMail(ctx, email));
  return answer;
}

async function resendConfirmationMail(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.emailConfirmed) return;
  const token = await issueUserToken(ctx, user.id, TOKEN_PURPOSES.confirmEmail, CONFIRM_EMAIL_TOKEN_TTL_MS);
  await sendConfirmationMail(ctx, { email: user.email1, userId: user.id, token, forenames: user.forenames });
}
