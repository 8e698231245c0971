import { eq } from 'drizzle-orm';
import { BUYER_MESSAGES, type MailPreferences, type MessageResponse, type UnsubscribeKind } from '@insolvency/shared-contracts';
import type { mailPreferencesRequestSchema } from '@insolvency/shared-contracts/schemas';
import type { z } from 'zod';
import { buyerPreferences } from '../../db/schema';
import type { ServiceContext } from '../context';

/*
 * Which mails a buyer receives: match alerts (each post, or a daily digest) and watchlist
 * reminders. Kept on `buyer_preferences`, whose row a buyer may not have yet (the defaults:
 * everything on, one mail per post).
 */

const DEFAULTS: MailPreferences = { alertFrequency: 'each', matchAlerts: true, watchlistReminders: true };

/** GET buyer/mail-preferences. */
export async function getMailPreferences(ctx: ServiceContext, buyerId: number): Promise<MailPreferences> {
  const [row] = await ctx.db
    .select({ alertFrequency: buyerPreferences.alertFrequency, matchAlerts: buyerPreferences.matchAlerts, watchlistReminders: buyerPreferences.watchlistReminders })
    .from(buyerPreferences)
    .where(eq(buyerPreferences.userId, buyerId));
  return row ?? DEFAULTS;
}

async function upsert(ctx: ServiceContext, buyerId: number, set: Partial<MailPreferences>): Promise<void> {
  await ctx.db
    .insert(buyerPreferences)
    .values({ userId: buyerId, ...set })
    .onConflictDoUpdate({ target: buyerPreferences.userId, set });
}

/** PUT buyer/mail-preferences {AlertFrequency, MatchAlerts, WatchlistReminders}. */
export async function saveMailPreferences(ctx: ServiceContext, buyerId: number, input: z.output<typeof mailPreferencesRequestSchema>): Promise<MessageResponse> {
  await upsert(ctx, buyerId, { alertFrequency: input.AlertFrequency, matchAlerts: input.MatchAlerts, watchlistReminders: input.WatchlistReminders });
  return { message: BUYER_MESSAGES.mailPreferencesSaved };
}

/** What an unsubscribe link of `kind` turns off; nothing else changes. */
export async function turnOffMailKind(ctx: ServiceContext, buyerId: number, kind: Exclude<UnsubscribeKind, 'search'>): Promise<void> {
  await upsert(ctx, buyerId, kind === 'alerts' ? { matchAlerts: false } : { watchlistReminders: false });
}
