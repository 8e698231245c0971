import { expect, test } from '../../fixtures/journey';
import { fetchHomePosts } from '../../fixtures/api';
import { recordRequestedUrls, requestsToRestrictedRemotes } from '../../fixtures/network';

test("a visitor's browser never requests buyer, seller or admin code", async ({ page, request }) => {
  const [firstPost] = await fetchHomePosts(request);
  const requestedUrls = recordRequestedUrls(page);

  // Home, Login and a public page: everything a visitor typically opens.
  await page.goto('/');
  await expect(page.getByText(firstPost.activityHeading, { exact: true }).first()).toBeVisible();
  await page.goto('/login');
  await expect(page.getByLabel(/^password/i)).toBeVisible();
  await page.goto('/help/faqs');
  await page.waitForLoadState('networkidle');

  // remote-public was loaded (from /deployments/ while the redeploy journey runs beside this one).
  const publicCode = /^\/(remotes\/public|deployments\/remote-public-[^/]+)\//;
  expect(requestedUrls.some((url) => publicCode.test(new URL(url).pathname))).toBe(true);
  expect(requestsToRestrictedRemotes(requestedUrls)).toEqual([]);
});
