import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type NavigateOptions } from 'react-router-dom';
import { ScrollToTopOnNavigation } from './scroll-to-top-on-navigation';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTopOnNavigation /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const go = (to: string | number, options?: NavigateOptions) => act(async () => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));
  return go;
}

describe('ScrollToTopOnNavigation', () => {
  it('puts a new screen at its top', async () => {
    const go = renderAt('/');
    await go('/login');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("keeps the place when a screen changes only its own query, forward or back, and not when the screen changes", async () => {
    const go = renderAt('/');
    await go('/?page=2', { state: { keepScroll: true } });
    await go('/?page=3', { state: { keepScroll: true } });
    await go(-1);
    expect(scrollTo).not.toHaveBeenCalled();
    // A link to the same path without the mark is a navigation like any other.
    await go('/?region=1');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await go('/help/faqs');
    await go(-1);
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});
