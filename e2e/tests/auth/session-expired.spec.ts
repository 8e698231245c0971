import { expect, test } from '../../fixtures/journey';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { loginForm, submitLogin } from '../../fixtures/login';
import { REMOTE_STATUS_PATH, remoteStatusHeading } from '../../fixtures/remote-status';
import { expiredAccessTokenFor, readStoredTokens, seedStoredTokens } from '../../fixtures/session';

const SESSION_EXPIRED = 'Your session has expired. Please reauthenticate.';

test('an expired session on a login-required route leads to Login with the expiry snackbar', async ({ page }) => {
  // An admin's access token past its expiry and a refresh token the server never issued.
  await seedStoredTokens(page, {
    accessToken: expiredAccessTokenFor(DEMO_ACCOUNTS.admin),
    refreshToken: 'revoked-or-never-issued-refresh-token',
  });

  await page.goto(REMOTE_STATUS_PATH);

  await expect(page).toHaveURL(/\/login\?.*reason=expired/);
  // The snackbar is an alert: a screen reader reads it out at once.
  await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
  await expect(loginForm(page).email).toBeVisible();
  // The refused refresh cleared both tokens.
  expect(await readStoredTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  // Logging in again returns to where the session expired.
  await submitLogin(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect(remoteStatusHeading(page)).toBeVisible();
});
