import { expect, test } from '../../fixtures/journey';
import { submitLogin } from '../../fixtures/login';
import { linkTo, waitForMail } from '../../fixtures/outbox';
import { registerSeller } from './fresh-account';

test('logging in before confirming the e-mail says so and resends the confirmation mail on request', async ({ page, request }) => {
  const account = await registerSeller(request);

  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(page.getByTestId('login-server-message')).toContainText(/confirm/i);
  await expect(page).toHaveURL(/\/login$/);

  const since = Date.now() - 500;
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/unauth/resend-confirmation'));
  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  const { message } = (await (await answer).json()) as { message: string };
  await expect(page.getByText(message)).toBeVisible();

  const mail = await waitForMail({ to: account.email, subject: /confirm/i, since });
  expect(new URL(linkTo(mail, '/confirm-email')).searchParams.get('token')).toBeTruthy();
});
