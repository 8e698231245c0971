import { expect, test } from '@playwright/test';
import { fetchHomePosts, fetchHomeStats } from '../../fixtures/api';

test('a visitor sees the home posts and the statistics', async ({ page, request }) => {
  const homePosts = await fetchHomePosts(request);
  const homeStats = await fetchHomeStats(request);
  expect(homePosts.length, 'the demo seed puts posts on the home page').toBeGreaterThan(0);

  await page.goto('/');

  // The posts: the first ones' headings are on the page.
  for (const post of homePosts.slice(0, 3)) {
    await expect(page.getByText(post.activityHeading, { exact: true }).first()).toBeVisible();
  }

  // The statistics: each figure is shown beside its label.
  const statistics = page.getByTestId('home-statistics');
  await expect(statistics).toBeVisible();
  for (const figure of Object.values(homeStats)) {
    await expect(statistics.getByText(new RegExp(`\\b${figure.toLocaleString('en-GB')}\\b`)).first()).toBeVisible();
  }
  // A visitor is offered the way in.
  await expect(page.getByRole('link', { name: /^log ?in$/i }).first()).toBeVisible();
});
