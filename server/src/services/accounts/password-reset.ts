import { withDb, type ServiceContext } from '../context';
import { eq } from 'drizzle-orm';
import type { ForgotPasswordRequest, MessageResponse, ResetPasswordRequest } from '@insolvency/shared-contracts';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { revokeAllOfUser } from '../auth/refresh-tokens';
import { findUserByEmail } from '../auth/sessions';
import { resetPasswordMail } from '../mail';
import { ACCOUNT_THROTTLES, countRequest, enforceThrottle } from './request-throttle';
import { consumeUserToken, issueUserToken, RESET_PASSWORD_TOKEN_MINUTES, RESET_PASSWORD_TOKEN_TTL_MS, TOKEN_PURPOSES } from './user-tokens';

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'If an account exists for that email address, we have sent it an email with a link to reset your password. The link works once, for one hour.',
  invalidLink:
    'This password reset link is invalid or has expired (links work once, for one hour). Please ask for a new one with Forgot Password.',
  changed: 'Your password has been changed. Please log in with your new password.',
} as const;

/**
 * POST /api/unauth/forgotpassword {Email}: the same 200 whether or not the address has an
 * account. For an account, a new single-use link (one hour) replaces any earlier one. At most
 * 3 mails an hour per address and 20 requests an hour per client; beyond that, silently nothing.
 */
export async function forgotPassword(ctx: ServiceContext, input: ForgotPasswordRequest, clientAddress: string): Promise<MessageResponse> {
  const answer = { message: PASSWORD_RESET_MESSAGES.requested };
  const email = input.Email.trim().toLowerCase();
  if (!(await countRequest(ctx, ACCOUNT_THROTTLES.forgotPasswordPerAddress, clientAddress)).allowed) return answer;
  // Counted for unknown addresses too, so the limit itself says nothing about accounts.
  if (!(await countRequest(ctx, ACCOUNT_THROTTLES.forgotPasswordPerEmail, email)).allowed) return answer;
  // Up to here the work is the same for every address; what follows only an account needs, so
  // it runs after the answer and the answer's timing says nothing about the address.
  ctx.defer('reset link', () => sendResetLink(ctx, email));
  return answer;
}

async function sendResetLink(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const token = await issueUserToken(ctx, user.id, TOKEN_PURPOSES.resetPassword, RESET_PASSWORD_TOKEN_TTL_MS, { replaceOthers: true });
  await ctx.mailer.send({
    to: user.email1,
    ...resetPasswordMail(ctx.config, { forenames: user.forenames, email: user.email1, token, validMinutes: RESET_PASSWORD_TOKEN_MINUTES }),
  });
}

/**
 * POST /api/unauth/resetpassword?email&token {Password, ConfirmPassword}: in one transaction
 * the token is used up, the password changed and every refresh token of the account revoked
 * (signed-in devices must log in again). A bad, used or expired link changes nothing: 400.
 */
export async function resetPassword(
  ctx: ServiceContext,
  query: { email?: string; token?: string },
  input: ResetPasswordRequest,
  clientAddress: string,
): Promise<MessageResponse> {
  await enforceThrottle(ctx, ACCOUNT_THROTTLES.resetPasswordPerAddress, clientAddress, 'password reset attempts');
  const invalid = new AppError(400, PASSWORD_RESET_MESSAGES.invalidLink);
  const email = query.email?.trim() ?? '';
  const token = query.token?.trim() ?? '';
  if (!email || !token) throw invalid;
  const passwordHash = await hashPassword(input.Password);
  const changed = await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const userId = await consumeUserToken(txCtx, TOKEN_PURPOSES.resetPassword, token, { email });
    if (userId === null) return null;
    // The link reached the account's mailbox, so the address is confirmed too.
    await tx.update(users).set({ passwordHash, emailConfirmed: true }).where(eq(users.id, userId));
    return revokeAllOfUser(txCtx, userId);
  });
  if (!changed) throw invalid;
  await ctx.sessions.ended(changed);
  return { message: PASSWORD_RESET_MESSAGES.changed };
}
