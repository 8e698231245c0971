import { renderHook } from '@testing-library/react';
import { usePageTitle } from './use-page-title';

it('titles the page while the screen shows, and gives the old title back when it leaves', () => {
  document.title = 'Insolvency Marketplace';
  const { rerender, unmount } = renderHook(({ title }: { title: string | null }) => usePageTitle(title), { initialProps: { title: null as string | null } });
  expect(document.title).toBe('Insolvency Marketplace');

  rerender({ title: 'Bakery chain' });
  expect(document.title).toBe('Bakery chain · Insolvency Marketplace');
  rerender({ title: 'Bakery chain (amended)' });
  expect(document.title).toBe('Bakery chain (amended) · Insolvency Marketplace');

  unmount();
  expect(document.title).toBe('Insolvency Marketplace');
});
