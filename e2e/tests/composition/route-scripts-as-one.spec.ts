import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { recordRequestedUrls, recordRouteScriptParts } from '../../fixtures/network';

test.use({ storageState: storageStatePath('admin') });

test("an admin's deep link gets its later scripts (its remote's route manifest, the screen and its shared code) in one answer beside its remote's entry, the role's other remotes after, and no script twice", async ({ page }) => {
  const requestedUrls = recordRequestedUrls(page);
  const routeScriptParts = recordRouteScriptParts(page);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrate Users' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The role's other remotes are asked for once the screen is hydrated, which on a busy machine
  // can come after the network has been quiet for a while (rows show before, from the server).
  await expect.poll(() => requestedUrls.filter((url) => url.endsWith('/remoteEntry.js')).length).toBe(3);
  await page.waitForLoadState('networkidle');

  expect(requestedUrls.filter((url) => new URL(url).pathname === '/route-scripts')).toHaveLength(1);
  const parts = await routeScriptParts();
  expect(parts.length).toBeGreaterThan(3);
  const scripts = requestedUrls.filter((url) => new URL(url).pathname.endsWith('.js'));
  // The entries of the admin's remotes (public, seller, admin), wherever the registry has them deployed, each apart:
  // the admin's, which owns the route, first; the others once its screen is drawn.
  const entries = scripts.filter((url) => url.endsWith('/remoteEntry.js'));
  expect(entries).toHaveLength(3);
  expect(entries[0]).toMatch(/\/admin\/remoteEntry\.js$/);
  const routeScriptsAsked = requestedUrls.findIndex((url) => new URL(url).pathname === '/route-scripts');
  for (const other of entries.slice(1)) expect(requestedUrls.indexOf(other)).toBeGreaterThan(routeScriptsAsked);
  expect(parts.filter((url) => url.endsWith('/remoteEntry.js'))).toEqual([]);
  expect(scripts.filter((url) => parts.includes(url))).toEqual([]);
  expect(scripts.filter((url, index) => scripts.indexOf(url) !== index)).toEqual([]);
});
