import { expect, test } from '../../fixtures/journey';
import { londonDisplayDate } from '../../fixtures/clock';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { createDraft, londonDate, postDraft, typedDate } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('seller') });

const displayed = (wireDate: string) => londonDisplayDate(new Date(`${wireDate}T12:00:00Z`));

test("a live post's end date moved from 14 to 28 days after its start", async ({ page }) => {
  await page.goto('/user/live-posts');
  const post = await createDraft(page, 'Engineering firm');
  const [today, twoWeeks, fourWeeks] = [londonDate(0), londonDate(13), londonDate(27)];
  await postDraft(page, post.id, today, twoWeeks);

  await page.goto(`/post/${post.id}`);
  const status = page.getByRole('region', { name: 'Post Status' });
  await expect(status.getByText('For Sale', { exact: true })).toBeVisible();
  await expect(status).toContainText(displayed(twoWeeks));
  await status.getByRole('link', { name: 'Modify End Date' }).click();

  await expect(page.getByRole('heading', { level: 1, name: "Modify Post's End Date" })).toBeVisible();
  const end = page.getByRole('textbox', { name: 'End Date' });
  await expect(end).toHaveValue(displayed(twoWeeks));
  await end.fill(typedDate(fourWeeks));
  // From the keyboard: Enter takes the typed date and submits (Save End Date).
  await expect(page.getByRole('button', { name: 'Save End Date' })).toBeEnabled();
  await end.press('Enter');

  // Back on the post (after the confirmation): the new end date, still For Sale.
  await expect(page).toHaveURL(new RegExp(`/post/${post.id}$`));
  await expect(status.getByText('For Sale', { exact: true })).toBeVisible();
  await expect(status).toContainText(displayed(fourWeeks));
  await expect(status).not.toContainText(displayed(twoWeeks));
});
