import type { Locator, Page } from '@playwright/test';
import { PRODUCT_NAME, SESSION_STORAGE_KEYS } from '@insolvency/shared-contracts';
import { openWithTheAppHeldBack } from '../../fixtures/app-held-back';
import { BEFORE_THE_APP } from '../../fixtures/app-live';
import { collectConsoleProblems } from '../../fixtures/console-problems';
import { expect, test } from '../../fixtures/journey';

/*
 * The top bar of a page the server renders (server/src/delivery/README.md) is the app's own
 * visitor bar (shared-ui's VisitorTopBar), rendered by remote-public's server build above the
 * screen: the same bar before the app, without JavaScript, and once the app has taken over.
 */

const PAGE_BEFORE_APP = '#page-before-app';

const barLinks = (bar: Locator) =>
  bar.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));

test('without JavaScript the server-rendered pages have the top bar: the product name linking home, Help and Login', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    for (const path of ['/', '/help/faqs', '/login']) {
      expect((await page.goto(path))?.status()).toBe(200);
      const bar = page.getByRole('banner').filter({ has: page.getByRole('link', { name: PRODUCT_NAME }) });
      await expect(bar).toBeVisible();
      expect(await barLinks(bar)).toEqual([
        [PRODUCT_NAME, '/'],
        ['Help', '/help/faqs'],
        ['Login', '/login'],
      ]);
      await expect(bar).toHaveCSS('min-height', '70px');
      await expect(bar.getByRole('button', { name: 'Open menu' })).toBeHidden();
    }
  } finally {
    await context.close();
  }
});

test("without JavaScript a phone gets the phone's bar: the menu button, no navigation", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto('/help/faqs');
    const bar = page.getByRole('banner').filter({ has: page.getByRole('link', { name: PRODUCT_NAME }) });
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(bar.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(bar).toHaveCSS('min-height', '58px');
  } finally {
    await context.close();
  }
});

const boxOf = async (locator: Locator) => {
  const { x, y, width, height } = (await locator.boundingBox())!;
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
};

/** The top bar of the page before the app or of the app's (`scope`): the first header, the screen's comes after. */
const topBar = (page: Page, scope: string) => page.locator(`${scope} header`).first();

/** Where the bar and its product name are drawn. */
async function barLayout(page: Page, scope: string) {
  const bar = topBar(page, scope);
  return { bar: await boxOf(bar), name: await boxOf(bar.getByRole('link', { name: PRODUCT_NAME })) };
}

test("the bar, its links and the screen's column stay where they are when the app takes over, without a console error", async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const release = await openWithTheAppHeldBack(page, '/login');
  await expect(topBar(page, PAGE_BEFORE_APP)).toBeVisible();
  const layout = async (scope: string) => ({
    ...(await barLayout(page, scope)),
    login: await boxOf(topBar(page, scope).getByRole('link', { name: 'Login', exact: true })),
    heading: await boxOf(page.locator(`${scope} main h1`)),
  });
  const before = await layout(PAGE_BEFORE_APP);

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  expect(await layout('#root')).toEqual(before);
  expect(problems).toEqual([]);
});

test("on a phone the bar keeps its height and name and the screen its sides when the app takes over, and its menu button opens the app's menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await openWithTheAppHeldBack(page, '/help/faqs');
  await expect(topBar(page, PAGE_BEFORE_APP).getByRole('button', { name: 'Open menu' })).toBeVisible();
  // The column's phone sides: the heading's left edge and width (its height may follow the app's phone type sizes).
  const layout = async (scope: string) => {
    const { x, width } = await boxOf(page.locator(`${scope} main h1`));
    return { ...(await barLayout(page, scope)), heading: { x, width } };
  };
  const before = await layout(PAGE_BEFORE_APP);

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  expect(await layout('#root')).toEqual(before);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test("on a phone the home's hero and filters keep their place and size when the app takes over", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await openWithTheAppHeldBack(page, '/');
  await expect(page.locator(`${PAGE_BEFORE_APP} main h1`)).toBeVisible();
  const layout = async (scope: string) => {
    const main = page.locator(`${scope} main`);
    return { heading: await boxOf(main.locator('h1')), region: await boxOf(main.getByRole('search').getByLabel('Region')), sector: await boxOf(main.getByRole('search').getByLabel('Sector')) };
  };
  const before = await layout(PAGE_BEFORE_APP);
  // The phone's sizes: one filter a row, under each other.
  expect(before.sector.y).toBeGreaterThan(before.region.y);

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  expect(await layout('#root')).toEqual(before);
});

test('on a phone the login form is one column as wide as the page before the app, and stays where it is when the app takes over', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await openWithTheAppHeldBack(page, '/login');
  const layout = async (scope: string) => {
    const form = page.locator(`${scope} main`).getByRole('region', { name: 'Login with your account' });
    return { form: await boxOf(form), email: await boxOf(form.getByLabel('Email')), login: await boxOf(form.getByRole('button', { name: 'Login' })) };
  };
  await expect(page.locator(`${PAGE_BEFORE_APP} main`).getByLabel('Email')).toBeVisible();
  const before = await layout(PAGE_BEFORE_APP);
  expect(before.form.width).toBe(390 - 2 * 12);

  release();
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  expect(await layout('#root')).toEqual(before);
});

test('a browser holding a session never shows the server\'s bar: the app draws the signed-in one', async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'stored-session'), SESSION_STORAGE_KEYS.refreshToken);
  await page.goto('/help/faqs', { waitUntil: 'domcontentloaded' });
  await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
  await expect(page.locator(BEFORE_THE_APP)).toHaveCount(0);
});
