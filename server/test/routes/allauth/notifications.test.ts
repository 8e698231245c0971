import { eq } from 'drizzle-orm';
import {
  ALL_ROLES,
} from '@insolvency/shared-contracts';
import {
  NOTIFICATION_ACTIONS,
  RESUBSCRIBED_PRIMARY_TEXT,
  RESUBSCRIBED_SECONDARY_TEXT,
  SUPPRESSION_REMOVED_PRIMARY_TEXT,
  SUPPRESSION_REMOVED_SECONDARY_TEXT,
} from '@insolvency/shared-contracts/notifications';
import { emailSuppressions, notifications } from '../../../src/db/schema/messaging';
import { users } from '../../../src/db/schema/users';
import { bearerFor } from '../../sessions';
import { signMailEvents } from '../../../src/services/notifications/mail-events';
import { NOTIFICATION_MESSAGES } from '../../../src/services/notifications/notifications-service';
import { isSuppressed } from '../../../src/services/notifications/suppressions';
import { createUser, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const bearer = (user: { id: number; role: string }) => bearerFor(t, user);
const call = async (method: 'GET' | 'POST', path: string, user: TestUser) =>
  t.app.inject({ method, url: `/api/allauth/${path}`, headers: { authorization: await bearer(user) } });

/** Reports mail events through the signed webhook, as the mail provider would. */
async function report(events: { type: string; email: string; occurredAt?: string }[]) {
  const raw = JSON.stringify({ events });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/mail-events',
    headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signMailEvents('test-webhook-secret', timestamp, raw) },
    payload: raw,
  });
  expect(res.statusCode).toBe(200);
}

