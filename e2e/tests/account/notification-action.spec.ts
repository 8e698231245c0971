import { expect, test } from '../../fixtures/journey';
import { DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { submitLogin } from '../../fixtures/login';
import { postMailEvents } from '../../fixtures/outbox';
import { ACCESS_TOKEN_KEY } from '../../fixtures/session';

// A seeded buyer no other journey logs in as (server/src/seed/demo-accounts.ts).
const ACCOUNT = { email: 'amira.hussain@example.com', password: DEMO_PASSWORD };

test('a bounce reported by the mail provider shows in the notification area; its action removes the suppression', async ({ page, request }) => {
  await postMailEvents(request, [{ type: 'bounce', email: ACCOUNT.email }]);

  await page.goto('/login');
  await submitLogin(page, ACCOUNT.email, ACCOUNT.password);
  await expect(page).not.toHaveURL(/\/login/);

  const area = page.getByRole('region', { name: 'Notifications' });
  const item = area.getByRole('listitem').filter({ hasText: /bouncing/i });
  await expect(item).toBeVisible();
  // Read out by a screen reader as it arrives: the area is inside a polite live region.
  await expect(page.getByRole('status').filter({ has: area })).toHaveCount(1);
  // Above the screen, in its column: the messages start where the screen's heading does.
  const areaBox = await area.boundingBox();
  const headingBox = await page.getByRole('main').getByRole('heading', { level: 1 }).first().boundingBox();
  expect(areaBox?.x).toBeCloseTo(headingBox?.x ?? Number.NaN, 0);
  await item.getByRole('button', { name: 'Remove suppression' }).click();

  await expect(page.getByText('Suppression removed', { exact: true })).toBeVisible();
  await expect(page.getByText('Suppression removed from the primary email address successfully.')).toBeVisible();
  await expect(item).toHaveCount(0);

  // Gone for good, not only from this page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const disabled = await page.evaluate(async (key) => {
    const token = localStorage.getItem(key);
    const response = await fetch('/api/allauth/fetchDisabledEmailsNotification', { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as unknown[];
  }, ACCESS_TOKEN_KEY);
  expect(disabled).toEqual([]);
  await expect(page.getByText(/bouncing/i)).toHaveCount(0);
});
