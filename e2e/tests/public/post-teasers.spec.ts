import { cpSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PAGE_BEFORE_APP_ID } from '@insolvency/shared-contracts';
import { collectConsoleProblems } from '../../fixtures/console-problems';
import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { DEPLOYMENTS_DIR, removeRemoteRegistry, writeRemoteRegistry } from '../../fixtures/redeploy';
import { callApi, createDraft, londonDate, postDraft } from '../../fixtures/seller-posts';
import { REPO_ROOT } from '../../fixtures/test-server';

/*
 * A post's public teaser (beyond the spec), rendered by the server from remote-public's server
 * build into the shell's page and hydrated by the app: what a visitor, a crawler or a link preview
 * gets at /opportunities/<id>, and the sitemap that lists it while the post is For Sale.
 */

test.use({ storageState: storageStatePath('seller') });

/** A new post of the demo seller, For Sale from today and shown on public pages. */
async function livePost(page: Page, label: string) {
  await page.goto('/');
  const post = await createDraft(page, label);
  await postDraft(page, post.id, londonDate(0), londonDate(27));
  return { ...post, path: `/opportunities/${post.id}` };
}

/** The teaser as a browser without JavaScript shows it: everything it shows came in the HTML. */
async function openWithoutJavaScript(browser: Browser, path: string, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status(), close: () => context.close() };
}

const sitemapLocations = async (request: APIRequestContext) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
};

test('a live post’s teaser shows its details without JavaScript, names its heading to link previews and is in the sitemap', async ({ page, browser, request, baseURL }) => {
  const post = await livePost(page, 'Teaser bakery');
  expect(await sitemapLocations(request)).toContain(post.path);

  const visitor = await openWithoutJavaScript(browser, post.path, baseURL);
  try {
    expect(visitor.status).toBe(200);
    await expect(visitor.page.getByRole('heading', { level: 1, name: post.heading })).toBeVisible();
    const main = visitor.page.getByRole('main');
    await expect(main).toContainText(`Reference ${post.reference}`);
    for (const term of ['Locations', 'Sector', 'Turnover', 'Employees', 'For sale', 'Insolvency practitioner']) await expect(main.getByText(term, { exact: true })).toBeVisible();
    await expect(main).toContainText('Log in or register to see the full details and express interest.');
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await expect(visitor.page).toHaveTitle(`${post.heading} · Insolvency Marketplace`);
    await expect(visitor.page.locator('meta[property="og:title"]')).toHaveAttribute('content', post.heading);
    await expect(visitor.page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', post.heading);
    await expect(visitor.page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${post.path}$`));
    const structuredData = JSON.parse((await visitor.page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(structuredData).toMatchObject({ '@type': 'Offer', name: post.heading, identifier: post.reference });
  } finally {
    await visitor.close();
  }

  // With JavaScript a visitor's app hydrates the same page: no console error (a mismatch is one), the same heading and title.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const visitorPage = await context.newPage();
    const problems = collectConsoleProblems(visitorPage);
    await visitorPage.goto(post.path);
    await expect(visitorPage.locator(`#${PAGE_BEFORE_APP_ID}`)).toHaveCount(0);
    await expect(visitorPage.locator('#root').getByRole('heading', { level: 1, name: post.heading })).toBeVisible();
    await expect(visitorPage).toHaveTitle(`${post.heading} · Insolvency Marketplace`);
    await expect(visitorPage.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a withdrawn post’s teaser answers 410 with a page that says so, and leaves the sitemap', async ({ page, browser, request, baseURL }) => {
  const post = await livePost(page, 'Teaser withdrawn');
  expect(await sitemapLocations(request)).toContain(post.path);

  await callApi(page, 'PATCH', `seller/withdraw-post?id=${post.id}`);

  expect(await sitemapLocations(request)).not.toContain(post.path);
  const visitor = await openWithoutJavaScript(browser, post.path, baseURL);
  try {
    expect(visitor.status).toBe(410);
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'This opportunity is no longer for sale' })).toBeVisible();
    await expect(visitor.page.getByRole('main')).toContainText(post.heading);
    await expect(visitor.page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  } finally {
    await visitor.close();
  }
});

test('robots.txt keeps the signed-in areas out and names the sitemap', async ({ request }) => {
  const lines = (await (await request.get('/robots.txt')).text()).split('\n');
  expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /user/', 'Disallow: /admin/']));
  expect(lines.some((line) => /^Sitemap: https?:\/\/.+\/sitemap\.xml$/.test(line))).toBe(true);
});

test.describe('when the build the registry names has no server build', () => {
  // While remotes.json points at the copy, journeys beside this one get the same remote-public
  // code from another URL, and teasers rendered in the browser; afterwards the default is back.
  test.afterEach(() => removeRemoteRegistry());

  test('the teaser is rendered in the browser instead, with the same content and status', async ({ page, request }) => {
    const post = await livePost(page, 'Teaser fallback');
    const folder = `remote-public-browser-only-${Date.now()}`;
    cpSync(path.join(REPO_ROOT, 'remote-public', 'dist'), path.join(DEPLOYMENTS_DIR, folder), {
      recursive: true,
      filter: (source) => path.basename(source) !== 'server',
    });
    const registry = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    writeRemoteRegistry({ ...registry, remote_public: `/deployments/${folder}/mf-manifest.json` });

    const response = await page.goto(post.path);
    expect(response?.status()).toBe(200);
    expect(await response?.text(), 'the shell’s page, not a server-rendered teaser').not.toContain(post.heading);
    await expect(page.getByRole('heading', { level: 1, name: post.heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Log in or register to see the full details and express interest.');
    await expect(page).toHaveTitle(`${post.heading} · Insolvency Marketplace`);
  });
});
