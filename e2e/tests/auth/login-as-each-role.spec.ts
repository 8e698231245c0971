import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, type DemoRole } from '../../fixtures/demo-accounts';
import { FOREIGN_TILES, HOME_TILES } from '../../fixtures/home-tiles';
import { submitLogin } from '../../fixtures/login';

for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
  test(`logging in as the demo ${role} lands on the ${role}'s home tiles`, async ({ page }) => {
    const account = DEMO_ACCOUNTS[role];
    await page.goto('/login');
    await submitLogin(page, account.email, account.password);

    await expect(page).toHaveURL(/\/$/);
    const main = page.getByRole('main');
    for (const tile of HOME_TILES[role]) {
      await expect(main.getByRole('link', { name: tile }).first()).toBeVisible();
    }
    for (const tile of FOREIGN_TILES[role]) {
      await expect(main.getByRole('link', { name: tile })).toHaveCount(0);
    }
    // Logged in: the top bar no longer offers Login.
    await expect(page.getByRole('banner').getByRole('link', { name: /^log ?in$/i })).toHaveCount(0);
  });
}
