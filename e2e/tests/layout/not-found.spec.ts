import { expect, test } from '../../fixtures/journey';

test('an unknown path answers 404 and shows 404 Not Found with a way back home', async ({ page }) => {
  // The server answers 404 with the app's page, which boots and shows its Not Found screen.
  expect((await page.goto('/no/such/page-here'))?.status()).toBe(404);
  await expect(page.getByText('404 Not Found')).toBeVisible();

  const returnHome = page.getByRole('link', { name: 'Return Home' }).or(page.getByRole('button', { name: 'Return Home' }));
  await returnHome.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('404 Not Found')).toBeHidden();
});
