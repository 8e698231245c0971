import { readFileSync } from 'node:fs';
import { expect, test } from '../../fixtures/journey';
import { DEMO_PASSWORD } from '../../fixtures/demo-accounts';
import { submitLogin } from '../../fixtures/login';
import { ACCESS_TOKEN_KEY } from '../../fixtures/session';
import { recordStatusMessages } from '../../fixtures/status-messages';

// A seeded buyer no other journey logs in as (server/src/seed/demo-accounts.ts).
const ACCOUNT = { email: 'david.evans@example.com', password: DEMO_PASSWORD };

test('a user amends account details and address; an 11-character postcode is refused, a valid one is kept', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, ACCOUNT.email, ACCOUNT.password);
  await expect(page).not.toHaveURL(/\/login/);

  // The account menu leads to the account screens.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Details' }).click();
  await expect(page).toHaveURL(/\/user\/account-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();

  const primary = page.getByLabel('Primary Email');
  await expect(primary).toHaveValue(ACCOUNT.email);
  await expect(primary).not.toBeEditable();
  await expect(page.getByText(/free of charge/)).toBeVisible();

  const position = `Owner ${Date.now() % 10_000}`;
  await page.getByLabel('Position').fill(position);
  await page.getByLabel('Secondary Email (optional)').fill('david.evans.office@example.com');
  // The confirmation lasts 2.8 s: recorded as it appears rather than polled for.
  const accountMessages = await recordStatusMessages(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(accountMessages).toContain('Changes Successfully Saved');

  await page.reload();
  await expect(page.getByLabel('Position')).toHaveValue(position);
  await expect(page.getByLabel('Secondary Email (optional)')).toHaveValue('david.evans.office@example.com');

  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Address and Phone' }).click();
  await expect(page).toHaveURL(/\/user\/account-addressphone$/);
  const postcode = page.getByLabel('Postcode');
  await expect(postcode).not.toHaveValue('');

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/allauth/account-address')) patches.push(request.url());
  });
  await postcode.fill('CF10 4BB 12');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Post Code must be less than 10 characters')).toBeVisible();
  await expect(page.getByText('Changes Successfully Saved')).toBeHidden();
  expect(patches).toHaveLength(0);

  await postcode.fill('CF10 5AL');
  await page.getByLabel('Mobile (optional)').fill('07700 900123');
  const addressMessages = await recordStatusMessages(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(addressMessages).toContain('Changes Successfully Saved');
  expect(patches).toHaveLength(1);

  await page.reload();
  await expect(page.getByLabel('Postcode')).toHaveValue('CF10 5AL');
  await expect(page.getByLabel('Mobile (optional)')).toHaveValue('07700 900123');

  // UK GDPR: the user's own data, free, as the JSON file the server names.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const saved = readFileSync(await download.path(), 'utf8');
  expect(saved).toContain(ACCOUNT.email);
  expect(saved).toContain('CF10 5AL');
  expect(() => JSON.parse(saved) as unknown).not.toThrow();
});

test('the server refuses an 11-character postcode too', async ({ page, request }) => {
  await page.goto('/login');
  await submitLogin(page, ACCOUNT.email, ACCOUNT.password);
  await expect(page).not.toHaveURL(/\/login/);
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  const response = await request.patch('/api/allauth/account-address', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      AddressLine1: '22 Tyndall Street',
      AddressLine2: null,
      AddressLine3: null,
      TownCity: 'Cardiff',
      County: null,
      Postcode: 'CF10 4BB 12',
      CountryCode: 'GB',
      Telephone: '029 2018 0344',
      Mobile: null,
    },
  });
  expect(response.status()).toBe(400);
  expect(JSON.stringify(await response.json())).toContain('Post Code must be less than 10 characters');
});
