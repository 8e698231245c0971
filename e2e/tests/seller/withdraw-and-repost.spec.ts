import { readFileSync } from 'node:fs';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { createDraft, londonDate, postDraft } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('seller') });

test('a live post withdrawn goes to the Posting Archive; reposted it is For Sale again with a second invoice, and its SIP 16 evidence downloads', async ({ page }) => {
  await page.goto('/user/live-posts');
  const post = await createDraft(page, 'Garden centre');
  await postDraft(page, post.id, londonDate(0), londonDate(27));

  await page.goto(`/post/${post.id}`);
  const status = page.getByRole('region', { name: 'Post Status' });
  const invoices = page.getByRole('region', { name: 'Invoices' }).getByRole('link', { name: /^Invoice \d+$/ });
  await expect(status.getByText('For Sale', { exact: true })).toBeVisible();
  await expect(invoices).toHaveCount(1);
  await status.getByRole('link', { name: 'Withdraw' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw Post' })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw Post' }).click();
  await expect(page.getByText('Your post has been withdrawn.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/post/${post.id}$`));
  await expect(status.getByText('Withdrawn', { exact: true })).toBeVisible();

  // Gone from the live posts, in the archive with Repost.
  await page.goto('/user/live-posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Postings' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: post.heading })).toHaveCount(0);
  await page.goto('/user/posting-archive');
  const card = page.getByRole('article').filter({ hasText: post.heading });
  await expect(card).toContainText('Withdrawn');
  await card.getByRole('link', { name: 'Repost' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Repost' })).toBeVisible();
  await page.getByRole('button', { name: 'Post Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: post.heading, exact: true })).toBeVisible();
  await expect(status.getByText('For Sale', { exact: true })).toBeVisible();
  await expect(invoices).toHaveCount(2);

  // Both periods go into the post's SIP 16 marketing evidence.
  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Marketing Evidence' }).getByRole('button', { name: 'SIP 16 evidence (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sip16-evidence-${post.id}.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 4).toString('latin1')).toBe('%PDF');
});
