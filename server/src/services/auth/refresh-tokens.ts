import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/users';
import { withDb, type ServiceContext } from '../context';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only the SHA-256 of a refresh token is stored; the token itself exists only at the client. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A refresh token and its family: the session the access tokens signed with it belong to. */
export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

/** A new refresh token (32 random bytes, base64url), stored hashed in `familyId` (a new family, i.e. a new session, when absent). */
export async function issueRefreshToken(ctx: ServiceContext, userId: number, familyId: string = randomUUID()): Promise<IssuedRefreshToken> {
  const now = ctx.realNow();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return { token, familyId };
}

/** Revokes every token of a family that is not revoked yet. */
export async function revokeFamily(ctx: ServiceContext, familyId: string): Promise<void> {
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.realNow() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export type RotationResult =
  | { ok: true; userId: number; token: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' }
  /** The family was revoked: a replayed token, or an owner no longer allowed in. */
  | { ok: false; reason: 'reused' | 'wrong-user'; familyId: string };

/**
 * Swaps a refresh token for a new one in the same family, in one transaction with the
 * row locked. A token already used or revoked is a replay: the whole family is revoked.
 * `check(userId)` may refuse the rotation (e.g. the account is locked); the family is then revoked.
 */
export async function rotateRefreshToken(
  ctx: ServiceContext,
  token: string,
  expectedUserId: number,
  check: (tx: Database, userId: number) => Promise<boolean>,
): Promise<RotationResult> {
  const now = ctx.realNow();
  return ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.usedAt || row.revokedAt) {
      await revokeFamily(txCtx, row.familyId);
      return { ok: false, reason: 'reused', familyId: row.familyId };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (row.userId !== expectedUserId || !(await check(tx, row.userId))) {
      await revokeFamily(txCtx, row.familyId);
      return { ok: false, reason: 'wrong-user', familyId: row.familyId };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const next = await issueRefreshToken(txCtx, row.userId, row.familyId);
    return { ok: true, userId: row.userId, token: next.token, familyId: row.familyId };
  });
}

/** Logout: revokes the whole family of the token sent; its id, or null for an unknown token. */
export async function revokeRefreshToken(ctx: ServiceContext, token: string): Promise<string | null> {
  const [row] = await ctx.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return null;
  await revokeFamily(ctx, row.familyId);
  return row.familyId;
}

/** Revokes every live token of a user (password reset, admin disable or lock): the families ended. */
export async function revokeAllOfUser(ctx: ServiceContext, userId: number): Promise<string[]> {
  const rows = await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.realNow() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}
