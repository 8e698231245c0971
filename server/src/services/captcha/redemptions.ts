import { like, lt, sql } from 'drizzle-orm';
import { captchaRedemptions } from '../../db/schema/abuse-protection';
import type { ServiceContext } from '../context';

/**
 * Marks a single-use proof as spent. True the first time, false on any later attempt, also
 * when two instances race (the primary key decides). Rows stay until the proof has expired.
 */
export async function redeemOnce(ctx: ServiceContext, key: string, expiresAt: Date): Promise<boolean> {
  const inserted = await ctx.db
    .insert(captchaRedemptions)
    .values({ key, expiresAt })
    .onConflictDoNothing({ target: captchaRedemptions.key })
    .returning({ key: captchaRedemptions.key });
  // Now and then drop rows whose proofs could not be presented any more.
  if (Math.random() < 0.05) await pruneCaptchaRedemptions(ctx);
  return inserted.length === 1;
}

/** Deletes spent proofs that have expired; also callable from a scheduled job. */
export async function pruneCaptchaRedemptions(ctx: ServiceContext): Promise<void> {
  await ctx.db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, ctx.realNow()));
}

// A space ends the address: an IPv6 address is full of colons.
const heldKey = (clientAddress: string, passId: string) => `held:${clientAddress} ${passId}`;

/**
 * Holds a pass for the client address it was issued to, for a client written to the spec: it
 * verifies the captcha (validate-recaptcha) and then sends the form without our pass header.
 */
export async function holdPassForClient(ctx: ServiceContext, clientAddress: string, passId: string, expiresAt: Date): Promise<void> {
  await ctx.db.insert(captchaRedemptions).values({ key: heldKey(clientAddress, passId), expiresAt }).onConflictDoNothing({ target: captchaRedemptions.key });
}

/** Takes one unexpired pass held for the client address: its id, or null when it holds none. */
export async function takeHeldPass(ctx: ServiceContext, clientAddress: string): Promise<string | null> {
  const prefix = heldKey(clientAddress, '');
  const result = (await ctx.db.execute(sql`
    delete from ${captchaRedemptions}
    where ${captchaRedemptions.key} = (
      select ${captchaRedemptions.key} from ${captchaRedemptions}
      where starts_with(${captchaRedemptions.key}, ${prefix}) and ${captchaRedemptions.expiresAt} > ${ctx.realNow().toISOString()}
      order by ${captchaRedemptions.expiresAt} limit 1
    )
    returning ${captchaRedemptions.key} as key`)) as unknown as { rows: { key: string }[] };
  const [row] = result.rows;
  return row ? row.key.slice(prefix.length) : null;
}

/** A pass sent in the header is no longer held for its client address. */
export async function releaseHeldPass(ctx: ServiceContext, passId: string): Promise<void> {
  await ctx.db.delete(captchaRedemptions).where(like(captchaRedemptions.key, `held:% ${passId}`));
}
