import { expect, test } from '../../fixtures/journey';
import { formatCount, HOME_POSTS_PAGE_SIZE, SERVER_SCREEN_DATA_ID, SERVER_SCREEN_ROOT_ID } from '@insolvency/shared-contracts';
import { fetchHomePosts, fetchHomeStats } from '../../fixtures/api';
import { collectConsoleProblems } from '../../fixtures/console-problems';

/*
 * The visitor home is rendered by the server from remote-public's route with the answers of its
 * prefetch (server/src/delivery/server-render/public-pages.ts): a browser without JavaScript, a crawler
 * or a slow phone reads the hero, the figures and the first posts from the HTML, and the app
 * hydrates that markup (shell/src/delivery/server-screen.tsx).
 */

test('without JavaScript the visitor home shows its hero, figures and first posts, each linking to its teaser', async ({ browser, request, baseURL }) => {
  const [homePosts, homeStats] = await Promise.all([fetchHomePosts(request), fetchHomeStats(request)]);
  expect(homePosts.length, 'the demo seed puts posts on the home page').toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Businesses and assets from UK insolvencies, in one marketplace' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' }).first()).toHaveAttribute('href', '/register/');

    const statistics = page.getByRole('region', { name: 'The marketplace today' });
    await expect(statistics.getByRole('term').filter({ hasText: 'Live posts' })).toBeVisible();
    await expect(statistics).toContainText(formatCount(homeStats.livePosts));

    const posts = page.getByRole('region', { name: 'Latest opportunities' });
    const first = homePosts[0];
    await expect(posts.getByRole('heading', { name: first.activityHeading, exact: true }).first()).toBeVisible();
    await expect(posts.getByRole('link', { name: 'View Detail' }).first()).toHaveAttribute('href', `/opportunities/${first.businessId}`);
    // The whole first page, not the few cards the app draws first: nothing draws the rest here.
    const cards = posts.getByRole('list', { name: 'Opportunities' });
    await expect(cards.getByRole('article')).toHaveCount(Math.min(homePosts.length, HOME_POSTS_PAGE_SIZE));
    await expect(cards).not.toHaveAttribute('aria-busy');
  } finally {
    await context.close();
  }
});

test('with JavaScript the app hydrates the server-rendered home: the same markup becomes the app’s, without a console error', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('aria-labelledby="home-figures"');
  expect(html, 'the answers of the screen’s calls are in the page').toContain(`id="${SERVER_SCREEN_DATA_ID}"`);

  await page.goto('/');
  // The server's root, moved into the app's layout, is where the app's screen is.
  const adopted = page.locator(`#root main #${SERVER_SCREEN_ROOT_ID}`);
  await expect(adopted.getByRole('heading', { name: 'Latest opportunities' })).toBeVisible();
  await expect(page.locator('#page-before-app')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Hydrated, it is the app's: the region filter changes the address and the screen follows it.
  const region = adopted.getByRole('combobox', { name: 'Region' });
  const [, firstRegion] = await region.locator('option').allTextContents();
  await region.selectOption({ label: firstRegion });
  await expect(page).toHaveURL(/[?&]region=\d+/);
  await expect(region).toHaveValue(/^\d+$/);
  await expect(adopted.getByRole('status').filter({ hasText: /in this selection/ })).toBeVisible();
  expect(problems).toEqual([]);
});
