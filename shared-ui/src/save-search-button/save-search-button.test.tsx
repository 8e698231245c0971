import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ROLES, type Role, type SearchFilter } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, parseLoginQuery, pathAfterLogin } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '../ui-provider';
import { SaveSearchButton } from './save-search-button';

let network: FetchStub | undefined;
afterEach(() => {
  network?.restore();
  network = undefined;
  localStorage.clear();
});

const SEARCH: SearchFilter = { q: ' bakery leeds ', region: [13, 7], sector: 300, appointment: [3, 1], added: 7, sort: 'closing', exact: true, page: 2 };

function button(search: SearchFilter = SEARCH) {
  return (
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <UiProvider>
          <SaveSearchButton search={search} />
        </UiProvider>
      </MemoryRouter>
    </Provider>
  );
}

function renderButton(role: Role | null, routes: Record<string, StubHandler> = {}) {
  if (role) localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '7', name: 'Bea Buyer' }));
  network = stubFetch(routes);
  render(button());
  return network;
}

describe('SaveSearchButton', () => {
  it('saves the words and every filter of the page (several values, appointment, added, sort, exact) with the chosen delivery and shows the answer', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = renderButton(ROLES.buyer, { 'POST /api/buyer/saved-searches': () => ({ status: 200, body: { message: 'Search saved: we will e-mail you new posts it finds.' } }) });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    expect(screen.getByRole('group', { name: 'E-mail me new posts this search finds' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'One e-mail per matching post' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'One daily e-mail of new matches' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Search saved: we will e-mail you new posts it finds.');
    expect(calls.callsTo('POST', '/api/buyer/saved-searches')[0].body).toEqual({ Query: 'bakery leeds', Filters: { region: [7, 13], sector: 300, appointment: [1, 3], added: 7, sort: 'closing', exact: true }, Delivery: 'daily' });
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeInTheDocument();
  });

  it("shows the server's refusal (already saved, too many)", async () => {
    const user = userEvent.setup({ delay: null });
    renderButton(ROLES.buyer, { 'POST /api/buyer/saved-searches': () => ({ status: 409, body: { message: 'You have already saved this search.' } }) });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already saved this search.');
  });

  it('offers a visitor Login, which brings them back to this search, and no button', () => {
    renderButton(null);
    const prompt = screen.getByText(/to save this search and get new matches by e-mail$/);
    expect(prompt).toHaveTextContent('Log in to save this search and get new matches by e-mail');
    const link = screen.getByRole('link', { name: 'Log in' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/login\?route=Search&id=/);
    // Login reads its query and, once signed in, opens the same words, filters and page.
    expect(pathAfterLogin(parseLoginQuery(new URL(href, 'http://localhost').search))).toBe('/search?q=bakery+leeds&exact=1&region=7&region=13&sector=300&appointment=1&appointment=3&sort=closing&added=7&page=2');
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('is not there for sellers and admins: neither the button nor the Login prompt', () => {
    for (const role of [ROLES.seller, ROLES.admin]) {
      localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '8', name: 'Someone' }));
      const { unmount } = render(button({ q: 'bakery', page: 1 }));
      expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      unmount();
      localStorage.clear();
    }
  });

  it("draws nothing in the server's page (it renders for nobody in particular), the prompt only after hydration", () => {
    expect(renderToString(button())).not.toContain('Log in');
  });
});
