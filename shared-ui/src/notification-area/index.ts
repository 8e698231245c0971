export { DO_NOT_SHOW_AGAIN_LABEL, MAX_VISIBLE_NOTIFICATIONS, NOTIFICATION_AREA_WIDTH, NotificationArea } from './notification-area';
export type { NotificationAreaItem, NotificationAreaProps } from './notification-area';
export { notificationItems, type NotificationFeedItem } from './notification-items';
