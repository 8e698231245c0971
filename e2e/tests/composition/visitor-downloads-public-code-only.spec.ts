import { expect, test } from '../../fixtures/journey';
import { fetchHomePosts } from '../../fixtures/api';
import { recordRequestedUrls, recordRouteScriptParts, requestsToRestrictedRemotes } from '../../fixtures/network';
import { waitForRequestsDone } from '../../fixtures/requests-in-flight';

test("a visitor's browser never requests buyer, seller or admin code", async ({ page, request }) => {
  const [firstPost] = await fetchHomePosts(request);
  const requestedUrls = recordRequestedUrls(page);
  // A page's later scripts come as one answer: what it holds counts as downloaded.
  const routeScriptParts = recordRouteScriptParts(page);
  // The page's answers are read before it is left: the browser drops their bodies then.
  const readBeforeLeaving = async () => {
    await waitForRequestsDone(page, 10_000);
    await routeScriptParts();
  };

  // Home, Login and a public page: everything a visitor typically opens.
  await page.goto('/');
  await expect(page.getByText(firstPost.activityHeading, { exact: true }).first()).toBeVisible();
  await readBeforeLeaving();
  await page.goto('/login');
  await expect(page.getByLabel(/^password/i)).toBeVisible();
  await readBeforeLeaving();
  await page.goto('/help/faqs');
  await page.waitForLoadState('networkidle');

  // remote-public was loaded (from /deployments/ while the redeploy journey runs beside this one).
  const publicCode = /^\/(remotes\/public|deployments\/remote-public-[^/]+)\//;
  const downloaded = [...requestedUrls, ...(await routeScriptParts())];
  expect(downloaded.some((url) => publicCode.test(new URL(url).pathname) && url.endsWith('.js'))).toBe(true);
  expect(requestsToRestrictedRemotes(downloaded)).toEqual([]);
});
