import type { DisabledEmailNotification, NotificationsResponse } from '@insolvency/shared-contracts/notifications';
import type { NotificationAreaItem } from './notification-area';

/** An item of the notification area, with the address notice it came from (its action). */
export interface NotificationFeedItem extends NotificationAreaItem {
  disabled?: DisabledEmailNotification;
}

/**
 * The notification area's items for a logged-in user (spec §1, §7, §8): the addresses mail cannot
 * reach (with their action) first, then the site's texts (each with 'Do not show above message
 * again'). The shell's feed draws them, and a signed-in screen the server renders above it.
 */
export function notificationItems(texts: NotificationsResponse | undefined, disabled: readonly DisabledEmailNotification[] | undefined): NotificationFeedItem[] {
  return [
    ...(disabled ?? []).map((item, index) => ({
      id: `disabled-${item.actionName}-${index}`,
      title: item.title,
      text: item.text,
      tone: 'warning' as const,
      actionLabel: item.actionLabel,
      disabled: item,
    })),
    ...(texts ?? []).map((text, index) => ({ id: `text-${index}`, text, canDismissForGood: true })),
  ];
}
