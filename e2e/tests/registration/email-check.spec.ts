import { expect, test } from '../../fixtures/journey';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { expectStep, field, fillPersonalDetails, freshEmail, next, registerLabels } from './registration-wizard';

test('leaving step 1 with an address that already has an account shows the server\'s message and a pointer to support; a new address moves on', async ({ page, request }) => {
  const labels = await registerLabels(request, false);
  await page.goto('/register/insolvencypractitioner');
  await expectStep(page, /^Step 1 of 4/);

  await fillPersonalDetails(page, { email: DEMO_ACCOUNTS.buyer.email, title: labels.titleLabels[0].description, forenames: 'Kim', surname: 'Again' });
  const check = page.waitForResponse((response) => response.url().endsWith('/api/validate-emails'));
  await next(page);
  const answer = await check;
  expect(answer.status()).toBe(409);
  const { message } = (await answer.json()) as { message: string };

  const problems = page.getByTestId('email-check-problems');
  await expect(problems).toContainText(message);
  await expect(problems.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/help/contactus');
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expectStep(page, /^Step 1 of 4/);
  await expect(page.getByRole('navigation', { name: 'Registration steps' }).getByRole('button', { name: /Address Details/ })).toHaveCount(0);

  const email = freshEmail('recheck');
  await field(page, 'Email').fill(email);
  await field(page, 'Confirm Email').clear();
  await field(page, 'Confirm Email').pressSequentially(email);
  await expect(problems).toHaveCount(0);
  await next(page);
  await expectStep(page, /^Step 2 of 4: Address Details/);
});
