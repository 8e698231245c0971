import { SERVER_SCREEN_ROOT_ID } from '@insolvency/shared-contracts';
import { collectConsoleProblems } from '../../fixtures/console-problems';
import { expect, test } from '../../fixtures/journey';

/*
 * The FAQs page is rendered by the server from remote-public's FaqsScreen, because the deployed
 * remote-public's load plan marks its route `serverRendered` (server/src/delivery/server-render/):
 * a browser without JavaScript or a crawler reads the heading and the questions from the HTML.
 */

const FIRST_QUESTION = 'What is Insolvency Marketplace?';

test('without JavaScript the FAQs page shows its heading, its tabs and its questions', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    const response = await page.goto('/help/faqs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Help sections' });
    await expect(tabs.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/help/contactus');
    await expect(page.getByRole('heading', { level: 2, name: FIRST_QUESTION })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'I cannot log in. What should I do?' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('with JavaScript the app hydrates the server-rendered FAQs without a console error, and its questions open', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const html = await (await page.request.get('/help/faqs')).text();
  expect(html, 'the server put the screen in the page').toContain('aria-label="Help sections"');

  await page.goto('/help/faqs');
  const adopted = page.locator(`#root main #${SERVER_SCREEN_ROOT_ID}`);
  await expect(adopted.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.locator('#page-before-app')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByRole('button', { name: FIRST_QUESTION }).click();
  await expect(page.getByRole('region', { name: FIRST_QUESTION })).toBeVisible();
  // Its tabs navigate in the app: the Contact Us screen replaces the FAQs.
  await page.getByRole('navigation', { name: 'Help sections' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/help\/contactus$/);
  await expect(adopted).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toHaveCount(1);
  expect(problems).toEqual([]);
});
