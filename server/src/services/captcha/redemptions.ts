import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchaRedemptions } from '../../db/schema/abuse-protection';

/**
 * Marks a single-use proof as spent. True the first time, false on any later attempt, also
 * when two instances race (the primary key decides). Rows stay until the proof has expired.
 */
export async function redeemOnce(db: Database, key: string, expiresAt: Date, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaRedemptions)
    .values({ key, expiresAt })
    .onConflictDoNothing({ target: captchaRedemptions.key })
    .returning({ key: captchaRedemptions.key });
  // Now and then drop rows whose proofs could not be presented any more.
  if (Math.random() < 0.05) await pruneCaptchaRedemptions(db, now);
  return inserted.length === 1;
}

/** Deletes spent proofs that have expired; also callable from a scheduled job. */
export async function pruneCaptchaRedemptions(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
}
