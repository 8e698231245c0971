import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { loginForm } from '../../fixtures/login';
import { expiredAccessTokenFor, readStoredTokens, seedStoredTokens } from '../../fixtures/session';

const SESSION_EXPIRED = 'Your session has expired. Please reauthenticate.';

test('an expired session on a login-required route leads to Login with the expiry snackbar', async ({ page }) => {
  await seedStoredTokens(page, {
    accessToken: expiredAccessTokenFor(DEMO_ACCOUNTS.buyer),
    refreshToken: 'revoked-or-never-issued-refresh-token',
  });

  await page.goto('/user/account-details');

  await expect(page).toHaveURL(/\/login\?.*reason=expired/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await expect(loginForm(page).email).toBeVisible();
  // The failed refresh cleared both tokens.
  expect(await readStoredTokens(page)).toEqual({ accessToken: null, refreshToken: null });
});
