/**
 * @jest-environment jsdom
 */
// jsdom's own FormData: React builds one from the form when a submit starts a transition (the
// router's navigation), and the project's environment swaps in Node's, which takes no form.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { TopBarLayout } from './top-bar';
import { VisitorTopBar } from './visitor-top-bar';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderBar(layout: TopBarLayout) {
  render(
    <MemoryRouter initialEntries={['/help/faqs']}>
      <VisitorTopBar layout={layout} />
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

it('on a desktop, searches from a labelled field: Enter opens the results of the words', async () => {
  const bar = renderBar('desktop');
  const form = within(bar).getByRole('search', { name: 'Search opportunities' });
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  await userEvent.type(within(form).getByRole('searchbox', { name: 'Search opportunities' }), 'bakery leeds{Enter}');
  expect(screen.getByLabelText('address')).toHaveTextContent('/search?q=bakery+leeds');
});

it('the button searches too', async () => {
  const bar = renderBar('desktop');
  await userEvent.type(within(bar).getByRole('searchbox'), 'mill');
  await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
  expect(screen.getByLabelText('address')).toHaveTextContent('/search?q=mill');
});

it('on a phone, an icon links to the search page instead of a field (a desktop has both, its rules show one by the width)', () => {
  const bar = renderBar('mobile');
  expect(within(bar).queryByRole('searchbox')).not.toBeInTheDocument();
  expect(within(bar).getByRole('link', { name: 'Search opportunities' })).toHaveAttribute('href', '/search');
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  expect(rules).toContain('@media (max-width:1199.98px){.im-top-bar-search-link{display:inline-flex}.im-top-bar-search-field{display:none}}');
});
