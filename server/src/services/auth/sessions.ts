import { eq, sql } from 'drizzle-orm';
import { CAPTCHA_REQUIRED_CODE, CAPTCHA_REQUIRED_MESSAGE, EMAIL_NOT_CONFIRMED_CODE, formatDisplayDate, isRole, SESSION_EXPIRED_MESSAGE, type LoginRequest, type TokenPair } from '@insolvency/shared-contracts';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors';
import { AccessTokenError, signAccessToken, verifyAccessTokenSignature, type AuthUser } from './access-tokens';
import type { CaptchaService } from '../captcha/captcha-service';
import { withDb, type ServiceContext } from '../context';
import type { LoginThrottle } from './login-throttle';
import { normaliseEmail } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { issueRefreshToken, revokeAllOfUser, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens';

export const LOGIN_MESSAGES = {
  badCredentials: 'The email address or password you entered is incorrect.',
  notConfirmed:
    'Your email address has not been confirmed yet. Please confirm it before logging in, using the link in the email we sent you when you registered. If you cannot find that email (check your spam or junk folder), you can ask for a new confirmation email.',
  lockedUntil: (date: Date) =>
    `Your account has been disabled until ${formatDisplayDate(date)}. Please contact support if you think this is a mistake.`,
  throttled: (seconds: number) =>
    `Too many failed login attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? 's' : ''}.`,
  loggedOut: 'You have been logged out.',
} as const;

type UserRow = typeof users.$inferSelect;

function authUser(user: UserRow, sessionId: string): AuthUser {
  if (!isRole(user.role)) throw new Error(`user ${user.id} has an unknown role ${JSON.stringify(user.role)}`);
  return { id: user.id, role: user.role, name: `${user.forenames} ${user.surname}`.trim(), sessionId };
}

export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email1}) = ${normaliseEmail(email)}`)
    .limit(1);
  return user;
}

/** Who is asking: the client address, and the captcha pass it sent (`X-Captcha-Pass`), if any. */
export interface LoginClient {
  ip: string;
  captchaPass?: string;
}

/**
 * POST /api/login. The order matters: throttle the client first, then the captcha an account
 * under attack asks for, then the password (a wrong one says nothing about whether the
 * account exists), then lockout and confirmation.
 */
export async function login(
  ctx: ServiceContext,
  guards: { throttle: LoginThrottle; captcha: CaptchaService },
  input: LoginRequest,
  client: LoginClient,
): Promise<TokenPair> {
  const { throttle } = guards;
  const { ip } = client;
  const now = ctx.realNow();
  const verdict = await throttle.reserve(input.Email, ip, now);
  if (!verdict.allowed) {
    throw new AppError(429, LOGIN_MESSAGES.throttled(verdict.waitSeconds), { headers: { 'retry-after': String(verdict.waitSeconds) } });
  }
  if (verdict.captchaRequired) {
    try {
      await guards.captcha.redeemPass(client.captchaPass, ip);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Not an attempt at the password: it does not count against the client.
      await throttle.withdraw(input.Email, ip, verdict.attemptId);
      throw new AppError(403, CAPTCHA_REQUIRED_MESSAGE, { code: CAPTCHA_REQUIRED_CODE });
    }
  }

  // The attempt already counts as a failure; only a right password withdraws it.
  const user = await findUserByEmail(ctx, input.Email);
  if (!user) {
    await verifyAgainstDummy(input.Password);
    throw new AppError(401, LOGIN_MESSAGES.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.Password))) throw new AppError(401, LOGIN_MESSAGES.badCredentials);
  if (user.lockedOutUntil && user.lockedOutUntil.getTime() > now.getTime()) {
    await throttle.recordSuccess(input.Email, ip, verdict.attemptId);
    throw new AppError(403, LOGIN_MESSAGES.lockedUntil(user.lockedOutUntil));
  }
  if (!user.emailConfirmed) {
    await throttle.recordSuccess(input.Email, ip, verdict.attemptId);
    // Only said after the right password: a wrong one never tells whether an account is unconfirmed.
    throw new AppError(403, LOGIN_MESSAGES.notConfirmed, { code: EMAIL_NOT_CONFIRMED_CODE });
  }

  const session = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        previousLoginDate: sql`${users.lastLoginDate}`,
        lastLoginDate: now,
        loginCount: sql`${users.loginCount} + 1`,
      })
      .where(eq(users.id, user.id));
    await throttle.recordSuccess(input.Email, ip, verdict.attemptId, tx);
    return issueRefreshToken(withDb(ctx, tx), user.id);
  });
  return { token: await signAccessToken(ctx.config.jwtSecret, authUser(user, session.familyId), now), refreshToken: session.token };
}

/**
 * POST /api/refresh-token. The access token may have expired but must be ours and name
 * the refresh token's owner. Every failure is the same 401.
 */
export async function refreshSession(ctx: ServiceContext, headers: { accessToken?: string; refreshToken?: string }): Promise<TokenPair> {
  const now = ctx.realNow();
  const expired = new AppError(401, SESSION_EXPIRED_MESSAGE);
  if (!headers.accessToken || !headers.refreshToken) throw expired;
  let subject: AuthUser;
  try {
    subject = await verifyAccessTokenSignature(ctx.config.jwtSecret, headers.accessToken.replace(/^Bearer\s+/i, ''));
  } catch (error) {
    if (error instanceof AccessTokenError) throw expired;
    throw error;
  }
  const seen: { user?: UserRow } = {};
  const result = await rotateRefreshToken(
    ctx,
    headers.refreshToken,
    subject.id,
    async (tx, userId) => {
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
      seen.user = current;
      if (!current || !current.emailConfirmed || !isRole(current.role)) return false;
      return !(current.lockedOutUntil && current.lockedOutUntil.getTime() > now.getTime());
    },
  );
  if (!result.ok) {
    if ('familyId' in result) await ctx.sessions.ended([result.familyId]);
    throw expired;
  }
  if (!seen.user) throw expired;
  return { token: await signAccessToken(ctx.config.jwtSecret, authUser(seen.user, result.familyId), now), refreshToken: result.token };
}

/**
 * POST /api/logout: ends the session of the refresh token sent (its access tokens are refused
 * from the next request on); the same answer whether it was known or not.
 */
export async function logout(ctx: ServiceContext, refreshToken: string | undefined): Promise<{ message: string }> {
  const ended = refreshToken ? await revokeRefreshToken(ctx, refreshToken) : null;
  if (ended) await ctx.sessions.ended([ended]);
  return { message: LOGIN_MESSAGES.loggedOut };
}

/** Ends every session of a user (password reset, admin disable or lock): signed-in devices must log in again. */
export async function endAllSessionsOfUser(ctx: ServiceContext, userId: number): Promise<string[]> {
  const ended = await revokeAllOfUser(ctx, userId);
  await ctx.sessions.ended(ended);
  return ended;
}
