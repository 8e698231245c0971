import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { ACCESS_TOKEN_KEY } from '../../fixtures/session';
import { recordStatusMessages } from '../../fixtures/status-messages';

test.use({ storageState: storageStatePath('admin') });

// James Whitfield, a demo seller no other journey posts as: his price rate changes here.
const SELLER = 'James Whitfield';

test('the demo admin filters users, sets a seller a price rate of £300, approves and unapproves a post, and reads it all in the audit trail', async ({ page }) => {
  const api = async (path: string) => {
    const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
    const response = await page.request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return response.json();
  };

  // Administrate Users: sellers only by default; buyers only; everyone.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrate Users' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: SELLER })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Tom Reilly' })).toHaveCount(0);
  await page.getByLabel('Show').selectOption({ label: 'Buyers only' });
  await expect(table.getByRole('link', { name: 'Tom Reilly' })).toBeVisible();
  await expect(table.getByRole('link', { name: SELLER })).toHaveCount(0);
  await page.getByLabel('Show').selectOption({ label: 'All users' });
  await expect(table.getByRole('link', { name: 'Priya Shah' })).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'Sellers only' });

  // The seller's detail: a custom rate of £300.
  await table.getByRole('link', { name: SELLER }).click();
  await expect(page.getByRole('heading', { level: 1, name: SELLER })).toBeVisible();
  const sellerId = Number(page.url().split('/').pop());
  await page.getByRole('button', { name: 'Edit price rate…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom price rate' });
  await dialog.getByLabel('Price per 28 days (£, before VAT)').fill('300');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The price rate is now £300.00.')).toBeVisible();
  await expect(page.getByText('£300.00 (custom)')).toBeVisible();

  // Through the API: his posts now cost £300 a 28-day block (+ £60 VAT = £360).
  const detail = await api(`admin/user?id=${sellerId}`);
  expect(detail.userDetails).toMatchObject({ customPriceRate: 300, priceRate: 300 });
  const [posting] = detail.userDetails.businessPosting;
  const post = await api(`allauth/post?id=${posting.businessId}`);
  expect(post.priceRate).toBe(300);
  expect(post.priceRate * 0.2).toBe(60);

  // Administrate Posts: approve a post, then unapprove it.
  await page.goto('/admin/posts');
  const messagesShown = await recordStatusMessages(page);
  const approve = page.getByRole('button', { name: /^Approve / }).first();
  const reference = ((await approve.getAttribute('aria-label')) ?? '').replace(/^Approve /, '');
  await approve.click();
  await expect.poll(messagesShown).toContainEqual(expect.stringContaining('The post is approved.'));
  await page.getByRole('button', { name: `Unapprove ${reference}`, exact: true }).click();
  await expect.poll(messagesShown).toContainEqual(expect.stringContaining('The post is unapproved.'));
  await expect(page.getByRole('button', { name: `Approve ${reference}`, exact: true })).toBeVisible();

  // The post's detail page carries remote-admin's panel: approval state and the same action.
  await page.getByRole('link', { name: reference, exact: true }).click();
  const panel = page.getByRole('region', { name: 'Admin' });
  await expect(panel).toContainText('Not approved');
  await expect(panel.getByRole('button', { name: `Approve ${reference}`, exact: true })).toBeVisible();

  // The audit trail lists the three actions, newest first, by the demo admin.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: 'Priya Shah' });
  await expect(rows.nth(0)).toContainText('Unapprove post');
  await expect(rows.nth(1)).toContainText('Approve post');
  await expect(rows.nth(2)).toContainText('Price rate');
  await expect(rows.nth(2)).toContainText('customPriceRate: 300');
  await page.getByLabel('User id').fill(String(sellerId));
  await page.getByLabel('User id').press('Enter');
  await expect(page).toHaveURL(new RegExp(`userId=${sellerId}`));
  await expect(page.getByRole('link', { name: `User ${sellerId}` })).toBeVisible();

  // Leave the seller on the standard rate.
  await page.goto(`/admin/user/${sellerId}`);
  await page.getByRole('button', { name: 'Reset to standard rate (£345)' }).click();
  await expect(page.getByText('The price rate is back to the standard £345.00.')).toBeVisible();
});
