import type { SearchAnswer } from '@insolvency/shared-contracts';
import { expect, test } from '../../fixtures/journey';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { loginForm, submitLogin } from '../../fixtures/login';
import { REMOTE_STATUS_PATH, remoteStatusHeading } from '../../fixtures/remote-status';
import { expiredAccessTokenFor, readStoredTokens, refusedAccessTokenFor, seedStoredTokens } from '../../fixtures/session';

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

test('a session that expires on a search returns, after Login, to the same words and filters', async ({ page, request }) => {
  const answer = await request.get('/api/unauth/search?q=brewrey');
  expect(answer.status()).toBe(200);
  const region = ((await answer.json()) as SearchAnswer).facets.region[0];
  expect(region, 'the demo seed has a brewery with a region').toBeDefined();
  const searchAddress = `/search?q=brewrey&region=${region.id}`;
  await seedStoredTokens(page, {
    accessToken: refusedAccessTokenFor(DEMO_ACCOUNTS.buyer),
    refreshToken: 'revoked-or-never-issued-refresh-token',
  });

  // The buyer's screen asks the server something; the 401 and the refused refresh end the session.
  await page.goto(searchAddress);

  await expect(page).toHaveURL(/\/login\?route=Search&id=.+&reason=expired/);
  await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED })).toBeVisible();

  await submitLogin(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password);
  await expect(page).toHaveURL(searchAddress);
  await expect(page.getByRole('searchbox', { name: 'Words' })).toHaveValue('brewrey');
  await expect(page.locator(`input[type="checkbox"][name="region"][value="${region.id}"]`)).toBeChecked();
});
