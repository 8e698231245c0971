// The notification area's calls and texts (spec public-and-buyer.md sections 1, 3, 7, 8).

/** `GET /api/allauth/fetchNotifications` answers the texts of the site notifications not yet dismissed. */
export type NotificationsResponse = string[];

/**
 * The notification area's two reads: each call's path under `/api/` and the name of its endpoint
 * in the app's store (the shell's feed defines them; a signed-in screen the server renders makes
 * the same calls and hands their answers over under those names).
 */
export const NOTIFICATION_READS = {
  texts: { path: 'allauth/fetchNotifications', endpointName: 'accountNotifications' },
  disabledEmails: { path: 'allauth/fetchDisabledEmailsNotification', endpointName: 'accountDisabledEmailNotifications' },
} as const;

/** One item of `GET /api/allauth/fetchDisabledEmailsNotification`. */
export interface DisabledEmailNotification {
  title: string;
  text: string;
  actionName: string;
  actionLabel: string;
}

/** The known actions; each name is also its call: `POST /api/allauth/<actionName>`. */
export const NOTIFICATION_ACTIONS = ['resubscribe', 'resubscribe2', 'removebounceorblock1', 'removebounceorblock2'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export function isNotificationAction(name: string): name is NotificationAction {
  return (NOTIFICATION_ACTIONS as readonly string[]).includes(name);
}

/** Resubscribe actions vs suppression removals: they get different texts. */
export function isResubscribeAction(action: NotificationAction): boolean {
  return action === 'resubscribe' || action === 'resubscribe2';
}

export const RESUBSCRIBED_TITLE = 'Resubscribed';
export const RESUBSCRIBED_PRIMARY_TEXT = 'Primary email address resubscribed successfully.';
export const RESUBSCRIBED_SECONDARY_TEXT = 'Secondary email address resubscribed successfully.';
export const SUPPRESSION_REMOVED_TITLE = 'Suppression removed';
export const SUPPRESSION_REMOVED_PRIMARY_TEXT = 'Suppression removed from the primary email address successfully.';
export const SUPPRESSION_REMOVED_SECONDARY_TEXT = 'Suppression removed from the secondary email address successfully.';
export const RESUBSCRIBE_FAILED_TITLE = 'Failure to resubscribed';
export const REMOVE_SUPPRESSION_FAILED_TITLE = 'Failure to remove suppression';
export const ADDRESS_NOT_CHANGED_TEXT = 'The email address could not be changed. Please contact support for assistance.';
export const NOTIFICATION_UNEXPECTED_ERROR = 'There was an error processing your request. Please contact support for assistance.';
/** How long the resubscribe and removal notices show (spec section 9). */
export const NOTIFICATION_NOTICE_MS = 5000;
