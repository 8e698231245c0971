import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ROLES, type Role } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, type RegisteredRemote, type RemoteRoute } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken } from '@insolvency/shared-auth/testing';
import { usePageTitle } from '@insolvency/shared-ui';
import { composeRoutes, type ShellRouteElements } from './compose-routes';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const screenNamed = (text: string) => async () => ({
  default: () => (
    <>
      <h1>{text}</h1>
      <Link to="/login">Log in</Link>
    </>
  ),
});

const PUBLIC: RegisteredRemote = { name: 'remote_public', area: 'public', manifestUrl: '/remotes/public/mf-manifest.json' };
const BUYER: RegisteredRemote = { name: 'remote_buyer', area: 'buyer', manifestUrl: '/remotes/buyer/mf-manifest.json' };
const PUBLIC_ROUTES: RemoteRoute[] = [
  { name: 'ConditionalHome', path: '/', guard: 'public', load: screenNamed('Home screen') },
  { name: 'Login', title: 'Login', path: '/login', guard: 'public', load: async () => ({ default: Where }) },
];
const BUYER_ROUTES: RemoteRoute[] = [
  { name: 'PostingInbox', path: '/posting-inbox/', guard: 'buyer', load: screenNamed('Your Posting Inbox') },
  {
    name: 'PostDetail',
    path: '/post/:id',
    guard: 'public',
    // A screen that names itself from its data, once loaded.
    load: async () => ({
      default: function PostDetail() {
        const [heading, setHeading] = useState<string | undefined>(undefined);
        usePageTitle(heading);
        return <button onClick={() => setHeading('Family bakery with two shops')}>Load post</button>;
      },
    }),
  },
];

const ELEMENTS: ShellRouteElements = {
  notFound: <h1>404 Not Found</h1>,
  unmatched: <p>No remote serves this path</p>,
};

function renderAt(url: string, role: Role | null = null) {
  localStorage.clear();
  if (role) {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  }
  const routes = composeRoutes(
    [
      { remote: PUBLIC, routes: PUBLIC_ROUTES },
      { remote: BUYER, routes: BUYER_ROUTES },
    ],
    ELEMENTS,
  );
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <header>Top bar</header>
        <Composed routes={routes} />
      </MemoryRouter>
    </Provider>,
  );
  return routes;
}

function Composed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe('composeRoutes', () => {
  it("renders a remote's screen, loaded on demand, below the shell layout", async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(screen.getByText('Top bar')).toBeInTheDocument();
  });

  it("applies the route's guard: a visitor goes to Login with the route name", async () => {
    renderAt('/posting-inbox/');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?route=PostingInbox');
  });

  it('admits the role the guard names', async () => {
    renderAt('/posting-inbox/', ROLES.buyer);
    expect(await screen.findByRole('heading', { name: 'Your Posting Inbox' })).toBeInTheDocument();
  });

  it('sends another role home', async () => {
    renderAt('/posting-inbox/', ROLES.seller);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });

  it('serves NotFound at /not-found and hands any other path to the unmatched route', () => {
    renderAt('/not-found');
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    renderAt('/no/such/page');
    expect(screen.getByText('No remote serves this path')).toBeInTheDocument();
  });

  it('names every route as the spec does', () => {
    const routes = renderAt('/');
    expect(routes.map((route) => route.id)).toEqual(['ConditionalHome', 'Login', 'PostingInbox', 'PostDetail', 'NotFound', 'Unmatched']);
    expect(routes[2].handle).toEqual({ routeName: 'PostingInbox', area: 'buyer' });
  });

  it('gives each screen its own state when the user moves between routes', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
  });

  it('titles each page from its route manifest entry, and a screen can title its page from its data', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Home screen' });
    expect(document.title).toBe('Insolvency Marketplace');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await screen.findByTestId('where');
    expect(document.title).toBe('Login · Insolvency Marketplace');

    renderAt('/post/12', ROLES.buyer);
    await userEvent.click(await screen.findByRole('button', { name: 'Load post' }));
    await waitFor(() => expect(document.title).toBe('Family bakery with two shops · Insolvency Marketplace'));

    renderAt('/not-found');
    expect(document.title).toBe('404 Not Found · Insolvency Marketplace');
  });
});
