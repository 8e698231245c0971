import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { callApi, fillNewPost, uniquePost } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('seller') });

test('AddPost, Post now, Post New, Post Now: the post is For Sale with one invoice of 345 + 69 VAT = 414', async ({ page }) => {
  const post = uniquePost('Printing works in Leeds');
  await page.goto('/user/add-post');
  await fillNewPost(page, { ...post, description: 'A printing works with two presses and a loyal client base.' });
  await page.getByRole('button', { name: 'Post now' }).click();

  // Post New: today to 27 days later, priced before confirming.
  await expect(page).toHaveURL(/\/post\/post-new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post New' })).toBeVisible();
  await expect(page.getByText(`${post.heading} (Reference: ${post.reference})`)).toBeVisible();
  const price = page.getByRole('region', { name: 'Price of this period' });
  await expect(price).toContainText('Total£414.00');
  await page.getByRole('button', { name: 'Post Now' }).click();

  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: post.heading, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Post Status' }).getByText('For Sale', { exact: true })).toBeVisible();
  const invoiceLink = page.getByRole('region', { name: 'Invoices' }).getByRole('link', { name: /^Invoice \d+$/ });
  await expect(invoiceLink).toHaveCount(1);

  const invoiceId = ((await invoiceLink.getAttribute('href')) ?? '').split('/').pop();
  const invoice = await callApi<{ calculatedInformation: object }>(page, 'GET', `seller/invoice?id=${invoiceId}`);
  expect(invoice.calculatedInformation).toMatchObject({ first28Amount: 345, vatAmount: 69, totalPrice: 414 });

  // Among the live posts.
  await page.goto('/user/live-posts');
  await expect(page.getByRole('article').filter({ hasText: post.heading })).toHaveCount(1);
});
