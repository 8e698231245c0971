import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { recordRequestedUrls, recordRouteScriptParts } from '../../fixtures/network';

test.use({ storageState: storageStatePath('admin') });

test("an admin's deep link gets its later scripts (route manifests, the screen and its shared code) in one answer beside its remotes' entries, and no script twice", async ({ page }) => {
  const requestedUrls = recordRequestedUrls(page);
  const routeScriptParts = recordRouteScriptParts(page);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrate Users' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requestedUrls.filter((url) => new URL(url).pathname === '/route-scripts')).toHaveLength(1);
  const parts = await routeScriptParts();
  expect(parts.length).toBeGreaterThan(3);
  const scripts = requestedUrls.filter((url) => new URL(url).pathname.endsWith('.js'));
  // The entries of the admin's remotes (public, seller, admin), wherever the registry has them deployed, each apart.
  expect(scripts.filter((url) => url.endsWith('/remoteEntry.js'))).toHaveLength(3);
  expect(parts.filter((url) => url.endsWith('/remoteEntry.js'))).toEqual([]);
  expect(scripts.filter((url) => parts.includes(url))).toEqual([]);
  expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
});
