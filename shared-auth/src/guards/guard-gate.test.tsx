import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROLES, type Role, type RouteGuard, type RouteName } from '@insolvency/shared-contracts';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '../testing';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../session/token-storage';
import { GuardGate } from './guard-gate';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const GUARDED: { path: string; guard: RouteGuard; name: RouteName }[] = [
  { path: '/post/:id', guard: 'login', name: 'PostDetail' },
  { path: '/posting-inbox/', guard: 'buyer', name: 'PostingInbox' },
  { path: '/user/live-posts', guard: 'seller', name: 'LivePosts' },
  { path: '/admin/users', guard: 'admin', name: 'AdminUsers' },
  { path: '/help/faqs', guard: 'public', name: 'Help' },
];

function renderAt(url: string) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<Where />} />
          <Route path="/login" element={<Where />} />
          {GUARDED.map(({ path, guard, name }) => (
            <Route
              key={name}
              path={path}
              element={
                <GuardGate guard={guard} routeName={name}>
                  <p>screen {name}</p>
                </GuardGate>
              }
            />
          ))}
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

function logInAs(role: Role) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
}

let stub: FetchStub | null = null;
beforeEach(() => localStorage.clear());
afterEach(() => stub?.restore());

describe('GuardGate', () => {
  it('renders public routes for visitors', () => {
    renderAt('/help/faqs');
    expect(screen.getByText('screen Help')).toBeInTheDocument();
  });

  it('sends anonymous users to Login with the route name and id', () => {
    renderAt('/post/31');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?route=PostDetail&id=31');
  });

  it('sends anonymous users from a buyer route to Login', () => {
    renderAt('/posting-inbox/');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?route=PostingInbox');
  });

  it('sends a seller away from a buyer route to home', () => {
    logInAs(ROLES.seller);
    renderAt('/posting-inbox/');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('admits the buyer to a buyer route', () => {
    logInAs(ROLES.buyer);
    renderAt('/posting-inbox/');
    expect(screen.getByText('screen PostingInbox')).toBeInTheDocument();
  });

  it('admits any logged-in role to a login route', () => {
    logInAs(ROLES.seller);
    renderAt('/post/3');
    expect(screen.getByText('screen PostDetail')).toBeInTheDocument();
  });

  it('admits Admin to a seller route', () => {
    logInAs(ROLES.admin);
    renderAt('/user/live-posts');
    expect(screen.getByText('screen LivePosts')).toBeInTheDocument();
  });

  it('refuses a seller on an admin route', () => {
    logInAs(ROLES.seller);
    renderAt('/admin/users');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('refreshes an expired token before showing a protected screen', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, expiresInSeconds: -30 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    stub = stubFetch({
      'POST /api/refresh-token': () => ({
        status: 200,
        body: { token: fakeAccessToken({ role: ROLES.seller }), refreshToken: 'refresh-2' },
      }),
    });

    renderAt('/user/live-posts');

    expect(await screen.findByText('screen LivePosts')).toBeInTheDocument();
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('sends the user to Login with reason expired when that refresh is refused', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ expiresInSeconds: -30 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    stub = stubFetch({ 'POST /api/refresh-token': () => ({ status: 401, body: { message: 'Invalid' } }) });

    renderAt('/post/8');

    expect(await screen.findByTestId('where')).toHaveTextContent('/login?route=PostDetail&id=8&reason=expired');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });
});
