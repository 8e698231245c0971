import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/journey';
import { makeGoingConcernOffer } from '../../fixtures/deal-room-offer';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { DEPLOYMENTS_DIR } from '../../fixtures/redeploy';
import { REMOTE_STATUS_PATH } from '../../fixtures/remote-status';
import { callApi, createDraft, londonDate, postDraft, uniquePost } from '../../fixtures/seller-posts';
import { ACCESS_TOKEN_KEY } from '../../fixtures/session';
import { REPO_ROOT } from '../../fixtures/test-server';

// Pages left open across a release of their area (issue 57, "Nobody notices"). Each release is the
// area's own build copied under a new version (the same code: no second build, and journeys beside
// these get the same screens from another URL); every area runs its built-in build again afterwards.
// A release is checked (its server build loaded and rendered) and stored in the database: on CI's
// two busy cores that takes up to a minute.
test.setTimeout(360_000);
const RELEASED_WITHIN_MS = 150_000;
/** A first screen of an area on those cores, beside the release's work. */
const DRAWN_WITHIN_MS = 60_000;

type Area = 'seller' | 'buyer';

const manifestOf = (dir: string) => path.join(dir, 'mf-manifest.json');
const versionOf = (dir: string) => (JSON.parse(readFileSync(manifestOf(dir), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } }).metaData.buildInfo.buildVersion;

/** `remote-<area>/dist` copied as a release of version `version` (its manifest says so, compressed copies too). */
function copiedAsRelease(area: Area, version: string): string {
  const dir = path.join(DEPLOYMENTS_DIR, `release-${area}-${version}`);
  cpSync(path.join(REPO_ROOT, `remote-${area}`, 'dist'), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(manifestOf(dir), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  const text = JSON.stringify(manifest);
  writeFileSync(manifestOf(dir), text);
  writeFileSync(`${manifestOf(dir)}.gz`, gzipSync(text));
  writeFileSync(`${manifestOf(dir)}.br`, brotliCompressSync(text));
  return dir;
}

/** The version of the area's release the page runs (the shell's `data-release-<area>` on the root element). */
const runningRelease = (page: Page, area: Area) => page.locator('html').getAttribute(`data-release-${area}`);

/** An admin on the Remotes screen, where areas are released and rolled back. */
async function adminOnRemotes(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStatePath('admin') });
  const page = await context.newPage();
  await page.goto(REMOTE_STATUS_PATH);
  const authorization = `Bearer ${await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)}`;
  const areaRegion = (area: Area) => page.getByRole('region', { name: new RegExp(`^remote-${area}: `) });
  return {
    page,
    close: () => context.close(),
    async release(area: Area, dir: string) {
      await areaRegion(area).getByLabel(`Release a build (choose remote-${area}/dist)`).setInputFiles(dir);
      await expect(areaRegion(area).getByRole('status')).toHaveText(`remote-${area} ${versionOf(dir)} is current.`, { timeout: RELEASED_WITHIN_MS });
      // What the admin's screen says is current.
      await expect(page.getByRole('region', { name: `remote-${area}: ${versionOf(dir)}` })).toBeVisible();
    },
    async rollBack(area: Area) {
      await areaRegion(area).getByRole('button', { name: 'Roll back' }).click();
      await expect(areaRegion(area).getByRole('status')).toContainText('is current again.', { timeout: RELEASED_WITHIN_MS });
    },
    /** The area's built-in build, whatever a failed journey left current (409: it already is). */
    backToBuiltIn: (area: Area) => page.request.post('/api/admin/releases/rollback', { data: { area, version: 'built-in' }, headers: { authorization } }),
  };
}

/** Resolves once the page has asked `/remotes.json` again (a navigation's check): it then knows of any release made before. */
const registryChecked = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');

async function openFromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** AddPost's first two fields: half of the form. */
async function fillFirstHalf(page: Page, post: { heading: string; reference: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Add Post' })).toBeVisible({ timeout: DRAWN_WITHIN_MS });
  await page.getByRole('textbox', { name: 'Reference' }).fill(post.reference);
  await page.getByRole('textbox', { name: 'Activity Heading' }).fill(post.heading);
}

/** The rest of AddPost, checking the first half kept its input, then Save Draft: the new post's page. */
async function finishAndSave(page: Page, post: { heading: string; reference: string }) {
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(post.reference);
  await expect(page.getByRole('textbox', { name: 'Activity Heading' })).toHaveValue(post.heading);
  for (const name of ['Appointment Status', 'Trading Status', 'Turnover', 'Employees', 'Primary Category']) {
    await page.getByRole('combobox', { name }).selectOption({ index: 1 });
  }
  await page.getByRole('group', { name: 'Locations' }).getByRole('checkbox').first().check();
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('A going concern, posted while its area was released.');
  const checked = registryChecked(page);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: post.heading, exact: true })).toBeVisible({ timeout: DRAWN_WITHIN_MS });
  await checked;
}

test.use({ storageState: storageStatePath('seller') });

