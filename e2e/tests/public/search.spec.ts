import type { APIRequestContext } from '@playwright/test';
import type { SearchAnswer } from '@insolvency/shared-contracts';
import { expect, test } from '../../fixtures/journey';
import { tabTo } from '../../fixtures/keyboard';

/*
 * Search (issue 49, beyond the spec) as a visitor uses it: words with a misspelling from the home's
 * search box or the top bar's, a filter from the counts, the results in the address (Back, a shared
 * link), at desktop and phone widths; every screen scanned by axe (fixtures/journey.ts).
 */

async function searchApi(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const response = await request.get(`/api/unauth/search?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const results = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Search results' });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor misspells "brewery" on the home, narrows the results by region, goes back and shares the address', async ({ page, request }) => {
    const expected = await searchApi(request, 'q=brewrey');
    expect(expected.total, 'the demo seed has a brewery').toBeGreaterThan(0);

    await page.goto('/');
    const homeSearch = page.getByRole('search', { name: 'Search businesses and assets for sale' });
    const field = homeSearch.getByRole('searchbox', { name: 'Search businesses and assets for sale' });
    await tabTo(page, field);
    await page.keyboard.type('brewrey');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=brewrey$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “brewrey”');
    await expect(results(page).getByRole('heading', { name: expected.items[0].activityHeading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(expected.total === 1 ? '1 opportunity found' : `${expected.total} opportunities found`);

    // A filter from the counts, ticked in its opened group: the address carries it and every card is in the region.
    const region = expected.facets.region[0];
    const regionBox = page.getByRole('checkbox', { name: `${region.description} (${region.count})` });
    await page.locator('summary', { hasText: 'Region' }).click();
    // A click, then the box seen ticked: the app ticks it once the address has changed, which on a
    // busy machine comes after the moment `check()` reads the box.
    await regionBox.click();
    await expect(regionBox).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=brewrey&region=${region.id}$`));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toContainText('with these filters');
    for (const card of await results(page).getByRole('article').all()) await expect(card.getByRole('list', { name: 'Locations' })).toContainText(region.description);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=brewrey$/);
    await expect(page.getByRole('checkbox', { name: `${region.description} (${region.count})` })).not.toBeChecked();

    // The shared address opens the same search.
    await page.goto(`/search?q=brewrey&region=${region.id}`);
    await expect(page.locator(`input[type="checkbox"][name="region"][value="${region.id}"]`)).toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Words' })).toHaveValue('brewrey');
  });

  test('the top bar searches from every page; words that match nothing say so with a hint', async ({ page }) => {
    await page.goto('/help/faqs');
    const bar = page.getByRole('banner').getByRole('search', { name: 'Search opportunities' });
    await bar.getByRole('searchbox').fill('zzqxj');
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=zzqxj$/);
    await expect(page.getByText('No posts match “zzqxj”. Check the spelling, try fewer or more general words.')).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor on a phone opens search from the top bar, searches "engneering" and gets its results one card a row', async ({ page, request }) => {
    const expected = await searchApi(request, 'q=engneering');
    expect(expected.total, 'the demo seed has engineering firms').toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search opportunities' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole('searchbox', { name: 'Words' });
    await field.fill('engneering');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=engneering$/);
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await expect(results(page).getByRole('heading', { name: expected.items[0].activityHeading })).toBeVisible();
    // One card a row, nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('on a phone the filters are one closed "Filters and sort" row above the results; it opens with the keyboard and its boxes filter', async ({ page, request }) => {
    const expected = await searchApi(request, 'q=bakery');
    const region = expected.facets.region[0];
    await page.goto('/search?q=bakery');
    const filters = page.locator('summary', { hasText: 'Filters and sort' });
    await expect(filters).toContainText('none chosen');
    await expect(page.locator('summary', { hasText: 'Region' })).toBeHidden();
    // The results start within the first screen, close below the words and that one row.
    const card = results(page).getByRole('article').first();
    await expect(card).toBeVisible();
    const [row, first] = [await filters.boundingBox(), await card.boundingBox()];
    expect(row!.height).toBeLessThanOrEqual(48);
    expect(first!.y - (row!.y + row!.height)).toBeLessThanOrEqual(140);

    await filters.focus();
    await page.keyboard.press('Enter');
    await page.locator('summary', { hasText: 'Region' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: `${region.description} (${region.count})` }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=bakery&region=${region.id}$`));
    await expect(filters).toContainText('1 chosen');
  });
});

test('without JavaScript the server’s page has the results, and its form searches', async ({ browser, baseURL, request }) => {
  const expected = await searchApi(request, 'q=bakrey');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    const response = await page.goto('/search?q=bakrey');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “bakrey”');
    await expect(page.getByRole('heading', { name: expected.items[0].activityHeading })).toBeVisible();
    await expect(page).toHaveTitle('Search results for “bakrey” · Insolvency Marketplace');

    const form = page.getByRole('search', { name: 'Words and filters' });
    await form.getByRole('searchbox', { name: 'Words' }).fill('brewrey');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=brewrey/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “brewrey”');
  } finally {
    await context.close();
  }
});
