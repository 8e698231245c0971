import { like, lt, sql } from 'drizzle-orm';
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
export async function pruneCaptchaRedemptions(db: Database, now: Date): Promise<void> {
  await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
}

// A space ends the address: an IPv6 address is full of colons.
const heldKey = (clientAddress: string, passId: string) => `held:${clientAddress} ${passId}`;

/**
 * Holds a pass for the client address it was issued to, for a client written to the spec: it
 * verifies the captcha (validate-recaptcha) and then sends the form without our pass header.
 */
export async function holdPassForClient(db: Database, clientAddress: string, passId: string, expiresAt: Date): Promise<void> {
  await db.insert(captchaRedemptions).values({ key: heldKey(clientAddress, passId), expiresAt }).onConflictDoNothing({ target: captchaRedemptions.key });
}

/** Takes one unexpired pass held for the client address: its id, or null when it holds none. */
export async function takeHeldPass(db: Database, clientAddress: string, now: Date): Promise<string | null> {
  const prefix = heldKey(clientAddress, '');
  const result = (await db.execute(sql`
    delete from ${captchaRedemptions}
    where ${captchaRedemptions.key} = (
      select ${captchaRedemptions.key} from ${captchaRedemptions}
      where starts_with(${captchaRedemptions.key}, ${prefix}) and ${captchaRedemptions.expiresAt} > ${now.toISOString()}
      order by ${captchaRedemptions.expiresAt} limit 1
    )
    returning ${captchaRedemptions.key} as key`)) as unknown as { rows: { key: string }[] };
  const [row] = result.rows;
  return row ? row.key.slice(prefix.length) : null;
}

/** A pass sent in the header is no longer held for its client address. */
export async function releaseHeldPass(db: Database, passId: string): Promise<void> {
  await db.delete(captchaRedemptions).where(like(captchaRedemptions.key, `held:% ${passId}`));
}
