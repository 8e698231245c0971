import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROLES, type Role } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, endSession, REFRESH_TOKEN_KEY, type RegisteredRemote, type RemoteRoute } from '@insolvency/shared-auth';
import { fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { renderAppRouter } from '../testing/render-app-router';
import type { FederationRuntime } from './remote-loader';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}
const screenNamed = (text: string) => async () => ({ default: () => <h1>{text}</h1> });

/** Logs out the way the account menu does: end the session, then go home. */
function LivePostsWithLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const logOut = async () => {
    endSession(dispatch);
    await Promise.resolve();
    navigate('/');
  };
  return (
    <>
      <h1>Live Posts</h1>
      <button type="button" onClick={logOut}>
        Log out
      </button>
    </>
  );
}

const REGISTRY: RegisteredRemote[] = [
  { name: 'remote_public', area: 'public', manifestUrl: '/remotes/public/mf-manifest.json' },
  { name: 'remote_seller', area: 'seller', manifestUrl: '/remotes/seller/mf-manifest.json' },
];
const MANIFESTS: Record<string, RemoteRoute[]> = {
  'remote_public/routes': [
    { name: 'ConditionalHome', path: '/', guard: 'public', load: screenNamed('Home screen') },
    { name: 'Login', path: '/login', guard: 'public', load: async () => ({ default: Where }) },
    { name: 'PrivacyPolicy', path: '/privacy-policy', guard: 'public', load: screenNamed('Privacy Policy') },
  ],
  'remote_seller/routes': [{ name: 'LivePosts', path: '/user/live-posts', guard: 'seller', load: async () => ({ default: LivePostsWithLogout }) }],
};

/** The federation runtime with one switch: whether the seller remote's files can be fetched. */
function fakeRuntime() {
  const network = { sellerReachable: true };
  const requested: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      requested.push(id);
      if (id.startsWith('remote_seller') && !network.sellerReachable) throw new Error('Failed to fetch /remotes/seller/mf-manifest.json');
      return { default: MANIFESTS[id] } as T;
    },
  };
  return { runtime, network, requested };
}

interface ShellSetUp {
  role?: Role | null;
  /** Seconds until the stored access token expires (negative: already expired). */
  tokenExpiresInSeconds?: number;
  sellerReachable?: boolean;
}

function renderShellAt(url: string, { role = null, tokenExpiresInSeconds = 900, sellerReachable = true }: ShellSetUp = {}) {
  localStorage.clear();
  if (role) {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, expiresInSeconds: tokenExpiresInSeconds }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  }
  window.history.pushState({}, '', url);
  const fake = fakeRuntime();
  fake.network.sellerReachable = sellerReachable;
  renderAppRouter(fake.runtime, REGISTRY, { attempts: 2, initialDelayMs: 0, factor: 1, maxDelayMs: 0 });
  return fake;
}

let fetchStub: FetchStub | null = null;
afterEach(() => fetchStub?.restore());

describe('AppRouter', () => {
  it("loads only the visitor's remote and shows its screen in the layout", async () => {
    const { requested } = renderShellAt('/');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(requested).toEqual(['remote_public/routes']);
  });

  it('sends a visitor who opens a seller route to Login, without loading the seller remote', async () => {
    const { requested } = renderShellAt('/user/live-posts');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?route=LivePosts');
    expect(requested).not.toContain('remote_seller/routes');
  });

  it('keeps the id when a visitor opens a route of a remote the role may not load', async () => {
    renderShellAt('/post/31/express-interest/');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?route=ExpressInterest&id=31');
  });

  it('refreshes a stale session before deciding, and sends the user to Login with reason expired when refused', async () => {
    fetchStub = stubFetch({ 'POST /api/refresh-token': () => ({ status: 401, body: { message: 'Invalid refresh token' } }) });
    const { requested } = renderShellAt('/user/live-posts', { role: ROLES.seller, tokenExpiresInSeconds: -60 });
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?route=LivePosts&reason=expired');
    expect(requested).not.toContain('remote_seller/routes');
  });

  it('loads the remote once a stale session is refreshed', async () => {
    fetchStub = stubFetch({
      'POST /api/refresh-token': () => ({ status: 200, body: { token: fakeAccessToken({ role: ROLES.seller }), refreshToken: 'refresh-2' } }),
    });
    renderShellAt('/user/live-posts', { role: ROLES.seller, tokenExpiresInSeconds: -60 });
    expect(await screen.findByRole('heading', { name: 'Live Posts' })).toBeInTheDocument();
  });

  it('shows NotFound for a path no route has', async () => {
    renderShellAt('/no/such/page');
    await waitFor(() => expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Return Home' })).toBeInTheDocument();
  });

  it('keeps an unreachable remote to its own area, with a Retry that loads it when the network is back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = renderShellAt('/user/live-posts', { role: ROLES.seller, sellerReachable: false });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The seller area could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();

    fake.network.sellerReachable = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Live Posts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps a navigation made while the role, and so the remotes, change (log out, then home)', async () => {
    renderShellAt('/user/live-posts', { role: ROLES.seller });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
