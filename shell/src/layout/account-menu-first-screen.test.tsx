import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@insolvency/shared-auth';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { markFirstScreenDrawn } from '../delivery/first-screen';
import { renderInLayout } from '../testing/render-in-layout';

// The page's first screen is drawn once per page: this file is one page.
it("loads the account menu only once the page's first screen is drawn: on a deep link, no data is on its way before the screen's code", async () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, name: 'Jane Smith' }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  renderInLayout('/', <Route index element={<p>Loading the screen</p>} />, { firstScreenDrawn: false });
  const banner = screen.getByRole('banner');

  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(within(banner).getByText('Jane Smith')).toBeInTheDocument();
  expect(within(banner).queryByRole('button', { name: /, account menu$/ })).not.toBeInTheDocument();

  act(() => markFirstScreenDrawn());
  // The menu's code is a chunk of its own: on two cores shared with the journeys it took over 2 s to arrive.
  expect(await within(banner).findByRole('button', { name: /, account menu$/ }, { timeout: 10_000 })).toBeInTheDocument();
});
