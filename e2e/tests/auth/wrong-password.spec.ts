import { expect, test } from '../../fixtures/journey';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { loginForm, submitLogin } from '../../fixtures/login';

test("a wrong password shows the server's answer under the form and clears the password", async ({ page }) => {
  await page.goto('/login');
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  await submitLogin(page, DEMO_ACCOUNTS.buyer.email, 'Wrong-password-1');

  const answer = await loginAnswer;
  expect(answer.status()).toBe(401);
  const { message } = (await answer.json()) as { message: string };
  expect(message.length).toBeGreaterThan(0);

  await expect(page.getByText(message)).toBeVisible();
  await expect(loginForm(page).password).toHaveValue('');
  await expect(page).toHaveURL(/\/login/);
});
