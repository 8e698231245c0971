import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { users, userTokens } from '../../db/schema/users';
import type { ServiceContext } from '../context';

/** What a row of `user_tokens` is for. */
export const TOKEN_PURPOSES = { confirmEmail: 'confirm-email', resetPassword: 'reset-password' } as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[keyof typeof TOKEN_PURPOSES];

export const CONFIRM_EMAIL_TOKEN_DAYS = 7;
export const CONFIRM_EMAIL_TOKEN_TTL_MS = CONFIRM_EMAIL_TOKEN_DAYS * 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TOKEN_MINUTES = 60;
export const RESET_PASSWORD_TOKEN_TTL_MS = RESET_PASSWORD_TOKEN_MINUTES * 60 * 1000;

/** Only the SHA-256 of a token is stored: a copy of the database does not hold working links. */
export function hashUserToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A new single-use token (32 random bytes, base64url) for `purpose`, valid for `ttlMs`.
 * `replaceOthers`: the user's earlier unused tokens of this purpose stop working (a new reset
 * link makes older ones void).
 */
export async function issueUserToken(ctx: ServiceContext, userId: number, purpose: TokenPurpose, ttlMs: number, options: { replaceOthers?: boolean } = {}): Promise<string> {
  const { db } = ctx;
  const now = ctx.realNow();
  // The user's expired tokens are dead weight: a missing token is refused like an expired one.
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), lt(userTokens.expiresAt, now)));
  if (options.replaceOthers) {
    await db
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({ userId, purpose, tokenHash: hashUserToken(token), expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  return token;
}

/**
 * Uses a token up, in one statement: it must exist for this purpose, be unused, unexpired and
 * belong to the user named by `userId` or `email` (case-insensitive). Answers the user's id, or
 * null when any of that fails (which one is not told). Two concurrent uses: one wins.
 */
export async function consumeUserToken(ctx: ServiceContext, purpose: TokenPurpose, token: string, owner: { userId: number } | { email: string }): Promise<number | null> {
  if (!token) return null;
  const { db } = ctx;
  const now = ctx.realNow();
  const ownerCondition =
    'userId' in owner
      ? eq(userTokens.userId, owner.userId)
      : inArray(
          userTokens.userId,
          db.select({ id: users.id }).from(users).where(sql`lower(${users.email1}) = ${owner.email.trim().toLowerCase()}`),
        );
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashUserToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
        ownerCondition,
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
