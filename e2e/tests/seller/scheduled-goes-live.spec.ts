import { expect, test } from '../../fixtures/journey';
import { londonDisplayDate } from '../../fixtures/clock';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { createDraft, londonDate, typedDate } from '../../fixtures/seller-posts';
import { answerDaysLater } from '../../fixtures/test-clock';

test.use({ storageState: storageStatePath('seller') });

test('a draft scheduled from tomorrow is Scheduled today and For Sale on its start date, without anyone acting', async ({ page }) => {
  await page.goto('/user/draft-posts');
  const draft = await createDraft(page, 'Scheduled cafe');
  const tomorrow = londonDate(1);

  await page.goto(`/post/${draft.id}/post-draft`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post Draft' })).toBeVisible();
  const start = page.getByRole('textbox', { name: 'Start Date' });
  await start.fill(typedDate(tomorrow));
  await start.press('Tab');
  // A later start turns Post Now into Schedule (the end date stays 27 days after today).
  await page.getByRole('button', { name: 'Schedule' }).click();

  const status = page.getByRole('region', { name: 'Post Status' });
  await expect(page.getByRole('heading', { level: 1, name: draft.heading, exact: true })).toBeVisible();
  await expect(status.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(status).toContainText(londonDisplayDate(new Date(`${tomorrow}T12:00:00Z`)));
  await page.goto('/user/scheduled-posts');
  await expect(page.getByRole('article').filter({ hasText: draft.heading })).toHaveCount(1);

  // Tomorrow, as the server's test clock answers this page: For Sale, listed live, no longer scheduled.
  await answerDaysLater(page, 1);
  await page.goto(`/post/${draft.id}`);
  await expect(status.getByText('For Sale', { exact: true })).toBeVisible();
  await page.goto('/user/live-posts');
  await expect(page.getByRole('article').filter({ hasText: draft.heading })).toHaveCount(1);
  await page.goto('/user/scheduled-posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Posts' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: draft.heading })).toHaveCount(0);
});
