import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { createDraft, londonDate, postDraft } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('seller') });

test("a buyer's opening shows as a view; Mark as Sold, confirmed: Sold (never Expired), no edit links, out of Live Postings, in the archive marked Sold, no Express Interest", async ({ page, browser }) => {
  await page.goto('/user/live-posts');
  const post = await createDraft(page, 'Sold bakery');
  await postDraft(page, post.id, londonDate(0), londonDate(27));

  const buyerContext = await browser.newContext({ storageState: storageStatePath('buyer') });
  const buyerPage = await buyerContext.newPage();
  const openAsBuyer = async (buyer: Page) => {
    await buyer.goto(`/post/${post.id}`);
    await expect(buyer.getByRole('heading', { level: 1, name: post.heading, exact: true })).toBeVisible();
  };
  await openAsBuyer(buyerPage);
  await expect(buyerPage.getByRole('link', { name: 'Express Interest' })).toBeVisible();

  // The buyer's opening is counted once, beside the interest count; the owner's own openings are not.
  await page.goto(`/post/${post.id}`);
  const interest = page.getByRole('region', { name: 'Received Interest' });
  await expect(interest).toContainText('Viewed by1 user (1 view)');
  await page.reload();
  await expect(interest).toContainText('Viewed by1 user (1 view)');

  const status = page.getByRole('region', { name: 'Post Status' });
  await expect(status.getByText('For Sale', { exact: true })).toBeVisible();
  await status.getByRole('button', { name: 'Mark as Sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this post as Sold?' });
  await expect(dialog).toContainText('cannot be reposted or edited');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(status.getByText('For Sale', { exact: true })).toBeVisible();

  await status.getByRole('button', { name: 'Mark as Sold' }).click();
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(page.getByText('Your post has been marked as Sold.')).toBeVisible();
  await expect(status.getByText('Sold', { exact: true })).toBeVisible();
  await expect(status.getByText('Expired', { exact: true })).toHaveCount(0);
  await expect(status.getByRole('button', { name: 'Mark as Sold' })).toHaveCount(0);
  await expect(status.getByRole('link', { name: 'Withdraw' })).toHaveCount(0);
  const edits = page.getByRole('region', { name: 'Edit Post' });
  await expect(edits.getByRole('link')).toHaveCount(0);
  await expect(edits).toContainText('can no longer be edited');

  await page.goto('/user/live-posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Postings' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: post.heading })).toHaveCount(0);
  await page.goto('/user/posting-archive');
  const card = page.getByRole('article').filter({ hasText: post.heading });
  await expect(card).toContainText('Sold');
  await expect(card).not.toContainText('Expired');
  await expect(card.getByRole('link', { name: 'Repost' })).toHaveCount(0);

  // The buyer finds it Sold, with nothing to express interest in.
  await openAsBuyer(buyerPage);
  await expect(buyerPage.getByText('Sold', { exact: true })).toBeVisible();
  await expect(buyerPage.getByRole('link', { name: 'Express Interest' })).toHaveCount(0);
  await buyerContext.close();
});
