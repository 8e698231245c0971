import { expect, test } from '../../fixtures/journey';
import { DEMO_ACCOUNTS, type DemoRole } from '../../fixtures/demo-accounts';
import { HOME_TILES, foreignTiles, tileName } from '../../fixtures/home-tiles';
import { submitLogin } from '../../fixtures/login';

for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
  test(`logging in as the demo ${role} lands on ConditionalHome with the ${role}'s tiles`, async ({ page }) => {
    const account = DEMO_ACCOUNTS[role];
    await page.goto('/login');
    await submitLogin(page, account.email, account.password);

    await expect(page).toHaveURL(/\/$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    for (const label of HOME_TILES[role]) {
      await expect(main.getByRole('link', { name: tileName(label) })).toBeVisible();
    }
    for (const label of foreignTiles(role)) {
      await expect(main.getByRole('link', { name: tileName(label) })).toHaveCount(0);
    }
    // Logged in: the top bar no longer offers Login.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  });
}
