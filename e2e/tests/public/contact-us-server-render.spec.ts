import type { Page } from '@playwright/test';
import { SERVER_SCREEN_ROOT_ID } from '@insolvency/shared-contracts';
import { openWithTheAppHeldBack } from '../../fixtures/app-held-back';
import { collectConsoleProblems } from '../../fixtures/console-problems';
import { expect, test } from '../../fixtures/journey';
import { waitForMail } from '../../fixtures/outbox';

/**
 * Help > Contact Us is rendered by the server from remote-public's ContactUsScreen, with its topics
 * (server/src/delivery/README.md), and the app hydrates that form: what a visitor typed and chose
 * before the app was ready stays, the captcha (which only runs in the browser) takes the place the
 * page kept for it, and the message is sent as before.
 */

const contactForm = (page: Page) => {
  const form = page.getByRole('main').getByRole('form', { name: 'Contact Us' });
  return {
    form,
    from: form.getByLabel('From', { exact: true }),
    replyTo: form.getByLabel('Reply-to e-mail'),
    regarding: form.getByLabel('Regarding'),
    message: form.getByLabel('Message', { exact: true }),
    send: form.getByRole('button', { name: 'Send' }),
    // The ALTCHA widget, drawn by the app: its label is what a user clicks.
    captchaLabel: page.getByText("I'm not a robot", { exact: true }),
  };
};
/** The server's form, once the app has adopted it into its layout. */
const hydratedForm = (page: Page) => page.locator(`#root main #${SERVER_SCREEN_ROOT_ID} form[aria-label="Contact Us"]`);

test('without JavaScript Contact Us shows the Help tabs, the form with its topics, and why it cannot be sent', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    expect((await page.goto('/help/contactus'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Help sections' }).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    const fields = contactForm(page);
    for (const field of [fields.from, fields.replyTo, fields.regarding, fields.message]) await expect(field).toBeVisible();
    expect((await fields.regarding.locator('option').allTextContents()).length).toBeGreaterThan(1);
    await expect(fields.send).toBeDisabled();
    // Playwright's text locators skip <noscript>; the line is found by its place.
    await expect(page.locator('fieldset noscript p')).toHaveText(/^The captcha needs JavaScript, which is turned off in this browser/);
    await expect(page.locator('fieldset noscript p')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the app hydrates the server-rendered Contact Us without a console error, and the captcha takes the place kept for it', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const release = await openWithTheAppHeldBack(page, '/help/contactus');
  const fields = contactForm(page);
  await expect(fields.send).toBeVisible();
  const sendBefore = await fields.send.boundingBox();
  release();

  await expect(hydratedForm(page)).toBeVisible();
  await expect(page.locator('#page-before-app')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(fields.captchaLabel).toBeVisible();
  await expect(page.locator('fieldset noscript p'), 'with JavaScript the <noscript> line is text, never shown').toHaveCount(0);
  expect(problems).toEqual([]);
  expect(await fields.send.boundingBox(), 'Send stays where it was: the captcha drew in its place').toEqual(sendBefore);
});

test('what was typed and chosen before the app was ready is kept, an early Enter puts nothing in the address, and the message is sent', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const release = await openWithTheAppHeldBack(page, '/help/contactus');
  const fields = contactForm(page);
  const replyTo = `early.visitor.${Date.now()}@example.com`;
  const text = `Typed before the app was ready, at ${new Date().toISOString()}.`;
  await fields.from.fill('Early Visitor');
  await fields.replyTo.fill(replyTo);
  const topic = (await fields.regarding.locator('option').allTextContents())[1];
  await fields.regarding.selectOption(topic);
  await fields.message.fill(text);
  await fields.from.press('Enter');
  await expect(page).toHaveURL(/\/help\/contactus$/);
  release();

  await expect(hydratedForm(page)).toBeVisible();
  await expect(fields.from).toHaveValue('Early Visitor');
  await expect(fields.replyTo).toHaveValue(replyTo);
  await expect(fields.regarding).toHaveValue(topic);
  await expect(fields.message).toHaveValue(text);
  await expect(fields.send).toBeDisabled();

  await fields.captchaLabel.click();
  await expect(fields.send).toBeEnabled();
  const since = Date.now();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/unauth/contactus'));
  await fields.send.click();
  expect((await sent).status()).toBe(200);
  await expect(fields.message).toHaveValue('');
  const mail = await waitForMail({ to: 'support@localhost', since });
  expect(mail.replyTo).toEqual([replyTo]);
  expect(mail.text).toContain(text);
  expect(mail.text).toContain(topic);
  expect(problems).toEqual([]);
});
