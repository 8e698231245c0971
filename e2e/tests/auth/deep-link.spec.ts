import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { submitLogin } from '../../fixtures/login';

test('a deep link opened anonymously goes through Login and back to the target', async ({ page }) => {
  await page.goto('/user/account-details');

  await expect(page).toHaveURL(/\/login\?.*route=AmendAccountDetails/);
  await submitLogin(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);

  await expect(page).toHaveURL(/\/user\/account-details$/);
  // The account details of the one who logged in: the primary e-mail, read-only.
  await expect(page.getByRole('textbox', { name: /e-?mail/i }).first()).toHaveValue(DEMO_ACCOUNTS.buyer.email);
});
