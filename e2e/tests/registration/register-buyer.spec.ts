import { expect, test } from '../../fixtures/journey';
import { HOME_TILES, tileName } from '../../fixtures/home-tiles';
import { submitLogin } from '../../fixtures/login';
import { linkTo, waitForMail } from '../../fixtures/outbox';
import { expectStep, field, fillAddress, fillPassword, fillPersonalDetails, freshEmail, next, registerLabels } from './registration-wizard';

const PASSWORD = 'Buyer2468';

// A whole wizard, a mail and a login: longer than the default 45 s on the shared 2-core machine.
test.setTimeout(120_000);

test('a buyer registers through all 7 steps, confirms the e-mail through the mailed link, logs in and sees the buyer home', async ({ page, request }) => {
  const email = freshEmail('buyer');
  const labels = await registerLabels(request, true);

  await page.goto('/register/');
  await page.getByRole('link', { name: 'Register as an Interested Party' }).click();
  await expect(page).toHaveURL(/\/register\/interestedparty$/);

  // Step 1: personal and company details, Function.
  await expectStep(page, /^Step 1 of 7/);
  await fillPersonalDetails(page, { email, title: labels.titleLabels[0].description, forenames: 'Jordan', surname: 'Buyer' });
  await field(page, 'Function').selectOption({ label: labels.functionLabels![0].description });
  const emailCheck = page.waitForResponse((response) => response.url().endsWith('/api/validate-emails'));
  await next(page);
  expect((await emailCheck).status()).toBe(200);

  // Step 2: address.
  await expectStep(page, /^Step 2 of 7: Address Details/);
  await fillAddress(page);
  await next(page);

  // Step 3: nothing chosen yet, then the 'Any ...' toggles.
  await expectStep(page, /^Step 3 of 7/);
  await next(page);
  await expect(page.getByText('Please select at least one Location')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Any Location' }).check();
  await page.getByRole('checkbox', { name: 'Any Turnover' }).check();
  await page.getByRole('checkbox', { name: 'Any Employees' }).check();
  await expect(page.getByRole('button', { name: 'Skip To End' })).toBeEnabled();
  await next(page);

  // Steps 4 to 6: one category sector, keywords, one asset.
  await expectStep(page, /^Step 4 of 7: Business Categories/);
  await page.getByRole('group', { name: 'Business Categories' }).getByRole('checkbox').first().check();
  await next(page);
  await expectStep(page, /^Step 5 of 7: Keywords/);
  await field(page, 'Keywords').fill('bakery equipment');
  await expect(page.getByText('16 / 1000')).toBeVisible();
  await next(page);
  await expectStep(page, /^Step 6 of 7: Assets/);
  await page.getByRole('group', { name: 'Assets' }).getByRole('checkbox').first().check();
  await next(page);

  // Step 7: password, consent line, submit.
  await expectStep(page, /^Step 7 of 7: Password/);
  const form = page.getByRole('form', { name: 'Interested Party registration' });
  await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('target', '_blank');
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  await fillPassword(page, PASSWORD);
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/register\/success$/);
  await expect(page.getByText('Please verify your e-mail address')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const mail = await waitForMail({ to: email, subject: /confirm/i, since });
  const link = new URL(linkTo(mail, '/confirm-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('region', { name: 'Confirmation result' })).toContainText(/confirmed/i);
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole('main');
  for (const label of HOME_TILES.buyer) {
    await expect(main.getByRole('link', { name: tileName(label) })).toBeVisible();
  }
});
