import type { ServiceContext } from '../context';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  formatDisplayDate,
} from '@insolvency/shared-contracts';
import {
  RESUBSCRIBED_PRIMARY_TEXT,
  RESUBSCRIBED_SECONDARY_TEXT,
  SUPPRESSION_REMOVED_PRIMARY_TEXT,
  SUPPRESSION_REMOVED_SECONDARY_TEXT,
  type DisabledEmailNotification,
  type NotificationAction,
} from '@insolvency/shared-contracts/notifications';
import { emailSuppressions, notifications } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import { AppError } from '../../errors';
import { ACCOUNT_NOT_FOUND } from '../accounts/account-details';
import { BOUNCE_OR_BLOCK_REASONS, RESUBSCRIBE_REASONS, slotColumns, type AddressSlot, type DisableReason } from './suppressions';

/** Most site notifications answered at once (the area shows three at a time). */
export const NOTIFICATIONS_LIMIT = 20;

export const NOTIFICATION_MESSAGES = {
  dismissed: 'Notifications dismissed.',
  nothingToResubscribe: (which: string) => `Your ${which} email address is not unsubscribed, so there is nothing to resubscribe.`,
  nothingToRemove: (which: string) => `Your ${which} email address has no bounce or block suppression to remove.`,
} as const;

/**
 * GET allauth/fetchNotifications: texts of the site-wide notifications and of those addressed to
 * the user (`notifyUsers`), created after the user's last dismissal, newest first.
 */
export async function fetchNotifications({ db }: ServiceContext, userId: number): Promise<string[]> {
  const [user] = await db.select({ dismissedAt: users.notificationsDismissedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError(404, ACCOUNT_NOT_FOUND);
  const rows = await db
    .select({ text: notifications.text })
    .from(notifications)
    .where(
      and(
        or(isNull(notifications.userId), eq(notifications.userId, userId)),
        user.dismissedAt ? gt(notifications.createdAt, user.dismissedAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
  return rows.map((r) => r.text);
}

/** POST allauth/updateNotificationsDismissedDate: hides every notification (site-wide or the user's own) that exists now. */
export async function dismissNotifications(ctx: ServiceContext, userId: number): Promise<{ message: string }> {
  const { db } = ctx;
  const now = ctx.now();
  const updated = await db.update(users).set({ notificationsDismissedAt: now }).where(eq(users.id, userId)).returning({ id: users.id });
  if (!updated.length) throw new AppError(404, ACCOUNT_NOT_FOUND);
  return { message: NOTIFICATION_MESSAGES.dismissed };
}

const SLOT_NAMES: Record<AddressSlot, string> = { 1: 'primary', 2: 'secondary' };

/** The notification for one address with a disable reason: which address, why, since when, and the action that lifts it. */
function disabledNotification(slot: AddressSlot, email: string, reason: string, since: Date | null): DisabledEmailNotification {
  const which = SLOT_NAMES[slot];
  const Which = which[0].toUpperCase() + which.slice(1);
  const sinceText = since ? ` since ${formatDisplayDate(since)}` : '';
  const resubscribe = { actionName: slot === 1 ? 'resubscribe' : 'resubscribe2', actionLabel: 'Resubscribe' };
  const remove = { actionName: slot === 1 ? 'removebounceorblock1' : 'removebounceorblock2', actionLabel: 'Remove suppression' };
  switch (reason as DisableReason) {
    case 'unsubscribe':
      return {
        title: `${Which} email address unsubscribed`,
        text: `Your ${which} email address ${email} has been unsubscribed${sinceText}, so we do not send emails to it. Resubscribe to receive emails there again.`,
        ...resubscribe,
      };
    case 'complaint':
      return {
        title: `${Which} email address unsubscribed`,
        text: `An email to your ${which} email address ${email} was reported as spam${sinceText}, so we stopped sending emails to it. Resubscribe to receive emails there again.`,
        ...resubscribe,
      };
    case 'block':
      return {
        title: `${Which} email address blocked`,
        text: `Emails to your ${which} email address ${email} have been blocked by the receiving mail server${sinceText}, so we stopped sending to it. If the address accepts our emails again, remove the suppression.`,
        ...remove,
      };
    case 'bounce':
    default:
      return {
        title: `${Which} email address bouncing`,
        text: `Emails to your ${which} email address ${email} have bounced${sinceText}, so we stopped sending to it. If the address works again, remove the suppression.`,
        ...remove,
      };
  }
}

/** GET allauth/fetchDisabledEmailsNotification: one notification per address of the caller that mail is not sent to. */
export async function fetchDisabledEmailNotifications({ db }: ServiceContext, userId: number): Promise<DisabledEmailNotification[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError(404, ACCOUNT_NOT_FOUND);
  const out: DisabledEmailNotification[] = [];
  if (user.email1DisableReason) out.push(disabledNotification(1, user.email1, user.email1DisableReason, user.email1DisableDateTime));
  if (user.email2 && user.email2DisableReason) out.push(disabledNotification(2, user.email2, user.email2DisableReason, user.email2DisableDateTime));
  return out;
}

const ACTIONS: Record<NotificationAction, { slot: AddressSlot; reasons: readonly DisableReason[]; success: string; nothing: string }> = {
  resubscribe: { slot: 1, reasons: RESUBSCRIBE_REASONS, success: RESUBSCRIBED_PRIMARY_TEXT, nothing: NOTIFICATION_MESSAGES.nothingToResubscribe('primary') },
  resubscribe2: { slot: 2, reasons: RESUBSCRIBE_REASONS, success: RESUBSCRIBED_SECONDARY_TEXT, nothing: NOTIFICATION_MESSAGES.nothingToResubscribe('secondary') },
  removebounceorblock1: { slot: 1, reasons: BOUNCE_OR_BLOCK_REASONS, success: SUPPRESSION_REMOVED_PRIMARY_TEXT, nothing: NOTIFICATION_MESSAGES.nothingToRemove('primary') },
  removebounceorblock2: { slot: 2, reasons: BOUNCE_OR_BLOCK_REASONS, success: SUPPRESSION_REMOVED_SECONDARY_TEXT, nothing: NOTIFICATION_MESSAGES.nothingToRemove('secondary') },
};

/**
 * POST allauth/<action>: clears the disable reason of one address slot and its suppression rows,
 * but only when the reason is one this action lifts (an unsubscribed address is not "unbounced");
 * otherwise 409 and nothing changes.
 */
export async function clearAddressSuppression({ db }: ServiceContext, userId: number, action: NotificationAction): Promise<{ message: string }> {
  const { slot, reasons, success, nothing } = ACTIONS[action];
  const columns = slotColumns(slot);
  const cleared = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set(slot === 1 ? { email1DisableReason: null, email1DisableDateTime: null } : { email2DisableReason: null, email2DisableDateTime: null })
      .where(and(eq(users.id, userId), inArray(columns.reason, [...reasons]), sql`${columns.email} is not null`))
      .returning({ id: users.id });
    if (!rows.length) return false;
    await tx.delete(emailSuppressions).where(and(eq(emailSuppressions.userId, userId), eq(emailSuppressions.addressSlot, slot)));
    return true;
  });
  if (!cleared) throw new AppError(409, nothing);
  return { message: success };
}
