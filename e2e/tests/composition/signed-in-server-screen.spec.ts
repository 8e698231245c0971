import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_ANTD_STYLE_ID, SERVER_SCREEN_ID, SIGNED_IN_SCREEN_PATH, type SearchAnswer } from '@insolvency/shared-contracts';
import { openWithTheAppHeldBack } from '../../fixtures/app-held-back';
import { collectConsoleProblems } from '../../fixtures/console-problems';
import { storageStatePath, type DemoRole } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/journey';

/*
 * A signed-in deep link's screen, rendered by the server from its remote's server build with the
 * user's data, which the page's first script asks for with the stored token and shows before the
 * app; the app then hydrates it (server/src/delivery/README.md, step 3).
 */

const PAGE_BEFORE_APP = '#page-before-app';

interface DeepLink {
  role: DemoRole;
  /** `:id`: the demo sale's post (server/src/seed/demo-deal-room.ts). */
  path: string;
  heading: string;
  /** The screen's first row. */
  firstRow: string;
  name: string;
  /** A phone's window width, where the screen has a layout of its own; a desktop's otherwise. */
  phoneWidth?: number;
  /** What the screen draws for the other widths, hidden at this one before the app as after. */
  hidden?: string;
}

const DEEP_LINKS: DeepLink[] = [
  { role: 'buyer', path: '/posting-inbox/', heading: 'Your Posting Inbox', firstRow: 'main article h2', name: 'Tom Reilly' },
  { role: 'seller', path: '/user/live-posts', heading: 'Live Postings', firstRow: 'main article h2', name: 'Helen Marsh' },
  { role: 'admin', path: '/admin/users', heading: 'Administrate Users', firstRow: 'main .ant-table-tbody tr.ant-table-row td', name: 'Priya Shah' },
  { role: 'buyer', path: '/post/:id/deal-room/', heading: 'Deal room', firstRow: 'main section[aria-labelledby="deal-room-pack"] li', name: 'Tom Reilly' },
  { role: 'seller', path: '/post/:id/manage-deal-room', heading: 'Deal Room', firstRow: 'main .ant-table-tbody tr.ant-table-row td', name: 'Helen Marsh' },
  // A card per buyer on a phone, from the server's page on: its rules show the cards by the width, no script decides.
  { role: 'seller', path: '/post/:id/manage-deal-room', heading: 'Deal Room', firstRow: 'main ul[aria-label="Buyers in the deal room"] > li', name: 'Helen Marsh', phoneWidth: 390, hidden: 'main table[aria-label="Buyers in the deal room"]' },
];

/** The demo's sale under way, whose deal room the demo buyer is in: seller@example.com's bakery. */
const DEMO_SALE = 'Established Yorkshire bakery with two retail units';

/** `path` with the demo sale's id for `:id`, found as a visitor finds it. */
async function addressOf(request: APIRequestContext, path: string): Promise<string> {
  if (!path.includes(':id')) return path;
  const answer = (await (await request.get(`/api/unauth/search?q=${encodeURIComponent(DEMO_SALE)}`)).json()) as SearchAnswer;
  const sale = answer.items.find((item) => item.activityHeading === DEMO_SALE);
  expect(sale, `${DEMO_SALE} among the posts for sale`).toBeTruthy();
  return path.replace(':id', String(sale!.businessId));
}

const boxOf = async (page: Page, selector: string) => {
  const { x, y, width, height } = (await page.locator(selector).first().boundingBox())!;
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
};

/** Marks the server's first row, to tell after the takeover whether the app kept that element (hydrated) or drew its own. */
const markFirstRow = (page: Page, selector: string) =>
  page.locator(`${PAGE_BEFORE_APP} ${selector}`).first().evaluate((row) => row.setAttribute('data-drawn-by', 'server'));

for (const link of DEEP_LINKS) {
  test.describe(`the ${link.role}'s ${link.path}${link.phoneWidth ? ` at ${link.phoneWidth} px` : ''}`, () => {
    test.use({ storageState: storageStatePath(link.role), ...(link.phoneWidth ? { viewport: { width: link.phoneWidth, height: 844 } } : {}) });

    test(`shows its rows, the user's top bar and notifications before the app, and the app hydrates them where they are, without a warning`, async ({ page, request }) => {
      const address = await addressOf(request, link.path);
      const problems = collectConsoleProblems(page);
      const screenAnswer = page.waitForResponse((response) => response.url().includes(SIGNED_IN_SCREEN_PATH));
      const release = await openWithTheAppHeldBack(page, address);
      expect((await screenAnswer).status()).toBe(200);

      const before = page.locator(PAGE_BEFORE_APP);
      await expect(before.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      await expect(before.locator(link.firstRow).first()).toBeVisible();
      if (link.hidden) await expect(before.locator(link.hidden)).toBeHidden();
      await expect(before.getByRole('banner')).toContainText(link.name);
      // The demo's site notifications, above the screen as the app's layout puts them.
      await expect(before.getByRole('region', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
      await markFirstRow(page, link.firstRow);
      const rowBefore = await boxOf(page, `${PAGE_BEFORE_APP} ${link.firstRow}`);
      const firstRowText = await before.locator(link.firstRow).first().textContent();

      release();
      await expect(page.locator(PAGE_BEFORE_APP)).toHaveCount(0);
      const row = page.locator(`#root ${link.firstRow}`).first();
      await expect(row).toBeVisible();
      await expect(row).toHaveText(firstRowText!);
      await expect(row).toHaveAttribute('data-drawn-by', 'server');
      // Nothing moved: the app's notifications took the place of the page's, with the same answers.
      expect(await boxOf(page, `#root ${link.firstRow}`)).toEqual(rowBefore);
      if (link.hidden) await expect(page.locator(`#root ${link.hidden}`)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      // The app's phone bar keeps the user's name in its menu, drawn when the menu opens.
      if (!link.phoneWidth) await expect(page.locator('#root').getByRole('banner')).toContainText(link.name);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('a buyer opening an admin page', () => {
  test.use({ storageState: storageStatePath('buyer') });

  test('is refused the screen (403) and sees the app’s own page, not the admin’s data', async ({ page }) => {
    const screenAnswer = page.waitForResponse((response) => response.url().includes(SIGNED_IN_SCREEN_PATH));
    await page.goto('/admin/users');
    expect((await screenAnswer).status()).toBe(403);
    await expect(page.locator(`#${SERVER_SCREEN_ID}`)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Administrate Users' })).toHaveCount(0);
  });
});

test("a deep link's page asks for its screen before antd's CSS is parsed: its first script comes before that style", async ({ request }) => {
  const page = await (await request.get(DEEP_LINKS[0].path)).text();
  const firstScript = page.indexOf('<script>');
  expect(firstScript, 'the inline first script').toBeGreaterThan(0);
  expect(firstScript).toBeLessThan(page.indexOf(`<style id="${PAGE_ANTD_STYLE_ID}"`));
});
