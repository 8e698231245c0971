import { expect, test } from '../../fixtures/journey';
import { expectClockTicks } from '../../fixtures/clock';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { HOME_TILES, tileName } from '../../fixtures/home-tiles';
import { REMOTE_STATUS_PATH, remoteStatusHeading, remoteStatusRow } from '../../fixtures/remote-status';

// remote-admin is the non-public remote whose screen (Remote status) exists in the
// foundation, so Retry can be seen to bring the real screen back.
test.use({ storageState: storageStatePath('admin') });

const ADMIN_REMOTE = '**/remotes/admin/**';

test('an unreachable admin remote shows Retry in its area while the top bar and footer keep working', async ({ page }) => {
  await page.route(ADMIN_REMOTE, (route) => route.abort('connectionrefused'));

  await page.goto(REMOTE_STATUS_PATH);
  const unavailable = page.getByRole('main').getByText('The admin area could not be loaded.');
  const retry = page.getByRole('main').getByRole('button', { name: 'Retry' });
  await expect(unavailable).toBeVisible();
  await expect(retry).toBeVisible();

  // The top bar lives: the clock ticks and its home link leads to the admin's tiles.
  await expectClockTicks(page);
  await page.getByRole('banner').getByRole('link', { name: 'Insolvency Marketplace' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: tileName(HOME_TILES.admin[0]) })).toBeVisible();

  // The footer still navigates.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);

  // Back to the admin screen: still unreachable; once the network is back, Retry loads it.
  await page.goto(REMOTE_STATUS_PATH);
  await expect(retry).toBeVisible();
  await page.unroute(ADMIN_REMOTE);
  await retry.click();

  await expect(remoteStatusHeading(page)).toBeVisible();
  await expect(unavailable).toBeHidden();
  await expect(remoteStatusRow(page, 'remote_admin')).toContainText(/loaded/i);
});

test.describe('for a seller', () => {
  test.use({ storageState: storageStatePath('seller') });

  const SELLER_REMOTE = '**/remotes/seller/**';

  test('an unreachable seller remote shows Retry on a seller route while the top bar and footer keep working', async ({ page }) => {
    await page.route(SELLER_REMOTE, (route) => route.abort('connectionrefused'));

    await page.goto('/user/live-posts');
    const unavailable = page.getByRole('main').getByText('The seller area could not be loaded.');
    const retry = page.getByRole('main').getByRole('button', { name: 'Retry' });
    await expect(unavailable).toBeVisible();
    await expect(retry).toBeVisible();

    await expectClockTicks(page);
    await page.getByRole('banner').getByRole('link', { name: 'Insolvency Marketplace' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: tileName(HOME_TILES.seller[0]) })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Information' }).click();
    await expect(page).toHaveURL(/\/help\/contactus$/);

    await page.goto('/user/live-posts');
    await expect(retry).toBeVisible();
    await page.unroute(SELLER_REMOTE);
    const sellerCodeArrives = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/remotes/seller/') && response.ok(),
    );
    await retry.click();

    await sellerCodeArrives;
    await expect(unavailable).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Live Postings' })).toBeVisible();
  });
});
