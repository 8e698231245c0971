import type { Page } from '@playwright/test';
import { SERVER_SCREEN_ROOT_ID } from '@insolvency/shared-contracts';
import { openWithTheAppHeldBack } from '../../fixtures/app-held-back';
import { collectConsoleProblems } from '../../fixtures/console-problems';
import { expect, test } from '../../fixtures/journey';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { HOME_TILES, tileName } from '../../fixtures/home-tiles';

/**
 * /login is rendered by the server from remote-public's LoginScreen (server/src/delivery/README.md),
 * and the app hydrates that form: the fields a visitor typed into before the app was ready are
 * the app's fields, with what was typed and the focus, and a submit made before is sent.
 */

const loginFields = (page: Page) => {
  const form = page.getByRole('main').getByRole('form', { name: 'Login' });
  return { form, email: form.getByLabel('Email'), password: form.getByLabel('Password'), submit: form.getByRole('button', { name: 'Login', exact: true }) };
};
/** The server's form, once the app has adopted it into its layout. */
const hydratedForm = (page: Page) => page.locator(`#root main #${SERVER_SCREEN_ROOT_ID} form[aria-label="Login"]`);

test('without JavaScript /login shows the Login form and the two ways to register', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    expect((await page.goto('/login'))?.status()).toBe(200);
    const fields = loginFields(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(fields.email).toBeVisible();
    await expect(fields.password).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register as an Interested Party' })).toHaveAttribute('href', '/register/interestedparty');
  } finally {
    await context.close();
  }
});

test('the app hydrates the server-rendered Login without a console error', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/login');
  await expect(hydratedForm(page)).toBeVisible();
  await expect(page.locator('#page-before-app')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('typing goes on in the app: the fields typed into before the app was ready are its own, with the text and the focus, and log in', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const release = await openWithTheAppHeldBack(page, '/login');
  const fields = loginFields(page);
  await fields.password.fill(DEMO_ACCOUNTS.buyer.password);
  await fields.email.fill(DEMO_ACCOUNTS.buyer.email.slice(0, 4));
  const typedInto = await fields.email.elementHandle();
  release();

  await expect(hydratedForm(page)).toBeVisible();
  await expect(page.locator('#page-before-app')).toHaveCount(0);
  expect(await typedInto!.evaluate((element) => element.isConnected && element.closest('#root') !== null), 'the same element, now in the app').toBe(true);
  await expect(fields.email).toHaveValue(DEMO_ACCOUNTS.buyer.email.slice(0, 4));
  await expect(fields.password).toHaveValue(DEMO_ACCOUNTS.buyer.password);
  await expect(fields.email).toBeFocused();
  await page.keyboard.type(DEMO_ACCOUNTS.buyer.email.slice(4));
  await expect(fields.email).toHaveValue(DEMO_ACCOUNTS.buyer.email);
  await fields.submit.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('link', { name: tileName(HOME_TILES.buyer[0]) })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a submit made before the app was ready is sent once it has hydrated the form, and never puts the password in the address', async ({ page }) => {
  const release = await openWithTheAppHeldBack(page, '/login');
  const fields = loginFields(page);
  await fields.email.fill(DEMO_ACCOUNTS.buyer.email);
  await fields.password.fill(DEMO_ACCOUNTS.buyer.password);
  await fields.password.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  release();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('link', { name: tileName(HOME_TILES.buyer[0]) })).toBeVisible();
});
