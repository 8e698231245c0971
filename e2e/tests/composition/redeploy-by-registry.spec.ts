import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { HOME_TILES, tileName } from '../../fixtures/home-tiles';
import { recordRequestedUrls } from '../../fixtures/network';
import { buildRemotePublicDeployment, removeRemoteRegistry, writeRemoteRegistry } from '../../fixtures/redeploy';
import { REMOTE_STATUS_PATH, remoteStatusRow } from '../../fixtures/remote-status';

// While remotes.json points at the deployment, journeys running beside this one get the
// same remote-public code from another URL; afterwards the default registry is restored.
test.use({ storageState: storageStatePath('admin') });
test.setTimeout(300_000);
test.afterEach(() => removeRemoteRegistry());

/** The build that rendered a page on the server (remote-public's server build names itself in it). */
async function serverRenderedBy(request: APIRequestContext, path: string): Promise<string | undefined> {
  const html = await (await request.get(path)).text();
  return /<meta name="build-version" content="([^"]*)"/.exec(html)?.[1];
}

test('pointing the registry at a new build deploys remote-public without touching the shell', async ({ page, request }) => {
  // A live post's teaser, rendered on the server by remote-public (the demo data has public For Sale posts).
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const teaserPath = new URL(/<loc>([^<]*\/opportunities\/\d+)<\/loc>/.exec(sitemap)![1]).pathname;
  const renderedBefore = await serverRenderedBy(request, teaserPath);
  expect(renderedBefore, 'the teaser is rendered by the built remote-public').toBeTruthy();
  expect(await serverRenderedBy(request, '/'), 'so is the visitor home').toBe(renderedBefore);

  await page.goto(REMOTE_STATUS_PATH);
  const publicRow = remoteStatusRow(page, 'remote_public');
  await expect(publicRow).toContainText('/remotes/public/mf-manifest.json');

  const buildVersion = `e2e-redeploy-${Date.now()}`;
  const folder = `remote-public-${buildVersion}`;
  const manifestUrl = await buildRemotePublicDeployment(folder, buildVersion);
  await expect(publicRow, 'the running page has not changed yet').not.toContainText(buildVersion);

  const registry = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  writeRemoteRegistry({ ...registry, remote_public: manifestUrl });
  expect(((await (await request.get('/remotes.json')).json()) as Record<string, string>).remote_public).toBe(manifestUrl);

  const requestedUrls = recordRequestedUrls(page);
  await page.reload();

  // What an admin notices: the public remote now comes from the deployment, at its new version.
  await expect(publicRow).toContainText(buildVersion);
  await expect(publicRow).toContainText(manifestUrl);
  await expect(publicRow).toContainText(/loaded/i);
  expect(requestedUrls.some((url) => new URL(url).pathname.startsWith(`/deployments/${folder}/`))).toBe(true);

  // The server renders remote-public's pages from the new build too, without a restart.
  expect(await serverRenderedBy(request, teaserPath)).toBe(buildVersion);
  expect(await serverRenderedBy(request, '/')).toBe(buildVersion);

  // And remote-public's screens work from the new build: the admin's home tiles.
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: tileName(HOME_TILES.admin[0]) })).toBeVisible();

  // Rolled back by the registry: the server renders from the first build again.
  removeRemoteRegistry();
  expect(await serverRenderedBy(request, teaserPath)).toBe(renderedBefore);
  expect(await serverRenderedBy(request, '/')).toBe(renderedBefore);
});
