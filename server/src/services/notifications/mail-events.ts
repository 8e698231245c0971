import { withDb, type ServiceContext } from '../context';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { emailSuppressions } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { usersWithAddress, type AddressSlot, type DisableReason } from './suppressions';

/** How far a webhook's timestamp may be from our clock (either way). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature is missing or does not match.',
  staleTimestamp: 'The webhook timestamp is missing or more than 5 minutes from the current time.',
} as const;

/** `X-Webhook-Signature`: hex HMAC-SHA256 of `<timestamp>.<raw body>` with the shared secret. */
export function signMailEvents(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type SignatureVerdict = { ok: true } | { ok: false; message: string };

/** Checks the timestamp window, then the signature in constant time. */
export function verifyMailEventsSignature(options: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): SignatureVerdict {
  const { timestamp, signature } = options;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, message: WEBHOOK_MESSAGES.staleTimestamp };
  if (Math.abs(options.now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, message: WEBHOOK_MESSAGES.staleTimestamp };
  }
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return { ok: false, message: WEBHOOK_MESSAGES.badSignature };
  const expected = Buffer.from(signMailEvents(options.secret, timestamp, options.rawBody), 'hex');
  const given = Buffer.from(signature.trim(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? { ok: true } : { ok: false, message: WEBHOOK_MESSAGES.badSignature };
}

export interface MailEvent {
  type: DisableReason;
  email: string;
  /** When the provider saw it; defaults to when we received it. */
  occurredAt?: Date;
}

/**
 * Records each event on every account whose primary or secondary address it names
 * (case-insensitive): the disable reason and date on that slot, and a suppression row.
 * Unknown addresses are ignored. Answers how many address slots were updated.
 */
export async function recordMailEvents(ctx: ServiceContext, events: readonly MailEvent[]): Promise<{ processed: number }> {
  const now = ctx.now();
  let processed = 0;
  await ctx.db.transaction(async (tx) => {
    for (const event of events) {
      // A provider's clock may run ahead of ours: never record a date in the future.
      const at = event.occurredAt && event.occurredAt.getTime() < now.getTime() ? event.occurredAt : now;
      for (const slot of [1, 2] as AddressSlot[]) {
        const ids = await usersWithAddress(withDb(ctx, tx), event.email, slot);
        if (!ids.length) continue;
        await tx
          .update(users)
          .set(slot === 1 ? { email1DisableReason: event.type, email1DisableDateTime: at } : { email2DisableReason: event.type, email2DisableDateTime: at })
          .where(inArray(users.id, ids));
        await tx.insert(emailSuppressions).values(ids.map((userId) => ({ userId, addressSlot: slot, reason: event.type, createdAt: at })));
        processed += ids.length;
      }
    }
  });
  return { processed };
}
