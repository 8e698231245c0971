import { expect, test } from '@playwright/test';
import { accessibilityViolations, axeScansRun } from '../../fixtures/accessibility';

// Playwright's own test, not the journey fixture: this page is made to fail the scan on purpose.
test('the journeys’ accessibility scan finds faint text, answers the same state again without scanning, and scans a changed one', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Barely legible grey on white';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    document.querySelector('main')?.append(faint);
  });

  const scansBefore = axeScansRun();
  const found = await accessibilityViolations(page, 'faint text');
  expect(found.map((violation) => violation.rule)).toContain('color-contrast');
  expect(found[0].screen).toBe('/terms-and-conditions (faint text)');
  expect(axeScansRun()).toBe(scansBefore + 1);

  // The same document, fields and window: the same findings, without a second scan.
  const again = await accessibilityViolations(page);
  expect(again.map((violation) => violation.rule)).toEqual(found.map((violation) => violation.rule));
  expect(axeScansRun()).toBe(scansBefore + 1);

  // Mended: a new state, scanned, and clean.
  await page.evaluate(() => document.getElementById('faint')?.style.setProperty('color', '#1f1f1f'));
  expect((await accessibilityViolations(page)).map((violation) => violation.rule)).not.toContain('color-contrast');
  expect(axeScansRun()).toBe(scansBefore + 2);
});
