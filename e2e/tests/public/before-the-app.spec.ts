import { openWithTheAppHeldBack } from '../../fixtures/app-held-back';
import { expect, test } from '../../fixtures/journey';

/*
 * A page the server rendered shows long before the app owns it (issue 59): what a visitor does in
 * that time must not be lost. Links and GET forms work by themselves; a click on a button is held
 * by the page's first script and pressed by the app once it is there; words typed in the top bar
 * follow into the app's bar (shell/src/delivery/page-first-script.ts). Each journey holds the
 * app's scripts back, acts on the server's page, then lets the app start.
 */

const PAGE_BEFORE_APP = '#page-before-app';

test("a question of the FAQs opened before the app is open once the app is there", async ({ page }) => {
  const release = await openWithTheAppHeldBack(page, '/help/faqs');
  const question = page.locator(PAGE_BEFORE_APP).getByRole('button', { name: 'Who can advertise businesses and assets?' });
  await question.click();

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Who can advertise businesses and assets?' })).toHaveAttribute('aria-expanded', 'true');
});

test("the phone's menu button pressed before the app opens the app's menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await openWithTheAppHeldBack(page, '/help/faqs');
  await page.locator(PAGE_BEFORE_APP).getByRole('banner').getByRole('button', { name: 'Open menu' }).click();

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test("the home's Next before the app is a link: the second page opens", async ({ page }) => {
  const release = await openWithTheAppHeldBack(page, '/');
  await page.locator(PAGE_BEFORE_APP).getByRole('navigation', { name: 'Pages of opportunities' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/\?page=2$/);
  await expect(page.getByRole('navigation', { name: 'Pages of opportunities' }).getByText(/^Page 2 of \d+$/)).toBeVisible();

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pages of opportunities' }).getByText(/^Page 2 of \d+$/)).toBeVisible();
});

test("words typed in the top bar's search before the app are in the app's bar, focused, and search from there", async ({ page }) => {
  const release = await openWithTheAppHeldBack(page, '/help/faqs');
  const serverField = page.locator(PAGE_BEFORE_APP).getByRole('banner').getByRole('searchbox', { name: 'Search opportunities' });
  await serverField.fill('brewery');

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  const appField = page.getByRole('banner').getByRole('searchbox', { name: 'Search opportunities' });
  await expect(appField).toHaveValue('brewery');
  await expect(appField).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=brewery$/);
});
