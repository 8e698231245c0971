import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { createDraft } from '../../fixtures/seller-posts';
import { ACCESS_TOKEN_KEY } from '../../fixtures/session';

test.use({ storageState: storageStatePath('seller') });

test('the demo seller opens a draft, posts it now: For Sale, with an invoice of £345.00 + £69.00 VAT = £414.00', async ({ page }) => {
  // A draft of its own: the first card of the list could be another journey's fresh draft, posted at the same time.
  await page.goto('/user/draft-posts');
  const { heading } = await createDraft(page, 'Draft to post');
  await page.reload();
  const card = page.getByRole('article').filter({ hasText: heading });
  await card.getByRole('link', { name: 'View Detail' }).click();

  // The public detail, titled by its heading, with the owner's panel mounted from remote-seller.
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${heading} · Insolvency Marketplace`);
  const status = page.getByRole('region', { name: 'Post Status' });
  await expect(status.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('This Post has no Billable Periods');

  await status.getByRole('link', { name: 'Post Draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post Draft' })).toBeVisible();
  const price = page.getByRole('region', { name: 'Price of this period' });
  await expect(price).toContainText('Rate per block£345.00');
  await expect(price).toContainText('VAT (20%)£69.00');
  await expect(price).toContainText('Total£414.00');
  await page.getByRole('button', { name: 'Post Now' }).click();

  // Back on the post: For Sale, and the period's invoice listed.
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(status.getByText('For Sale', { exact: true })).toBeVisible();
  const invoiceLink = page.getByRole('region', { name: 'Invoices' }).getByRole('link', { name: /^Invoice \d+$/ });
  await expect(invoiceLink).toHaveCount(1);

  // The invoice raised holds the figures the confirm step showed.
  const invoiceId = ((await invoiceLink.getAttribute('href')) ?? '').split('/').pop();
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  const invoice = await page.request.get(`/api/seller/invoice?id=${invoiceId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(invoice.status()).toBe(200);
  expect((await invoice.json()).calculatedInformation).toMatchObject({ first28Amount: 345, vatAmount: 69, totalPrice: 414 });
});
