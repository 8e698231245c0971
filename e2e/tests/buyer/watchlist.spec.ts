import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { waitForMail } from '../../fixtures/outbox';
import { createDraft, londonDate, postDraft } from '../../fixtures/seller-posts';

test('the demo buyer saves a post ending in two days: it is on the Watchlist, the reminder mail arrives, and Saved takes it off', async ({ browser }) => {
  // The practitioner's post, on sale today until the day after tomorrow.
  const seller = await browser.newContext({ storageState: storageStatePath('seller') });
  const sellerPage = await seller.newPage();
  await sellerPage.goto('/user/live-posts');
  const post = await createDraft(sellerPage, 'Seaside hotel');
  await postDraft(sellerPage, post.id, londonDate(0), londonDate(2));
  await seller.close();

  const buyer = await browser.newContext({ storageState: storageStatePath('buyer') });
  const page = await buyer.newPage();
  await page.goto(`/post/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.heading, exact: true })).toBeVisible();
  const since = Date.now() - 1000;
  const save = page.getByRole('button', { name: `Save to watchlist: ${post.heading}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = page.getByRole('button', { name: `Saved to watchlist: ${post.heading}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  // The Watchlist, from the buyer's menu tiles on the home page.
  await page.goto('/');
  await page.getByRole('link', { name: /^Watchlist\b/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: post.heading });
  await expect(card).toBeVisible();

  // Two days before its end: the background sweep mails a reminder (once).
  const reminder = await waitForMail({ to: 'buyer@example.com', subject: new RegExp(`ends soon: ${post.heading}`), since, timeoutMs: 20_000 });
  expect(reminder.links.some((link) => new URL(link).pathname === `/post/${post.id}`)).toBe(true);
  expect(reminder.links.some((link) => new URL(link).searchParams.get('k') === 'watchlist')).toBe(true);

  // Saved on the card takes it off the list.
  await card.getByRole('button', { name: `Saved to watchlist: ${post.heading}` }).click();
  await expect(page.getByRole('article').filter({ hasText: post.heading })).toHaveCount(0);
  await buyer.close();
});
