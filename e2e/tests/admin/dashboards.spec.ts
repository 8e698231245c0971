import { type Page } from '@playwright/test';
import { expect, test } from '../../fixtures/journey';
import type { AdminDashboardFigures } from '@insolvency/shared-contracts';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { ACCESS_TOKEN_KEY } from '../../fixtures/session';

test.use({ storageState: storageStatePath('admin') });

/** A string only Chart.js's own code holds: a script carrying it is the chart library. */
const CHART_JS_MARK = "can't acquire context";

async function adminApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  const response = await page.request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** The scripts the page downloads from now on, with whether each is Chart.js. */
function watchScripts(page: Page): { url: string; chartJs: boolean }[] {
  const scripts: { url: string; chartJs: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), chartJs: body.includes(CHART_JS_MARK) });
  });
  return scripts;
}

test('the dashboards draw the demo data: each chart has its figures as a table that matches the API; only this screen loads the chart library', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrate Users' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.chartJs)).toEqual([]);

  // The Dashboards tile of the admin home opens the screen.
  await page.goto('/');
  await page.getByRole('link', { name: 'Dashboards' }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
  const posts = page.getByRole('region', { name: 'Posts by status' });
  await expect(posts.getByRole('img')).toBeVisible();
  await expect.poll(() => scripts.filter((s) => s.chartJs).length).toBeGreaterThan(0);

  const figures = await adminApi<AdminDashboardFigures>(page, 'admin/dashboard-figures?weeks=12');
  // The demo data's posts are spread over the last weeks: the chart is not empty, and its drawing is a real one.
  const postsInWeeks = figures.postsByStatus.reduce((sum, w) => sum + Object.values(w.counts).reduce((a, b) => a + b, 0), 0);
  expect(postsInWeeks).toBeGreaterThan(0);
  const painted = await posts.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    return data.some((value, i) => i % 4 === 3 && value > 0);
  });
  expect(painted).toBe(true);

  // The table behind the chart: one row per week, the figures of the API in the status columns.
  const table = posts.getByRole('table', { name: 'Posts by status' });
  const headers = (await table.locator('thead th').allTextContents()).slice(1);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(figures.postsByStatus.length);
  const thisWeek = figures.postsByStatus.at(-1)!;
  const lastRow = (await rows.last().locator('td').allTextContents()).map(Number);
  expect(lastRow).toEqual(headers.map((status) => thisWeek.counts[status as keyof typeof thisWeek.counts]));
  const totals = headers.map((status) => figures.postsByStatus.reduce((sum, w) => sum + w.counts[status as keyof typeof thisWeek.counts], 0));
  await expect(posts.getByRole('img')).toHaveAccessibleName(new RegExp(`^Posts by status: ${headers.map((h, i) => `${h} ${totals[i]}`).join(', ')} in all`));

  // Interest and revenue read the same as the API.
  const interest = page.getByRole('region', { name: 'Expressions of interest per week' });
  const interestTotal = figures.interestPerWeek.reduce((sum, w) => sum + w.count, 0);
  if (interestTotal > 0) await expect(interest.getByRole('img')).toHaveAccessibleName(new RegExp(`Expressions of interest ${interestTotal} in all`));
  else await expect(interest.getByText('No interest was expressed in these weeks.')).toBeVisible();
  const revenue = page.getByRole('region', { name: 'Invoiced revenue by month' });
  const thisMonth = figures.revenueByMonth.at(-1)!;
  const pounds = (n: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n);
  if (figures.revenueByMonth.some((m) => m.total > 0)) {
    expect(await revenue.locator('tbody tr').last().locator('td').allTextContents()).toEqual([pounds(thisMonth.net), pounds(thisMonth.vat)]);
  }
  await expect(page.getByRole('region', { name: 'Sign-ups by role per week' })).toBeVisible();

  // Another period is asked for and kept in the address.
  await page.getByLabel('Period').selectOption({ label: 'Last 4 weeks' });
  await expect(page).toHaveURL(/weeks=4/);
  await expect(table.locator('tbody tr')).toHaveCount(4);
});

test("a table's page, size, sort, filters and search survive a reload, Back and a shared link", async ({ page }) => {
  // A width where the users table scrolls sideways: its Status column is still in view.
  await page.setViewportSize({ width: 960, height: 900 });
  await page.goto('/admin/users');
  const table = page.getByRole('table');
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeInViewport({ ratio: 1 });
  await page.getByLabel('Show').selectOption({ label: 'All users' });
  await page.getByLabel('Sort by').selectOption({ label: 'Surname' });
  await page.getByLabel('Per page').selectOption('10');
  await page.getByLabel('Name, company or e-mail').fill('example.com');
  await page.getByLabel('Name, company or e-mail').press('Enter');
  await expect(page).toHaveURL(/\/admin\/users\?filter=all&sort=surname&search=example\.com&pageSize=10$/);
  const names = await table.getByRole('link').allTextContents();
  expect(names.length).toBeGreaterThan(1);

  await page.reload();
  await expect(page.getByLabel('Show')).toHaveValue('all');
  await expect(page.getByLabel('Sort by')).toHaveValue('surname');
  await expect(page.getByLabel('Per page')).toHaveValue('10');
  await expect(page.getByLabel('Name, company or e-mail')).toHaveValue('example.com');
  await expect(table.getByRole('link')).toHaveText(names);

  // Into a user and Back: the same view.
  await table.getByRole('link', { name: names[0] }).click();
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Show')).toHaveValue('all');
  await expect(table.getByRole('link')).toHaveText(names);

  // Back again undoes the search; the address is the view.
  await page.goBack();
  await expect(page.getByLabel('Name, company or e-mail')).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/users\?filter=all&sort=surname&pageSize=10$/);

  // Invoices: the period, sort and order from a shared link.
  await page.goto('/admin/invoices?days=365&sort=totalPrice&order=asc&pageSize=5');
  await expect(page.getByLabel('Created in the last')).toHaveValue('365');
  await expect(page.getByLabel('Sort by')).toHaveValue('totalPrice');
  await expect(page.getByLabel('Order')).toHaveValue('asc');
  await expect(page.getByRole('article')).not.toHaveCount(0);
  const pages = page.getByRole('navigation', { name: 'Invoices pages' });
  if (await pages.getByRole('button', { name: 'Page 2', exact: true }).isVisible()) {
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  }
});
