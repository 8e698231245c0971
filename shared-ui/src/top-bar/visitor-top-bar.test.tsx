import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { TopBarLayout } from './top-bar';
import { VisitorTopBar } from './visitor-top-bar';

function renderBar(layout: TopBarLayout, onOpenMenu?: () => void) {
  render(
    <MemoryRouter>
      <VisitorTopBar layout={layout} onOpenMenu={onOpenMenu} status={<span>12:00:00</span>} />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

it('offers a visitor the product name linking home, the status, Help and Login on a desktop', () => {
  const bar = renderBar('desktop');
  expect(within(bar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Insolvency Marketplace', '/'],
    ['Help', '/help/faqs'],
    ['Login', '/login'],
  ]);
  expect(within(bar).getByText('12:00:00')).toBeInTheDocument();
  expect(within(bar).queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  expect(bar).toHaveStyle({ minHeight: '70px' });
});

it('has the menu button instead of the navigation on a phone', async () => {
  const onOpenMenu = jest.fn();
  const bar = renderBar('mobile', onOpenMenu);
  expect(within(bar).queryByRole('navigation')).not.toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('button', { name: 'Open menu' }));
  expect(onOpenMenu).toHaveBeenCalled();
  expect(bar).toHaveStyle({ minHeight: '58px' });
});

it('draws both where the width is not known, for its rules to show one by the window’s width', () => {
  const bar = renderBar('by-width');
  // In the markup, hidden by the bar's rules on a desktop (jsdom has no window width).
  expect(bar.querySelector('button[aria-label="Open menu"]')).toBeInTheDocument();
  expect(within(bar).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  expect(rules).toContain('@media (max-width:959.98px){.im-top-bar-by-width{gap:8px;min-height:58px;padding:0 12px}');
  expect(rules).toContain('.im-top-bar-by-width .im-top-bar-nav{display:none}');
});
