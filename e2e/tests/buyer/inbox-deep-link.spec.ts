import type { Page } from '@playwright/test';
import { DISMISSIBLE_BANNERS, SIGNED_IN_SCREEN_PATH } from '@insolvency/shared-contracts';
import { openWithTheAppHeldBack } from '../../fixtures/app-held-back';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/journey';

test.use({ storageState: storageStatePath('buyer') });

/** CDP's Runtime.StackTrace, as far as read here. */
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** Every script URL on a request initiator's stack, async parents included. */
function scriptsOnStack(stack: StackTrace | undefined): string[] {
  return stack ? [...stack.callFrames.map((frame) => frame.url), ...scriptsOnStack(stack.parent)] : [];
}

const FIRST_CALLS = ['/api/buyer/posts-by-criteria', '/api/buyer/optional-criteria-set'];

/** The script URLs on the stack of each browser request for a first call, by path, from now on. */
async function recordFirstCalls(page: Page): Promise<Map<string, string[][]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, string[][]>(FIRST_CALLS.map((path) => [path, []]));
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    requests.get(new URL(request.url).pathname)?.push(scriptsOnStack(initiator.stack));
  });
  return requests;
}

async function expectInboxShown(page: Page) {
  await expect(page.getByRole('list', { name: 'Your postings' }).getByRole('listitem').first()).toBeVisible();
  // Drawn with the posts, not pushing them down a moment later (the demo buyer set no optional criteria).
  expect(await page.getByText('Narrow your postings').isVisible()).toBe(true);
  await expect(page.getByText(/postings? match(es)? your preferences/)).toBeVisible();
}

test("a logged-in buyer opening the inbox by its address, when the server does not render its screen, gets the first page and the banner's answer from one request each, made by the shell's start-up script and taken by the screen, and sees both at once", async ({ page }) => {
  await page.route(`**${SIGNED_IN_SCREEN_PATH}?*`, (route) => route.fulfill({ status: 204 }));
  const requests = await recordFirstCalls(page);

  for (const load of [1, 2]) {
    if (load === 1) await page.goto('/posting-inbox/');
    else await page.reload();
    await expectInboxShown(page);
    for (const path of FIRST_CALLS) {
      // One request a load: an early answer is taken once, by the load that made it, and the screen makes no second one.
      const made = requests.get(path) ?? [];
      expect(made, path).toHaveLength(load);
      const scripts = made[load - 1].map((url) => new URL(url, 'http://page').pathname);
      expect(scripts.some((script) => /^\/main\.[0-9a-f]+\.js$/.test(script)), path).toBe(true);
      expect(scripts.some((script) => script.startsWith('/remotes/')), path).toBe(false);
    }
  }
});

test("a logged-in buyer opening the inbox by its address sees the server's screen, and the app takes it over with the answers the page brought: the browser makes neither first call", async ({ page }) => {
  const requests = await recordFirstCalls(page);
  const screenAnswer = page.waitForResponse((response) => response.url().includes(SIGNED_IN_SCREEN_PATH));
  await page.goto('/posting-inbox/');
  expect((await screenAnswer).status()).toBe(200);
  await expectInboxShown(page);
  await expect(page.locator('#page-before-app')).toHaveCount(0);
  await expectInboxShown(page);
  // The app is in and has settled on its screen.
  await page.waitForLoadState('networkidle');
  for (const path of FIRST_CALLS) expect(requests.get(path), path).toEqual([]);
});

test('a buyer who dismissed the optional-criteria banner on this device never sees it: not in the screen the server draws before the app, nor after the app takes over', async ({ page }) => {
  await page.addInitScript(([key]) => localStorage.setItem(key, 'true'), [DISMISSIBLE_BANNERS.optionalCriteria.storageKey]);
  const release = await openWithTheAppHeldBack(page, '/posting-inbox/');
  const firstPost = page.getByRole('list', { name: 'Your postings' }).getByRole('listitem').first();
  await expect(page.locator('#page-before-app').getByRole('list', { name: 'Your postings' }).getByRole('listitem').first()).toBeVisible();
  // In the server's screen (it cannot know of this device), hidden by its rule.
  await expect(page.locator('#page-before-app').getByText('Narrow your postings')).toBeHidden();
  // Where the server's screen has put it once its styles and fonts are in (two reads alike).
  let before = await firstPost.boundingBox();
  await expect
    .poll(async () => {
      const now = await firstPost.boundingBox();
      const same = now?.y === before?.y;
      before = now;
      return same;
    }, { intervals: [500] })
    .toBe(true);

  release();
  await expect(page.locator('#page-before-app')).toHaveCount(0);
  await expect(page.locator('#root').getByRole('list', { name: 'Your postings' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Narrow your postings')).toHaveCount(0);
  // Nothing moved up when the app dropped it.
  expect((await firstPost.boundingBox())?.y).toBe(before?.y);
});
