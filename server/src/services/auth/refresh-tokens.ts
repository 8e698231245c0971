import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/users';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only the SHA-256 of a refresh token is stored; the token itself exists only at the client. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new refresh token (32 random bytes, base64url), stored hashed in `familyId` (a new family when absent). */
export async function issueRefreshToken(
  db: Database,
  userId: number,
  options: { familyId?: string; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId: options.familyId ?? randomUUID(),
    tokenHash: hashRefreshToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** Revokes every token of a family that is not revoked yet. */
export async function revokeFamily(db: Database, familyId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export type RotationResult =
  | { ok: true; userId: number; token: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'wrong-user' };

/**
 * Swaps a refresh token for a new one in the same family, in one transaction with the
 * row locked. A token already used or revoked is a replay: the whole family is revoked.
 * `check(userId)` may refuse the rotation (e.g. the account is locked); the family is then revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  expectedUserId: number,
  check: (tx: Database, userId: number) => Promise<boolean>,
  now: Date = new Date(),
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update');
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.usedAt || row.revokedAt) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (row.userId !== expectedUserId || !(await check(tx, row.userId))) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'wrong-user' };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const next = await issueRefreshToken(tx, row.userId, { familyId: row.familyId, now });
    return { ok: true, userId: row.userId, token: next };
  });
}

/** Logout: revokes the token sent (unknown tokens are ignored). */
export async function revokeRefreshToken(db: Database, token: string, now: Date = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), isNull(refreshTokens.revokedAt)));
}