describe('anonymous callers', () => {
  test.each([
    ['GET', 'fetchNotifications'],
    ['GET', 'fetchDisabledEmailsNotification'],
    ['POST', 'updateNotificationsDismissedDate'],
    ...NOTIFICATION_ACTIONS.map((a) => ['POST', a]),
  ])('%s allauth/%s is 401', async (method, path) => {
    const res = await t.app.inject({ method: method as 'GET', url: `/api/allauth/${path}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('site notifications', () => {
  test('newest first until dismissed; only newer ones after that', async () => {
    await t.db.delete(notifications);
    await t.db.insert(notifications).values([
      { text: 'Older notice', createdAt: new Date(Date.now() - 60_000) },
      { text: 'Newer notice', createdAt: new Date(Date.now() - 30_000) },
    ]);
    for (const role of ALL_ROLES) {
      const user = await createUser(t.db, { role });
      const res = await call('GET', 'fetchNotifications', user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(['Newer notice', 'Older notice']);
    }

    const user = await createUser(t.db);
    const dismissed = await call('POST', 'updateNotificationsDismissedDate', user);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ message: NOTIFICATION_MESSAGES.dismissed });
    expect((await call('GET', 'fetchNotifications', user)).json()).toEqual([]);

    await t.db.insert(notifications).values({ text: 'Brand new notice', createdAt: new Date(Date.now() + 1000) });
    expect((await call('GET', 'fetchNotifications', user)).json()).toEqual(['Brand new notice']);
  });
});

describe('disabled addresses', () => {
  test('none: an empty list', async () => {
    const user = await createUser(t.db, { email2: 'fine-second@example.com' });
    const res = await call('GET', 'fetchDisabledEmailsNotification', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  test('a bounce reported by the webhook appears with the address, the reason and the date', async () => {
    const user = await createUser(t.db, { email2: `second-${Date.now()}@example.com` });
    await report([
      { type: 'bounce', email: user.email1, occurredAt: '2026-02-03T09:00:00Z' },
      { type: 'unsubscribe', email: user.email2!, occurredAt: '2026-02-05T09:00:00Z' },
    ]);
    const res = await call('GET', 'fetchDisabledEmailsNotification', user);
    expect(res.json()).toEqual([
      {
        title: 'Primary email address bouncing',
        text: `Emails to your primary email address ${user.email1} have bounced since 03 February 2026, so we stopped sending to it. If the address works again, remove the suppression.`,
        actionName: 'removebounceorblock1',
        actionLabel: 'Remove suppression',
      },
      {
        title: 'Secondary email address unsubscribed',
        text: `Your secondary email address ${user.email2} has been unsubscribed since 05 February 2026, so we do not send emails to it. Resubscribe to receive emails there again.`,
        actionName: 'resubscribe2',
        actionLabel: 'Resubscribe',
      },
    ]);
  });

  test('a block and a complaint name their own cause and action', async () => {
    const user = await createUser(t.db, { email2: `second-b-${Date.now()}@example.com` });
    await report([
      { type: 'complaint', email: user.email1 },
      { type: 'block', email: user.email2! },
    ]);
    const [primary, secondary] = (await call('GET', 'fetchDisabledEmailsNotification', user)).json();
    expect(primary).toMatchObject({ actionName: 'resubscribe', actionLabel: 'Resubscribe', text: expect.stringContaining('reported as spam') });
    expect(secondary).toMatchObject({ actionName: 'removebounceorblock2', title: 'Secondary email address blocked', text: expect.stringContaining('blocked') });
  });
});

describe('the four actions', () => {
  const cases = [
    { action: 'resubscribe', slot: 1, type: 'unsubscribe', text: RESUBSCRIBED_PRIMARY_TEXT },
    { action: 'resubscribe2', slot: 2, type: 'unsubscribe', text: RESUBSCRIBED_SECONDARY_TEXT },
    { action: 'removebounceorblock1', slot: 1, type: 'bounce', text: SUPPRESSION_REMOVED_PRIMARY_TEXT },
    { action: 'removebounceorblock2', slot: 2, type: 'block', text: SUPPRESSION_REMOVED_SECONDARY_TEXT },
  ] as const;

  test.each(cases)('$action clears the $type of address $slot and its suppression', async ({ action, slot, type, text }) => {
    const user = await createUser(t.db, { email2: `second-${action}-${Date.now()}@example.com` });
    const address = slot === 1 ? user.email1 : user.email2!;
    await report([{ type, email: address }]);
    expect(await call('GET', 'fetchDisabledEmailsNotification', user).then((r) => r.json())).toHaveLength(1);

    const res = await call('POST', action, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: text });
    expect((await call('GET', 'fetchDisabledEmailsNotification', user)).json()).toEqual([]);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect([after.email1DisableReason, after.email1DisableDateTime, after.email2DisableReason, after.email2DisableDateTime]).toEqual([null, null, null, null]);
    expect(await t.db.select().from(emailSuppressions).where(eq(emailSuppressions.userId, user.id))).toEqual([]);
    expect(await isSuppressed(t.app.ctx, address)).toBe(false);

    // Nothing left to clear: 409, and the same again.
    const again = await call('POST', action, user);
    expect(again.statusCode).toBe(409);
  });

  test('the wrong kind of action for a reason is refused and changes nothing', async () => {
    const user = await createUser(t.db, { email2: `second-wrong-${Date.now()}@example.com` });
    await report([
      { type: 'unsubscribe', email: user.email1 },
      { type: 'bounce', email: user.email2! },
    ]);
    const remove = await call('POST', 'removebounceorblock1', user);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: NOTIFICATION_MESSAGES.nothingToRemove('primary') });
    const resubscribe = await call('POST', 'resubscribe2', user);
    expect(resubscribe.statusCode).toBe(409);
    expect(resubscribe.json()).toEqual({ message: NOTIFICATION_MESSAGES.nothingToResubscribe('secondary') });
    // Another user's suppressions are not theirs to clear.
    const other = await createUser(t.db);
    expect((await call('POST', 'resubscribe', other)).statusCode).toBe(409);
    expect((await call('GET', 'fetchDisabledEmailsNotification', user)).json()).toHaveLength(2);
  });

  test('a user without a secondary address has nothing to act on there', async () => {
    const user = await createUser(t.db);
    expect((await call('POST', 'resubscribe2', user)).statusCode).toBe(409);
    expect((await call('POST', 'removebounceorblock2', user)).statusCode).toBe(409);
  });
});
