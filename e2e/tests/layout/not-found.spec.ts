import { expect, test } from '../../fixtures/journey';

test('an unknown path shows 404 Not Found with a way back home', async ({ page }) => {
  await page.goto('/no/such/page-here');
  await expect(page.getByText('404 Not Found')).toBeVisible();

  const returnHome = page.getByRole('link', { name: 'Return Home' }).or(page.getByRole('button', { name: 'Return Home' }));
  await returnHome.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('404 Not Found')).toBeHidden();
});
