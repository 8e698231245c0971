import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { HOME_TILES, tileName } from '../../fixtures/home-tiles';
import { recordRequestedUrls } from '../../fixtures/network';
import { copyRemotePublicBuild, DEPLOYMENTS_DIR, removeRemoteRegistry, writeRemoteRegistry } from '../../fixtures/redeploy';
import { REMOTE_STATUS_PATH, remoteStatusRow } from '../../fixtures/remote-status';
import { ACCESS_TOKEN_KEY } from '../../fixtures/session';

// Two ways of deploying a new remote-public without touching the shell: the registry pointed at a
// build, and a release recorded from the Remotes screen. Each changes which remote-public every
// page of the run gets, so they are one file, run one after the other (journeys beside them get
// the same remote-public code from another URL); afterwards the server's own build is put back.
test.use({ storageState: storageStatePath('admin') });
test.setTimeout(300_000);

let authorization: string | undefined;
test.afterEach(async ({ request }) => {
  removeRemoteRegistry();
  // Whatever happened, remote-public runs the server's own build again (409: it already does).
  if (authorization) await request.post('/api/admin/releases/rollback', { data: { area: 'public', version: 'built-in' }, headers: { authorization } });
});

/** The build that rendered a page on the server (remote-public's server build names itself in it). */
async function serverRenderedBy(request: APIRequestContext, address: string): Promise<string | undefined> {
  const html = await (await request.get(address)).text();
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
  const manifestUrl = copyRemotePublicBuild(folder, buildVersion);
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

test('an admin releases a built remote-public from the Remotes screen and rolls it back; pages and the server follow', async ({ page, request }) => {
  const renderedBefore = await serverRenderedBy(request, '/');
  expect(renderedBefore, 'the home is rendered by the built remote-public').toBeTruthy();
  const buildVersion = `e2e-release-${Date.now()}`;
  const folder = `release-${buildVersion}`;
  copyRemotePublicBuild(folder, buildVersion);

  await page.goto(REMOTE_STATUS_PATH);
  authorization = `Bearer ${await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)}`;
  const area = page.getByRole('region', { name: /^remote-public: / });
  await area.getByLabel('Notes').fill('e2e: a release from the screen');
  await area.getByLabel('Release a build (choose remote-public/dist)').setInputFiles(path.join(DEPLOYMENTS_DIR, folder));
  await expect(area.getByRole('status')).toHaveText(`remote-public ${buildVersion} is current.`);
  await expect(page.getByRole('region', { name: `remote-public: ${buildVersion}` })).toBeVisible();
  await expect(area.getByRole('row').filter({ hasText: 'e2e: a release from the screen' })).toContainText(buildVersion);

  // Every new page and the server's renders come from the release, without a restart.
  const manifestUrl = `/releases/public/${buildVersion}/mf-manifest.json`;
  expect(((await (await request.get('/remotes.json')).json()) as Record<string, string>).remote_public).toBe(manifestUrl);
  expect(await serverRenderedBy(request, '/')).toBe(buildVersion);
  await page.reload();
  const publicRow = remoteStatusRow(page, 'remote_public');
  await expect(publicRow).toContainText(manifestUrl);
  await expect(publicRow).toContainText(buildVersion);
  await expect(publicRow).toContainText(/loaded/i);

  // Rolled back on the screen: the release it replaced is current again.
  await area.getByRole('button', { name: 'Roll back' }).click();
  await expect(area.getByRole('status')).toContainText('is current again.');
  await expect(page.getByRole('region', { name: `remote-public: ${buildVersion}` })).toHaveCount(0);
  expect(((await (await request.get('/remotes.json')).json()) as Record<string, string>).remote_public).not.toBe(manifestUrl);
  expect(await serverRenderedBy(request, '/')).toBe(renderedBefore);
  // A page opened before the rollback still loads the release's files (kept for the retention).
  expect((await request.get(manifestUrl)).status()).toBe(200);
});

/** Rewrites a JSON file of a build in place. */
function editJson<T>(file: string, edit: (json: T) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as T;
  edit(json);
  writeFileSync(file, JSON.stringify(json));
}

test('a remote-public build that cannot work is refused on the Remotes screen with what to fix, and nothing changes', async ({ page, request }) => {
  const buildVersion = `e2e-refused-${Date.now()}`;
  const good = `refused-${buildVersion}`;
  copyRemotePublicBuild(good, buildVersion);
  const broken = (kind: string, breakIt: (dir: string) => void) => {
    const dir = path.join(DEPLOYMENTS_DIR, `${good}-${kind}`);
    cpSync(path.join(DEPLOYMENTS_DIR, good), dir, { recursive: true });
    breakIt(dir);
    return dir;
  };
  const builds: [string, RegExp][] = [
    [
      broken('react', (dir) =>
        editJson<{ shared: { name: string; requiredVersion: string }[] }>(path.join(dir, 'mf-manifest.json'), (manifest) => {
          for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^99.0.0';
        }),
      ),
      /^remote-public cannot be released: it requires react \^99\.0\.0 but the shell provides react \S+ \(one copy per page\)/,
    ],
    [
      broken('call', (dir) =>
        editJson<{ routes: Record<string, { path: string; firstCalls: { visitor: string[] } }> }>(path.join(dir, 'load-plan.json'), (plan) => {
          plan.routes.Search.firstCalls.visitor = ['/api/unauth/no-such-call?page=1'];
        }),
      ),
      /^remote-public cannot be released: its route Search calls GET \/api\/unauth\/no-such-call, which the server's API does not have/,
    ],
    [
      broken('route', (dir) =>
        editJson<{ routes: Record<string, { path: string; firstCalls: { visitor: string[] } }> }>(path.join(dir, 'load-plan.json'), (plan) => {
          plan.routes.Inbox = { ...plan.routes.Login, path: '/posting-inbox/' };
        }),
      ),
      /^remote-public cannot be released: its route Inbox claims \/posting-inbox\/, which remote-buyer serves/,
    ],
    [
      broken('server', (dir) => {
        const entry = (JSON.parse(readFileSync(path.join(dir, 'server', 'mf-manifest.json'), 'utf8')) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name;
        writeFileSync(path.join(dir, 'server', entry), 'module.exports = {};');
      }),
      /^remote-public cannot be released: its server build does not load/,
    ],
  ];

  await page.goto(REMOTE_STATUS_PATH);
  authorization = `Bearer ${await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)}`;
  // remote-public's entry: journeys running beside this one release other areas meanwhile.
  const publicEntry = async () => ((await (await request.get('/remotes.json')).json()) as Record<string, string>).remote_public;
  const registryBefore = await publicEntry();
  const renderedBefore = await serverRenderedBy(request, '/');
  const area = page.getByRole('region', { name: /^remote-public: / });
  const historyBefore = await area.getByRole('table').allInnerTexts();
  for (const [dir, message] of builds) {
    await area.getByLabel('Release a build (choose remote-public/dist)').setInputFiles(dir);
    await expect(area.getByRole('alert')).toHaveText(message);
    expect(await publicEntry()).toEqual(registryBefore);
    expect(await serverRenderedBy(request, '/')).toBe(renderedBefore);
    expect(await area.getByRole('table').allInnerTexts()).toEqual(historyBefore);
  }
  await page.screenshot({ path: test.info().outputPath('refused-release.png'), fullPage: true });
});
