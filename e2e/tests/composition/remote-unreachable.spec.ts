import { expect, test } from '@playwright/test';
import { expectClockTicks } from '../../fixtures/clock';
import { storageStatePath } from '../../fixtures/demo-accounts';

test.use({ storageState: storageStatePath('seller') });

const SELLER_REMOTE = '**/remotes/seller/**';

test('an unreachable seller remote shows Retry in its area while the rest keeps working', async ({ page }) => {
  await page.route(SELLER_REMOTE, (route) => route.abort('connectionrefused'));

  await page.goto('/user/live-posts');
  const retry = page.getByRole('button', { name: /retry/i });
  await expect(retry).toBeVisible();

  // The top bar still lives and the footer still navigates.
  await expectClockTicks(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: /privacy policy/i }).first()).toBeVisible();

  // Back to the seller screen: still unreachable, then the network comes back and Retry loads it.
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/live-posts$/);
  await expect(retry).toBeVisible();
  await page.unroute(SELLER_REMOTE);
  await retry.click();

  await expect(retry).toBeHidden();
  await expect(page.getByRole('heading', { name: /live posts/i }).first()).toBeVisible();
});
