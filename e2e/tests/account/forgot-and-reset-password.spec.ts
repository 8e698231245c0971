import { expect, test } from '../../fixtures/journey';
import { submitLogin } from '../../fixtures/login';
import { linkTo, waitForMail } from '../../fixtures/outbox';
import { pathOf, registerConfirmedSeller } from './fresh-account';

const NEW_PASSWORD = 'Changed5678';

test('a user who forgot the password resets it through the mailed link and logs in with the new one', async ({ page, request, expectAccessible }) => {
  const account = await registerConfirmedSeller(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgotpass$/);
  await expect(page.getByText(/spam or junk/)).toBeVisible();

  // The rule of section 5 first: nothing is sent without an address.
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Please enter an email')).toBeVisible();
  // Scanned now, with its message: no scan then runs while the 2.8 s success message is looked for.
  await expectAccessible('the field message shown');

  const since = Date.now() - 1000;
  await page.getByLabel('Email').fill(account.email);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/unauth/forgotpassword'));
  await page.getByRole('button', { name: 'Send Email' }).click();
  const { message } = (await (await answer).json()) as { message: string };
  // The server's text is the success message.
  await expect(page.getByText(message)).toBeVisible();

  const mail = await waitForMail({ to: account.email, subject: /password/i, since });
  await page.goto(pathOf(linkTo(mail, '/resetpass')));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

  await page.getByLabel('New Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must contain at least 7 characters')).toBeVisible();

  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('checkbox', { name: 'Show passwords' }).check();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await page.getByRole('link', { name: 'Login With New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await submitLogin(page, account.email, account.password);
  await expect(page.getByTestId('login-server-message')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account.email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The link was single-use.
  const reused = await request.post(`/api/unauth/resetpassword${new URL(linkTo(mail, '/resetpass')).search}`, {
    data: { Password: 'Another999', ConfirmPassword: 'Another999' },
  });
  expect(reused.status()).toBeGreaterThanOrEqual(400);
  expect(reused.status()).toBeLessThan(500);
});