test('a seller half-way through the add-post form across a release, then a rollback, of the seller area: the form keeps its input and saves, and the next screen of the area runs the release now current', async ({ page, browser }) => {
  const builtIn = versionOf(path.join(REPO_ROOT, 'remote-seller', 'dist'));
  const released = copiedAsRelease('seller', `e2e-seller-${Date.now()}`);
  const admin = await adminOnRemotes(browser);
  try {
    await page.goto('/user/add-post');
    await expect.poll(() => runningRelease(page, 'seller')).toBe(builtIn);

    // Half filled, the seller area is released.
    const first = uniquePost('Released mid-form printing works');
    await fillFirstHalf(page, first);
    await admin.release('seller', released);
    // The screen stays the one drawn: the seller finishes, and the draft is saved.
    await finishAndSave(page, first);
    expect(await runningRelease(page, 'seller'), 'the area has not been entered since').toBe(builtIn);

    // The next screen of the seller area comes from the release.
    await openFromAccountMenu(page, 'Draft Posts');
    await expect(page).toHaveURL(/\/user\/draft-posts$/);
    await expect.poll(() => runningRelease(page, 'seller')).toBe(versionOf(released));
    await expect(page.getByRole('article').filter({ hasText: first.heading })).toHaveCount(1);

    // The same across a rollback, from a page running the release: back to the built-in build.
    await openFromAccountMenu(page, 'Add Post');
    const second = uniquePost('Rolled back mid-form bakery');
    await fillFirstHalf(page, second);
    await admin.rollBack('seller');
    // The release's later files still load (its owner panel on the post's page): it stays served.
    await finishAndSave(page, second);
    expect(await runningRelease(page, 'seller')).toBe(versionOf(released));
    await openFromAccountMenu(page, 'Draft Posts');
    await expect.poll(() => runningRelease(page, 'seller')).toBe(builtIn);
    await expect(page.getByRole('article').filter({ hasText: second.heading })).toHaveCount(1);
  } finally {
    await admin.backToBuiltIn('seller');
    await admin.close();
  }
});

/** A 1 x 1 PNG: the pack's document. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a buyer with the deal room open across a release of the buyer area downloads a document and makes an offer; the next visit to the room runs the release', async ({ browser }) => {
  // A sale of the demo seller with one document in its pack, made through the API.
  const sellerPage = await (await browser.newContext({ storageState: storageStatePath('seller') })).newPage();
  await sellerPage.goto('/privacy-policy');
  const post = await createDraft(sellerPage, 'Released deal room');
  await postDraft(sellerPage, post.id, londonDate(0), londonDate(27));
  const sellerToken = await sellerPage.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  const upload = await sellerPage.request.post(`/api/seller/pack-documents?id=${post.id}`, {
    headers: { authorization: `Bearer ${sellerToken}` },
    multipart: { Title: 'Site plan', File: { name: 'site plan.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await sellerPage.context().close();

  const builtIn = versionOf(path.join(REPO_ROOT, 'remote-buyer', 'dist'));
  const released = copiedAsRelease('buyer', `e2e-buyer-${Date.now()}`);
  const admin = await adminOnRemotes(browser);
  try {
    // The demo buyer in the room (no NDA: it opens once they have expressed interest).
    const buyer = await browser.newContext({ storageState: storageStatePath('buyer') });
    const buyerPage = await buyer.newPage();
    await buyerPage.goto(`/post/${post.id}`);
    await callApi(buyerPage, 'POST', `buyer/express-interest?id=${post.id}`, { ExpressInterestText: 'We run two print shops.', ConnectedParty: false });
    // The room requires customer due diligence (the default): the buyer's part is given before an offer.
    await callApi(buyerPage, 'PUT', `buyer/deal-room-cdd?id=${post.id}`, { SourceOfFunds: 'trading_income', FundsStatement: 'Retained profits of our print shops.', PoliticallyExposed: false, ConfirmOwners: true });
    await buyerPage.reload();
    await buyerPage.getByRole('link', { name: /^Deal room: 1 document/ }).click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'Deal room' })).toBeVisible({ timeout: DRAWN_WITHIN_MS });
    await expect.poll(() => runningRelease(buyerPage, 'buyer')).toBe(builtIn);

    await admin.release('buyer', released);

    // The open room keeps working: a download, and an offer.
    const pack = buyerPage.getByRole('region', { name: 'Information pack' });
    const downloading = buyerPage.waitForEvent('download');
    await pack.getByRole('button', { name: 'Download Site plan' }).click();
    expect((await downloading).suggestedFilename()).toBe('site plan.png');
    await makeGoingConcernOffer(buyerPage, '250000');
    expect(await runningRelease(buyerPage, 'buyer')).toBe(builtIn);

    // Back to the post and into the room again: the room now comes from the release, the offer in it.
    const checked = registryChecked(buyerPage);
    await buyerPage.getByRole('link', { name: 'Back to post' }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`/post/${post.id}$`));
    await checked;
    await buyerPage.getByRole('link', { name: /^Deal room: 1 document/ }).click();
    await expect.poll(() => runningRelease(buyerPage, 'buyer')).toBe(versionOf(released));
    await expect(buyerPage.getByRole('list', { name: "Your offer's versions" })).toContainText('Version 1 (current): £250,000.00');
    await buyer.close();
  } finally {
    await admin.backToBuiltIn('buyer');
    await admin.close();
  }
});
