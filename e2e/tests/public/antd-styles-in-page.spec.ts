import type { Page } from '@playwright/test';
import { PAGE_ANTD_STYLE_ID } from '@insolvency/shared-contracts';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/journey';

// The shell's index.html carries antd's CSS for the Button most screens draw, with antd's map of
// it (build-tools/antd-static-styles): antd must take it instead of making the same CSS again. A
// page the server renders with nothing of antd in it has that CSS after its content, and the
// app's start puts it back in the head.

/** The styles holding antd's Button rules: where, and whether antd made them at run time. */
const buttonStyles = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style'))
      .filter((style) => style.textContent?.includes('.ant-btn-variant-outlined'))
      .map((style) => ({ inHead: style.parentElement === document.head, madeByAntd: style.hasAttribute('data-css-hash') })),
  );

test("/login's Login button is drawn with the CSS index.html brings, which antd does not make again once the app has taken over", async ({ page }) => {
  await page.goto('/login');
  const login = page.locator('#root main button[type="submit"]');
  await expect(login).toBeVisible();

  expect(await buttonStyles(page)).toEqual([{ inHead: true, madeByAntd: false }]);
  // Drawn as antd's primary Button: its class, the theme's radius and colour, a pointer.
  await expect(login).toHaveClass(/\bant-btn-primary\b/);
  await expect(login).toHaveCSS('border-radius', '8px');
  await expect(login).toHaveCSS('background-color', 'rgb(29, 91, 143)');
  await expect(login).toHaveCSS('cursor', 'pointer');
});

test("the visitor home's page has antd's CSS only after its content, its pager's links are drawn in the theme, and the app puts antd's CSS back in the head", async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/class="[^"]*\bant-/);
  expect(html).not.toContain('.css-var-');
  expect(html.match(new RegExp(`<style id="${PAGE_ANTD_STYLE_ID}"`, 'g'))).toHaveLength(1);
  expect(html.indexOf(`id="${PAGE_ANTD_STYLE_ID}"`)).toBeGreaterThan(html.indexOf('id="server-screen-data"'));

  await page.goto('/');
  const pager = page.getByRole('navigation', { name: 'Pages of opportunities' });
  const next = pager.getByRole('link', { name: 'Next' });
  await expect(next).toBeVisible();
  await expect(next).toHaveCSS('border-radius', '6px');
  await expect(next).toHaveCSS('border-top-style', 'solid');
  await expect(next).toHaveCSS('border-top-color', 'rgb(213, 220, 228)');
  await expect(next).toHaveCSS('cursor', 'pointer');
  await expect(next).toHaveCSS('min-height', '32px');
  await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0);

  // Once the app has started: no copy left in the body, and the first style of the head.
  await expect(page.locator('#root main h1, #root main h2').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => ({ inBody: document.body.querySelectorAll('style[data-rc-order]').length, firstInHead: document.head.querySelector('style')?.id })))
    .toEqual({ inBody: 0, firstInHead: PAGE_ANTD_STYLE_ID });
});

test.describe('a signed-in buyer opening the home address', () => {
  test.use({ storageState: storageStatePath('buyer') });

  test("sees the app's own home, whose antd Buttons are drawn with the CSS the page brought, not made again", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Watchlist\b/ }).first()).toBeVisible();
    await expect(page.locator('.ant-btn:visible').first()).toBeVisible();
    expect(await buttonStyles(page)).toEqual([{ inHead: true, madeByAntd: false }]);
  });
});
