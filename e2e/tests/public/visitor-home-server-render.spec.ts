import { expect, test } from '../../fixtures/journey';
import { formatCount } from '@insolvency/shared-contracts';
import { fetchHomePosts, fetchHomeStats } from '../../fixtures/api';

/*
 * The visitor home is rendered by the server from remote-public's VisitorHome with its data
 * (server/src/delivery/server-render/visitor-home.ts): a browser without JavaScript, a crawler
 * or a slow phone reads the hero, the figures and the first posts from the HTML.
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
  } finally {
    await context.close();
  }
});

test('with JavaScript the app takes over the server-rendered home without an error, and the copy leaves the page', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('aria-labelledby="home-figures"');

  await page.goto('/');
  await expect(page.locator('#root').getByRole('heading', { name: 'Latest opportunities' })).toBeVisible();
  await expect(page.locator('#visitor-prerender')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
