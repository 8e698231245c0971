import { expect, test } from '../../fixtures/journey';
import { CAPACITY_CODE_REQUIRING_IP_NAME, IP_NAME_REQUIRED_MESSAGE } from '@insolvency/shared-contracts';
import { HOME_TILES, tileName } from '../../fixtures/home-tiles';
import { submitLogin } from '../../fixtures/login';
import { linkTo, waitForMail } from '../../fixtures/outbox';
import { expectStep, field, fillAddress, fillPassword, fillPersonalDetails, freshEmail, next, registerLabels } from './registration-wizard';

const PASSWORD = 'Seller1357';

// A whole wizard, a mail and a login: longer than the default 45 s on the shared 2-core machine.
test.setTimeout(120_000);

test("a seller acting for a named practitioner (capacity code '2') must give the IP Name, then confirms, logs in and sees the seller home", async ({ page, request }) => {
  const email = freshEmail('seller');
  const labels = await registerLabels(request, false);
  const actingFor = labels.capacityLabels!.find((capacity) => capacity.code === CAPACITY_CODE_REQUIRING_IP_NAME)!;
  const licensed = labels.capacityLabels!.find((capacity) => capacity.code !== CAPACITY_CODE_REQUIRING_IP_NAME)!;

  await page.goto('/register/');
  await page.getByRole('link', { name: 'Register as an Insolvency Practitioner' }).click();
  await expect(page).toHaveURL(/\/register\/insolvencypractitioner$/);

  await expectStep(page, /^Step 1 of 4: Personal Details/);
  await fillPersonalDetails(page, { email, title: labels.titleLabels[0].description, forenames: 'Sam', surname: 'Seller' });
  await next(page);

  await expectStep(page, /^Step 2 of 4: Address Details/);
  await field(page, 'Postcode').fill('LS1 4AP TOO LONG');
  await next(page);
  await expect(page.getByText('Postcode cannot be longer than 10 characters')).toBeVisible();
  await fillAddress(page);
  await next(page);

  await expectStep(page, /^Step 3 of 4: Registration Confirmation/);
  await field(page, 'Capacity').selectOption({ label: licensed.description });
  await expect(field(page, "Insolvency Practitioner's Name")).toHaveCount(0);
  await field(page, 'Capacity').selectOption({ label: actingFor.description });
  await next(page);
  await expect(page.getByText(IP_NAME_REQUIRED_MESSAGE)).toBeVisible();
  await expectStep(page, /^Step 3 of 4/);
  // The password step stays locked meanwhile.
  await expect(page.getByRole('navigation', { name: 'Registration steps' }).getByRole('button', { name: /Password/ })).toHaveCount(0);

  await field(page, "Insolvency Practitioner's Name").fill('Alex Practitioner');
  await next(page);

  await expectStep(page, /^Step 4 of 4: Password/);
  await fillPassword(page, PASSWORD);
  const since = Date.now() - 1000;
  const registration = page.waitForRequest((req) => req.url().endsWith('/api/register-insolvencypractitioner'));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  expect((await registration).postDataJSON()).toMatchObject({ Email: email, Email2: null, CapacityID: actingFor.capacityId, IPName: 'Alex Practitioner' });

  await expect(page).toHaveURL(/\/register\/success$/);
  await expect(page.getByText('Please verify your e-mail address')).toBeVisible();

  const mail = await waitForMail({ to: email, subject: /confirm/i, since });
  const link = new URL(linkTo(mail, '/confirm-email'));
  await page.goto(link.pathname + link.search);
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole('main');
  for (const label of HOME_TILES.seller) {
    await expect(main.getByRole('link', { name: tileName(label) })).toBeVisible();
  }
});
