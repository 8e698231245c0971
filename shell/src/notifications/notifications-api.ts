import { NOTIFICATION_READS, type DisabledEmailNotification, type NotificationAction, type NotificationsResponse } from '@insolvency/shared-contracts/notifications';
import { api } from '@insolvency/shared-auth';

/** The answers of the dismissal and the four actions are not read: 200 is what counts (spec §7). */
const ignoreBody = (response: Response) => response.text();

/**
 * The notification area's calls (spec §7, allauth: any logged-in user). Injected from the
 * lazily loaded feed, so a visitor's page never carries them.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/allauth/fetchNotifications: texts not yet dismissed. */
    [NOTIFICATION_READS.texts.endpointName]: build.query<NotificationsResponse, void>({
      query: () => NOTIFICATION_READS.texts.path,
      providesTags: ['Notifications'],
    }),
    /** GET /api/allauth/fetchDisabledEmailsNotification: addresses mail cannot reach, each with its action. */
    [NOTIFICATION_READS.disabledEmails.endpointName]: build.query<DisabledEmailNotification[], void>({
      query: () => NOTIFICATION_READS.disabledEmails.path,
      providesTags: ['Notifications'],
    }),
    /** POST /api/allauth/updateNotificationsDismissedDate: 'Do not show above message again'. */
    accountDismissNotifications: build.mutation<unknown, void>({
      query: () => ({ url: 'allauth/updateNotificationsDismissedDate', method: 'POST', responseHandler: ignoreBody }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The texts shown so far are dismissed for good: they disappear at once.
        dispatch(notificationsApi.util.updateQueryData('accountNotifications', undefined, () => []));
      },
    }),
    /** POST /api/allauth/<actionName>: resubscribe(2), removebounceorblock1|2. */
    accountNotificationAction: build.mutation<unknown, NotificationAction>({
      query: (action) => ({ url: `allauth/${action}`, method: 'POST', responseHandler: ignoreBody }),
      async onQueryStarted(action, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // Done: the item that offered this action goes away.
        dispatch(
          notificationsApi.util.updateQueryData('accountDisabledEmailNotifications', undefined, (items) =>
            items.filter((item) => item.actionName !== action),
          ),
        );
      },
    }),
  }),
});

export const {
  useAccountNotificationsQuery,
  useAccountDisabledEmailNotificationsQuery,
  useAccountDismissNotificationsMutation,
  useAccountNotificationActionMutation,
} = notificationsApi;
