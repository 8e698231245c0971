import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { fillNewPost, uniquePost } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('seller') });

test('a new post with a UK phone number in its description: Personal Details detected, Yes strips it, the draft is saved without it', async ({ page }) => {
  const post = uniquePost('Bakery in Cardiff');
  await page.goto('/user/add-post');
  await fillNewPost(page, { ...post, description: 'Freehold bakery, call 07700 900123 for the sales pack.' });
  await page.getByRole('button', { name: 'Save Draft' }).click();

  const dialog = page.getByRole('dialog', { name: 'Personal Details detected' });
  await expect(dialog).toContainText('07700 900123');
  await dialog.getByRole('button', { name: 'Yes' }).click();

  // The draft's detail: the description as saved, the number gone.
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: post.heading, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Post Status' }).getByText('Draft', { exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Freehold bakery, call');
  await expect(main).toContainText('for the sales pack.');
  await expect(main).not.toContainText('07700');
});
