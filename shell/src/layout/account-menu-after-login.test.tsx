import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, remoteLoaded, remoteLoadStarted, remotesRegistered } from '@insolvency/shared-auth';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { renderInLayout } from '../testing/render-in-layout';

const BUYER_REMOTE = { name: 'remote_buyer', area: 'buyer', manifestUrl: '/remotes/buyer/mf-manifest.json' } as const;

it("after a login, waits for the role's remotes before loading the account menu: their routes are what the role's home waits for", async () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.buyer, name: 'Jane Smith' }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  // The Login screen was the page's first screen; the buyer's remote is loading, as just after the answer to the login.
  const { store } = renderInLayout('/', <Route index element={<p>Loading the screen</p>} />);
  act(() => {
    store.dispatch(remotesRegistered([BUYER_REMOTE]));
    store.dispatch(remoteLoadStarted({ name: BUYER_REMOTE.name }));
  });
  const banner = screen.getByRole('banner');

  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(within(banner).getByText('Jane Smith')).toBeInTheDocument();
  expect(within(banner).queryByRole('button', { name: /, account menu$/ })).not.toBeInTheDocument();

  act(() => {
    store.dispatch(remoteLoaded({ name: BUYER_REMOTE.name }));
  });
  expect(await within(banner).findByRole('button', { name: /, account menu$/ }, { timeout: 2_000 })).toBeInTheDocument();
});
