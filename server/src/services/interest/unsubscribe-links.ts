import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pathFor, ROLES, type UnsubscribeKind } from '@insolvency/shared-contracts';
import { savedSearches, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';
import { productLink } from '../mail';
import { turnOffMailKind } from './mail-preferences';

/*
 * Each kind of mail a buyer may stop has its own unsubscribe link (and List-Unsubscribe
 * header, RFC 8058): the match alerts' link turns off match alerts (and the daily digest),
 * the watchlist reminders' link turns off reminders; a saved search's alert link removes that
 * saved search (what the buyer asked to be told about; their other searches and match alerts
 * stay). Other mail (account, interest) is not touched; the preference turns either back on.
 */

export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid.';

/** What the page says was turned off, and how to turn it back on. */
export const UNSUBSCRIBED: Record<UnsubscribeKind, { question: string; done: string; undo: string }> = {
  alerts: {
    question: 'Stop e-mails about new postings matching your preferences (match alerts and the daily digest)?',
    done: 'You have been unsubscribed from match alerts: we will not e-mail you about new postings matching your preferences.',
    undo: "To receive them again, sign in and turn on 'Match alerts' under E-mail in your preferences. Other e-mails (your account, your expressions of interest, watchlist reminders) are not affected.",
  },
  watchlist: {
    question: 'Stop e-mails telling you that a posting on your watchlist is about to end?',
    done: 'You have been unsubscribed from watchlist reminders: we will not e-mail you when a saved posting is about to end.',
    undo: "To receive them again, sign in and turn on 'Watchlist reminders' under E-mail in your preferences. Other e-mails (your account, match alerts) are not affected.",
  },
  search: {
    question: 'Stop e-mails about new postings found by this saved search, and remove the saved search?',
    done: 'Your saved search has been removed: we will not e-mail you about it again.',
    undo: 'To be told again, sign in, search for it and save the search. Your other saved searches, match alerts and other e-mails are not affected.',
  },
};

/** Where a buyer turns a kind of mail back on. */
export const emailPreferencesUrl = (ctx: ServiceContext) => productLink(ctx.config, pathFor('AmendEmailPreferences'));

/**
 * The signature of a buyer's link of one kind: HMAC of the kind and user id with the server's
 * key. A link without a kind is one of the first match alerts' (signed before there were
 * kinds): it still stops match alerts.
 */
function signature(secret: string, userId: number, kind: UnsubscribeKind | undefined, savedSearchId: number | undefined): string {
  const subject = kind === 'search' ? `unsubscribe:search:${userId}:${savedSearchId ?? ''}` : kind ? `unsubscribe:${kind}:${userId}` : `unsubscribe:${userId}`;
  return createHmac('sha256', secret).update(subject).digest('base64url');
}

/** What a link turns off: its kind, or match alerts for a link of the first alerts. */
export const kindOfLink = (kind: UnsubscribeKind | undefined): UnsubscribeKind => kind ?? 'alerts';

export function unsubscribeUrl(ctx: ServiceContext, userId: number, kind: Exclude<UnsubscribeKind, 'search'>): string {
  return productLink(ctx.config, '/api/unauth/unsubscribe', { u: userId, k: kind, sig: signature(ctx.config.jwtSecret, userId, kind, undefined) });
}

/** The link that removes one saved search of the buyer's (its alerts' one-click unsubscribe). */
export function savedSearchUnsubscribeUrl(ctx: ServiceContext, userId: number, savedSearchId: number): string {
  return productLink(ctx.config, '/api/unauth/unsubscribe', { u: userId, k: 'search', s: savedSearchId, sig: signature(ctx.config.jwtSecret, userId, 'search', savedSearchId) });
}

/** The headers that let a mail program offer one-click unsubscribe (RFC 8058) for `link`. */
export function listUnsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Checks a link's signature; 400 for a forged or altered one. */
export function checkUnsubscribeLink(ctx: ServiceContext, userId: number, kind: UnsubscribeKind | undefined, sig: string, savedSearchId?: number): void {
  if (kind === 'search' && savedSearchId === undefined) throw new AppError(400, UNSUBSCRIBE_INVALID);
  const expected = Buffer.from(signature(ctx.config.jwtSecret, userId, kind, kind === 'search' ? savedSearchId : undefined));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError(400, UNSUBSCRIBE_INVALID);
}

/** The one-click unsubscribe (POST) and the button of the link's page: turns off that kind of mail only. */
export async function unsubscribe(
  ctx: ServiceContext,
  userId: number,
  linkKind: UnsubscribeKind | undefined,
  sig: string,
  savedSearchId?: number,
): Promise<{ message: string }> {
  checkUnsubscribeLink(ctx, userId, linkKind, sig, savedSearchId);
  const kind = kindOfLink(linkKind);
  if (kind === 'search') {
    // Removed already (by the link or on the preferences screen): the same answer.
    await ctx.db.delete(savedSearches).where(and(eq(savedSearches.id, savedSearchId!), eq(savedSearches.userId, userId)));
    return { message: UNSUBSCRIBED.search.done };
  }
  const [user] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  // A signed link of an account deleted since: nothing left to turn off.
  if (user?.role === ROLES.buyer) await turnOffMailKind(ctx, userId, kind);
  return { message: UNSUBSCRIBED[kind].done };
}
