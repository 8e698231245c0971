import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { users } from '../../db/schema/users';

/** Why mail to an address stopped; the mail-events webhook records these. */
export const DISABLE_REASONS = ['unsubscribe', 'complaint', 'bounce', 'block'] as const;
export type DisableReason = (typeof DISABLE_REASONS)[number];

/** Reasons the user lifts with "resubscribe" (they asked for it); the others with "remove suppression". */
export const RESUBSCRIBE_REASONS: readonly DisableReason[] = ['unsubscribe', 'complaint'];
export const BOUNCE_OR_BLOCK_REASONS: readonly DisableReason[] = ['bounce', 'block'];

export type AddressSlot = 1 | 2;

/** The columns of one address slot of `users`. */
export function slotColumns(slot: AddressSlot) {
  return slot === 1
    ? { email: users.email1, reason: users.email1DisableReason, since: users.email1DisableDateTime }
    : { email: users.email2, reason: users.email2DisableReason, since: users.email2DisableDateTime };
}

/**
 * True when mail must not be sent to `email`: it is the primary or secondary address of an
 * account with a disable reason recorded for that slot (unsubscribed, complained, bounced,
 * blocked). The mailer calls this before sending anything but transactional account mail.
 */
export async function isSuppressed(ctx: ServiceContext, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        and(sql`lower(${users.email1}) = ${address}`, isNotNull(users.email1DisableReason)),
        and(sql`lower(${users.email2}) = ${address}`, isNotNull(users.email2DisableReason)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user ids whose address `slot` is `email` (case-insensitive). */
export async function usersWithAddress(ctx: ServiceContext, email: string, slot: AddressSlot): Promise<number[]> {
  const { email: column } = slotColumns(slot);
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${column})`, email.trim().toLowerCase()));
  return rows.map((r) => r.id);
}
