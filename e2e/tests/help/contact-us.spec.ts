import { expect, test } from '../../fixtures/journey';
import type { Page } from '@playwright/test';
import { waitForMail } from '../../fixtures/outbox';

/** The support mailbox of the journey server (SUPPORT_EMAIL's default). */
const SUPPORT_EMAIL = 'support@localhost';

function contactForm(page: Page) {
  return {
    from: page.getByLabel('From', { exact: true }),
    replyTo: page.getByLabel('Reply-to e-mail'),
    regarding: page.getByLabel('Regarding'),
    message: page.getByLabel('Message', { exact: true }),
    send: page.getByRole('button', { name: 'Send' }),
    // The ALTCHA widget's checkbox (in its open shadow root, which Playwright pierces); its
    // drawn tick covers the input, so a user (and the journey) clicks its label.
    captchaVerified: page.getByRole('checkbox', { name: 'Verified' }),
    captchaLabel: page.getByText("I'm not a robot", { exact: true }),
  };
}

test('a visitor sends a message through Help > Contact Us after solving the captcha; support receives it with Reply-To', async ({ page, baseURL }) => {
  // Self-hosted: the page and the captcha ask nothing of any other origin.
  const thirdPartyRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:'].includes(url.protocol) && url.origin !== new URL(String(baseURL)).origin) thirdPartyRequests.push(request.url());
  });
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help\/faqs$/);
  await expect(page.getByRole('button', { name: 'How much does it cost to post an advert?' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Help sections' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/help\/contactus$/);
  const form = contactForm(page);
  await expect(form.send).toBeDisabled();

  // The self-hosted proof of work (ALTCHA_MAX_NUMBER=1000 here); the server checks it and Send unlocks.
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/unauth/validate-recaptcha'));
  await form.captchaLabel.click();
  const verdict = (await (await checked).json()) as { hasErrors: boolean };
  expect(verdict.hasErrors).toBe(false);
  await expect(form.captchaVerified).toBeChecked();
  await expect(form.send).toBeEnabled();

  // Nothing filled in: the field messages of spec §5, and nothing is sent.
  await form.send.click();
  await expect(page.getByText('From is required')).toBeVisible();
  await expect(page.getByText('Please Enter an Email')).toBeVisible();
  await expect(page.getByText('Regarding is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await form.from.fill('Jane Journey');
  await form.replyTo.fill('not-an-email');
  await expect(page.getByText('Email should be valid')).toBeVisible();
  const replyTo = `jane.journey.${Date.now()}@example.com`;
  await form.replyTo.fill(replyTo);
  const topics = await form.regarding.locator('option').allTextContents();
  expect(topics.length).toBeGreaterThan(1);
  const topic = topics[1];
  await form.regarding.selectOption(topic);
  const text = `Please tell me more about advertising. Sent at ${new Date().toISOString()}.`;
  await form.message.fill(text);

  const since = Date.now();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/unauth/contactus'));
  await form.send.click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  const { message } = (await answer.json()) as { message: string };
  await expect(page.getByText(message)).toBeVisible();
  await expect(form.from).toHaveValue('');
  await expect(form.message).toHaveValue('');
  // The pass worked once: another message needs the captcha again.
  await expect(form.send).toBeDisabled();

  const mail = await waitForMail({ to: SUPPORT_EMAIL, since });
  expect(mail.replyTo).toEqual([replyTo]);
  expect(mail.text).toContain(text);
  expect(mail.text).toContain('Jane Journey');
  expect(mail.text).toContain(topic);

  expect(thirdPartyRequests).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('Send is disabled again when the solved captcha expires', async ({ page }) => {
  // The page's clock is ours to move: the challenge's 10-minute life passes at once.
  await page.clock.install();
  await page.goto('/help/contactus');
  const form = contactForm(page);
  await form.captchaLabel.click();
  await expect(form.captchaVerified).toBeChecked();
  await expect(form.send).toBeEnabled();

  await page.clock.fastForward('11:00');

  await expect(form.send).toBeDisabled();
  await expect(page.getByText('Complete the captcha to send your message.')).toBeVisible();
});

test("the footer's links reach Contact Us, the Terms and Conditions and the Privacy Policy", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Site information' });

  await footer.getByRole('link', { name: 'Contact Information' }).click();
  await expect(page).toHaveURL(/\/help\/contactus$/);
  await expect(page.getByLabel('Reply-to e-mail')).toBeVisible();

  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('Invoices are payable within 14 days of receipt.')).toBeVisible();

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('get a copy of your data, free of charge')).toBeVisible();
});
