import { expect, test } from '../../fixtures/journey';

// The shell's index.html carries antd's CSS for the Button every page draws, with antd's map of
// it (build-tools/antd-static-styles): antd must take it instead of making the same CSS again.
test("the home's pager Buttons are drawn with the CSS index.html brings, which antd does not make again", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest opportunities' })).toBeVisible();
  const next = page.getByRole('navigation', { name: 'Pages of opportunities' }).getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();

  const styles = await page.evaluate(() =>
    Array.from(document.head.querySelectorAll('style'), (style) => ({
      madeByAntd: style.hasAttribute('data-css-hash'),
      buttonRules: style.textContent?.includes('.ant-btn-variant-outlined') ?? false,
    })),
  );
  expect(styles.filter((style) => style.buttonRules)).toEqual([{ madeByAntd: false, buttonRules: true }]);
  // Drawn as antd's Button: its class, the theme's radius and a pointer.
  await expect(next).toHaveClass(/\bant-btn\b/);
  await expect(next).toHaveCSS('border-radius', '6px');
  await expect(next).toHaveCSS('cursor', 'pointer');
  await expect(next).toHaveCSS('border-top-style', 'solid');
});
