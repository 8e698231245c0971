import { useMemo } from 'react';
import {
  ADDRESS_NOT_CHANGED_TEXT,
  isNotificationAction,
  isResubscribeAction,
  NOTIFICATION_NOTICE_MS,
  NOTIFICATION_UNEXPECTED_ERROR,
  REMOVE_SUPPRESSION_FAILED_TITLE,
  RESUBSCRIBE_FAILED_TITLE,
  RESUBSCRIBED_PRIMARY_TEXT,
  RESUBSCRIBED_SECONDARY_TEXT,
  RESUBSCRIBED_TITLE,
  SUPPRESSION_REMOVED_PRIMARY_TEXT,
  SUPPRESSION_REMOVED_SECONDARY_TEXT,
  SUPPRESSION_REMOVED_TITLE,
  type NotificationAction,
} from '@insolvency/shared-contracts/notifications';
import { apiErrorStatus } from '@insolvency/shared-auth';
import { useNotify } from '@insolvency/shared-ui';
import { NotificationArea, notificationItems, type NotificationAreaItem, type NotificationFeedItem } from '@insolvency/shared-ui/screens';
import {
  useAccountDisabledEmailNotificationsQuery,
  useAccountDismissNotificationsMutation,
  useAccountNotificationActionMutation,
  useAccountNotificationsQuery,
} from './notifications-api';

const NOTICE_SECONDS = NOTIFICATION_NOTICE_MS / 1000;

/** What the user is told after an action succeeded (spec §8). */
export function actionSuccessNotice(action: NotificationAction): { title: string; text: string } {
  const secondary = action === 'resubscribe2' || action === 'removebounceorblock2';
  return isResubscribeAction(action)
    ? { title: RESUBSCRIBED_TITLE, text: secondary ? RESUBSCRIBED_SECONDARY_TEXT : RESUBSCRIBED_PRIMARY_TEXT }
    : { title: SUPPRESSION_REMOVED_TITLE, text: secondary ? SUPPRESSION_REMOVED_SECONDARY_TEXT : SUPPRESSION_REMOVED_PRIMARY_TEXT };
}

/**
 * Feeds the shell's notification area for a logged-in user (spec §1, §7, §8; `notificationItems`).
 * At most three show at a time (NotificationArea).
 */
export function NotificationFeed() {
  const { notification } = useNotify();
  const texts = useAccountNotificationsQuery();
  const disabled = useAccountDisabledEmailNotificationsQuery();
  const [dismiss] = useAccountDismissNotificationsMutation();
  const [runAction] = useAccountNotificationActionMutation();

  const items = useMemo(() => notificationItems(texts.data, disabled.data), [disabled.data, texts.data]);

  const unexpectedError = () =>
    notification.error({ key: 'notification-error', title: NOTIFICATION_UNEXPECTED_ERROR, duration: NOTICE_SECONDS });

  const onAction = async (item: NotificationAreaItem) => {
    const actionName = (item as NotificationFeedItem).disabled?.actionName;
    if (!actionName || !isNotificationAction(actionName)) {
      // Spec §8: an unknown action name is only logged.
      console.warn(`Unknown notification action: ${String(actionName)}`);
      return;
    }
    const result = await runAction(actionName);
    if (!result.error) {
      const notice = actionSuccessNotice(actionName);
      notification.success({ key: `notification-${actionName}`, title: notice.title, description: notice.text, duration: NOTICE_SECONDS });
      return;
    }
    if (apiErrorStatus(result.error) === null) {
      unexpectedError();
      return;
    }
    notification.error({
      key: `notification-${actionName}`,
      title: isResubscribeAction(actionName) ? RESUBSCRIBE_FAILED_TITLE : REMOVE_SUPPRESSION_FAILED_TITLE,
      description: ADDRESS_NOT_CHANGED_TEXT,
      duration: NOTICE_SECONDS,
    });
  };

  const onDismissForGood = async () => {
    const result = await dismiss();
    if (result.error) unexpectedError();
  };

  return <NotificationArea items={items} onAction={(item) => void onAction(item)} onDismissForGood={() => void onDismissForGood()} />;
}

export default NotificationFeed;
