import { expect, test } from '../../fixtures/journey';
import { clockDate, clockTime, expectClockTicks, londonDisplayDate } from '../../fixtures/clock';

test('the top bar clock shows today and ticks every second', async ({ page }) => {
  await page.goto('/');
  await expect(clockTime(page)).toHaveText(/\d{2}:\d{2}:\d{2}/);
  await expect(clockDate(page)).toHaveText(londonDisplayDate());
  await expectClockTicks(page);
});
