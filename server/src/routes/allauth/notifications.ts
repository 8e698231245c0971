import { z } from 'zod';
import { NOTIFICATION_ACTIONS, type DisabledEmailNotification } from '@insolvency/shared-contracts/notifications';
import { currentUser } from '../../plugins/auth';
import {
  clearAddressSuppression,
  dismissNotifications,
  fetchDisabledEmailNotifications,
  fetchNotifications,
} from '../../services/notifications/notifications-service';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const disabledEmailNotificationSchema = z.object({
  title: z.string(),
  text: z.string(),
  actionName: z.string().describe(NOTIFICATION_ACTIONS.join(' | ')),
  actionLabel: z.string(),
}) satisfies z.ZodType<DisabledEmailNotification>;

/**
 * The notification area (any logged-in user): site notifications not yet dismissed, the
 * caller's addresses that mail is not sent to, and the four actions that lift a suppression.
 */
const notificationRoutes: ApiRoutes = async (app) => {
  app.get(
    '/fetchNotifications',
    { schema: { summary: 'The signed-in user\'s notifications', tags: ['notifications'], response: { 200: z.array(z.string()), ...guardedErrors } } },
    async (request) => fetchNotifications(app.ctx, currentUser(request).id),
  );

  app.post(
    '/updateNotificationsDismissedDate',
    { schema: { summary: 'Dismiss the current notifications', tags: ['notifications'], response: { 200: messageResponseSchema, ...guardedErrors } } },
    async (request) => dismissNotifications(app.ctx, currentUser(request).id),
  );

  app.get(
    '/fetchDisabledEmailsNotification',
    { schema: { summary: 'Notices of the user\'s e-mail addresses that mail no longer reaches', tags: ['notifications'], response: { 200: z.array(disabledEmailNotificationSchema), ...guardedErrors } } },
    async (request) => fetchDisabledEmailNotifications(app.ctx, currentUser(request).id),
  );

  for (const action of NOTIFICATION_ACTIONS) {
    app.post(
      `/${action}`,
      {
        schema: {
          tags: ['notifications'],
          summary: action.startsWith('resubscribe') ? 'Resubscribe an e-mail address' : 'Clear a bounce or block of an e-mail address',
          description:
            action.startsWith('resubscribe')
              ? `Resubscribes the ${action === 'resubscribe' ? 'primary' : 'secondary'} address (unsubscribed or reported as spam); 409 when it is not.`
              : `Removes a bounce or block suppression from the ${action.endsWith('1') ? 'primary' : 'secondary'} address; 409 when it has none.`,
          response: { 200: messageResponseSchema, 409: errorResponseSchema, ...guardedErrors },
        },
      },
      async (request) => clearAddressSuppression(app.ctx, currentUser(request).id, action),
    );
  }
};

export default notificationRoutes;
