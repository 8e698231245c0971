import { expect, test } from '@playwright/test';
import type { HomeStats } from '@insolvency/shared-contracts';
import { fetchHomePosts, fetchHomeStats } from '../../fixtures/api';

/** The figures as the visitor home labels them. */
const STATISTIC_LABELS: Record<keyof HomeStats, string> = {
  livePosts: 'Live posts',
  interestedParties: 'Interested Parties',
  insolvencyPractitioners: 'Insolvency Practitioners',
  expressionsOfInterest: 'Expressions of interest',
};

test('a visitor sees the home posts and the statistics', async ({ page, request }) => {
  const homePosts = await fetchHomePosts(request);
  const homeStats = await fetchHomeStats(request);
  expect(homePosts.length, 'the demo seed puts posts on the home page').toBeGreaterThan(0);

  await page.goto('/');

  const posts = page.getByRole('region', { name: 'Latest opportunities' });
  for (const post of homePosts.slice(0, 3)) {
    await expect(posts.getByText(post.activityHeading, { exact: true }).first()).toBeVisible();
  }
  await expect(posts.getByRole('link', { name: 'View Detail' })).toHaveCount(homePosts.length);

  const statistics = page.getByRole('region', { name: 'The marketplace today' });
  for (const [key, label] of Object.entries(STATISTIC_LABELS) as [keyof HomeStats, string][]) {
    const term = statistics.getByRole('term').filter({ hasText: label });
    await expect(term).toBeVisible();
    // The figure sits beside its label in the same card.
    await expect(term.locator('..').getByRole('definition')).toHaveText(homeStats[key].toLocaleString('en-GB'));
  }

  // A visitor is offered the way in.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});
