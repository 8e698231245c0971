import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES, type Role } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '../ui-provider';
import { SaveSearchButton } from './save-search-button';

jest.setTimeout(30_000);

let network: FetchStub | undefined;
afterEach(() => {
  network?.restore();
  network = undefined;
  localStorage.clear();
});

function renderButton(role: Role | null, routes: Record<string, StubHandler> = {}) {
  if (role) localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '7', name: 'Bea Buyer' }));
  network = stubFetch(routes);
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <SaveSearchButton search={{ q: ' bakery leeds ', region: 13, sector: 300, page: 2 }} />
      </UiProvider>
    </Provider>,
  );
  return network;
}

describe('SaveSearchButton', () => {
  it('saves the words and filters with the chosen delivery and shows the answer', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderButton(ROLES.buyer, { 'POST /api/buyer/saved-searches': () => ({ status: 200, body: { message: 'Search saved: we will e-mail you new posts it finds.' } }) });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(screen.getByRole('group', { name: 'E-mail me new posts this search finds' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'One e-mail per matching post' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'One daily e-mail of new matches' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Search saved: we will e-mail you new posts it finds.');
    expect(calls.callsTo('POST', '/api/buyer/saved-searches')[0].body).toEqual({ Query: 'bakery leeds', Filters: { region: 13, sector: 300 }, Delivery: 'daily' });
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeInTheDocument();
  });

  it("shows the server's refusal (already saved, too many)", async () => {
    const user = userEvent.setup({ delay: null });
    renderButton(ROLES.buyer, { 'POST /api/buyer/saved-searches': () => ({ status: 409, body: { message: 'You have already saved this search.' } }) });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already saved this search.');
  });

  it('is not there for visitors, sellers and admins', () => {
    for (const role of [null, ROLES.seller, ROLES.admin]) {
      if (role) localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '8', name: 'Someone' }));
      const { unmount } = render(
        <Provider store={createTestStore()}>
          <UiProvider>
            <SaveSearchButton search={{ q: 'bakery' }} />
          </UiProvider>
        </Provider>,
      );
      expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
      unmount();
      localStorage.clear();
    }
  });
});
