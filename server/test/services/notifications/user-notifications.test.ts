import { eq } from 'drizzle-orm';
import { notifications } from '../../../src/db/schema';
import { withDb } from '../../../src/services/context';
import { fetchNotifications } from '../../../src/services/notifications/notifications-service';
import { notifyUsers } from '../../../src/services/notifications/user-notifications';
import { createBuyer, createSeller } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('notifyUsers', () => {
  test('one notice per user named (once each), shown to them beside the site-wide ones and to nobody else', async () => {
    const [first, second, bystander] = [await createBuyer(t.db), await createSeller(t.db), await createBuyer(t.db)];
    await t.db.insert(notifications).values({ text: 'Site-wide: maintenance tonight.' });
    await notifyUsers(t.app.ctx, [first.id, second.id, first.id], 'Your offer was received.');
    expect(await t.db.select().from(notifications).where(eq(notifications.text, 'Your offer was received.'))).toHaveLength(2);
    for (const user of [first, second]) expect(await fetchNotifications(t.app.ctx, user.id)).toEqual(expect.arrayContaining(['Your offer was received.', 'Site-wide: maintenance tonight.']));
    expect(await fetchNotifications(t.app.ctx, bystander.id)).not.toContain('Your offer was received.');
  });

  test('inside a transaction the notice exists only if the transaction commits; no users, no rows', async () => {
    const buyer = await createBuyer(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyUsers(withDb(t.app.ctx, tx), [buyer.id], 'Rolled back notice');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.db.transaction(async (tx) => notifyUsers(withDb(t.app.ctx, tx), [buyer.id], 'Committed notice'));
    await notifyUsers(t.app.ctx, [], 'Nobody');
    const texts = await fetchNotifications(t.app.ctx, buyer.id);
    expect(texts).toContain('Committed notice');
    expect(texts).not.toContain('Rolled back notice');
    expect(await t.db.select().from(notifications).where(eq(notifications.text, 'Nobody'))).toEqual([]);
  });
});
