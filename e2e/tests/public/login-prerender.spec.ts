import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/journey';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { HOME_TILES, tileName } from '../../fixtures/home-tiles';

/**
 * /login is painted from a static copy in the shell's HTML before the app's JavaScript has run
 * (build-tools/webpack/visitor-prerender.js); the app's Login screen then takes its place. The
 * copy must look like the screen (no jump when one replaces the other) and work as a form:
 * what a visitor types and submits before the app is ready is not lost.
 */

/** The static copy alone: every script but the pre-render's own is held back. */
async function openWithTheAppHeldBack(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    if (!/\/visitor-prerender\.[0-9a-f]+\.js/.test(route.request().url())) await released;
    await route.fallback();
  });
  // Not until 'load': the held scripts keep the page from loading.
  await page.goto('/login', { waitUntil: 'commit' });
  return release;
}

function loginPageParts(page: Page): Record<string, Locator> {
  const main = page.getByRole('main');
  return {
    heading: main.getByRole('heading', { name: 'Login', level: 1 }),
    email: main.getByLabel('Email'),
    password: main.getByLabel('Password'),
    submit: main.getByRole('button', { name: 'Login', exact: true }),
    forgotPassword: main.getByRole('link', { name: 'Forgot Password' }),
    registerHeading: main.getByRole('heading', { name: 'New here? Register as' }),
    registerBuyer: main.getByRole('link', { name: 'Register as an Interested Party' }),
    registerSeller: main.getByRole('link', { name: 'Register as an Insolvency Practitioner' }),
  };
}

async function boxesOf(page: Page): Promise<Record<string, { x: number; y: number; width: number; height: number }>> {
  const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {};
  for (const [name, locator] of Object.entries(loginPageParts(page))) {
    await expect(locator).toBeVisible();
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${name} has no box`);
    boxes[name] = box;
  }
  return boxes;
}

const appLoginForm = (page: Page) => page.locator('#root form[aria-label="Login"]');

for (const width of [390, 1280]) {
  test(`at ${width} px the static Login page lays out as the app's Login screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const release = await openWithTheAppHeldBack(page);
    const copy = await boxesOf(page);
    release();
    await expect(appLoginForm(page)).toBeVisible();
    const app = await boxesOf(page);
    for (const name of Object.keys(app)) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect.soft(Math.abs(copy[name][side] - app[name][side]), `${name} ${side}: copy ${copy[name][side]}, app ${app[name][side]}`).toBeLessThanOrEqual(2);
      }
    }
  });
}

test('what a visitor typed and submitted before the app was ready logs them in', async ({ page }) => {
  const release = await openWithTheAppHeldBack(page);
  const parts = loginPageParts(page);
  await parts.email.fill(DEMO_ACCOUNTS.buyer.email);
  await parts.password.fill(DEMO_ACCOUNTS.buyer.password);
  await parts.password.press('Enter');
  await expect(parts.submit).toHaveAttribute('aria-disabled', 'true');
  release();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('link', { name: tileName(HOME_TILES.buyer[0]) })).toBeVisible();
});

test('typing goes on in the app: the typed address and the focus are kept', async ({ page }) => {
  const release = await openWithTheAppHeldBack(page);
  await loginPageParts(page).email.fill('someone@exam');
  release();

  await expect(appLoginForm(page)).toBeVisible();
  const email = appLoginForm(page).getByLabel('Email');
  await expect(email).toHaveValue('someone@exam');
  await expect(email).toBeFocused();
  await page.keyboard.type('ple.com');
  await expect(email).toHaveValue('someone@example.com');
});
