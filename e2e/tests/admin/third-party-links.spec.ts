import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { E2E_ADMIN_REPORT_URL, E2E_MAIL_SERVICE_DASHBOARD_URL } from '../../fixtures/test-server';
import { THIRD_PARTY_REPORT_HEADING } from '../../fixtures/third-party-report';

test.use({ storageState: storageStatePath('admin') });

test('with ADMIN_REPORT_URL set, Dashboards embeds the report (its origin admitted by the CSP) below the charts, with a link to open it in a tab', async ({ page }) => {
  // The report's host is answered by the journey fixture, as the third party would.
  const response = await page.goto('/admin/dashboards');
  expect(response?.headers()['content-security-policy']).toContain(`frame-src ${new URL(E2E_ADMIN_REPORT_URL).origin}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();

  const report = page.getByRole('region', { name: 'Analytics report' });
  await report.scrollIntoViewIfNeeded();
  await expect(report.locator('iframe')).toHaveAttribute('src', E2E_ADMIN_REPORT_URL);
  await expect(page.frameLocator('iframe[title="Analytics report"]').getByRole('heading', { name: THIRD_PARTY_REPORT_HEADING })).toBeVisible();
  await expect(report.getByRole('link', { name: 'Open the report in a new tab' })).toHaveAttribute('href', E2E_ADMIN_REPORT_URL);
});

test('with MAIL_SERVICE_DASHBOARD_URL set, the admin menu links to the mail delivery service in a new tab', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrate Users' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  const link = page.getByRole('link', { name: 'Mail delivery service (opens in a new tab)' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', E2E_MAIL_SERVICE_DASHBOARD_URL);
  await expect(link).toHaveAttribute('target', '_blank');
});
