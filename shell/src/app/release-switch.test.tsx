import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, selectRemoteStatus, type RegisteredRemote, type RemoteRoute } from '@insolvency/shared-auth';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { ROLES } from '@insolvency/shared-contracts';
import { renderAppRouter } from '../testing/render-app-router';
import { checkForReleases } from './releases';
import type { FederationRuntime } from './remote-loader';
import { RELEASE_CHECK_INTERVAL_MS } from './router';

const PUBLIC: RegisteredRemote = { name: 'remote_public', area: 'public', manifestUrl: '/remotes/public/mf-manifest.json' };
const SELLER_V1: RegisteredRemote = { name: 'remote_seller', area: 'seller', manifestUrl: '/releases/seller/v1/mf-manifest.json' };
const SELLER_V2: RegisteredRemote = { ...SELLER_V1, manifestUrl: '/releases/seller/v2/mf-manifest.json' };

/** The add-post screen of a release: a form whose input and submit show which release drew them. */
function addPost(version: string) {
  return function AddPost() {
    const [title, setTitle] = useState('');
    const [sent, setSent] = useState<string | null>(null);
    return (
      <form
        aria-label={`Add post ${version}`}
        onSubmit={(event) => {
          event.preventDefault();
          setSent(title);
        }}
      >
        <label>
          Title
          <input value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <button type="submit">Post</button>
        {sent !== null && <p>Posted {sent} from {version}</p>}
        <Link to="/user/live-posts">My live posts</Link>
        <Link to="/">Home</Link>
      </form>
    );
  };
}

/** The routes of a seller release; `gone`: its add-post chunk answers 404 (past its retention). */
const sellerRoutes = (version: string, gone = false): RemoteRoute[] => [
  {
    name: 'AddPost',
    path: '/user/add-post',
    guard: 'seller',
    load: async () => {
      if (gone) throw new Error(`Loading chunk 412 failed. (error: /releases/seller/${version}/412.js)`);
      return { default: addPost(version) };
    },
  },
  {
    name: 'LivePosts',
    path: '/user/live-posts',
    guard: 'seller',
    load: async () => ({
      default: () => (
        <>
          <h1>Live posts {version}</h1>
          <Link to="/">Home page</Link>
        </>
      ),
    }),
  },
];
const PUBLIC_ROUTES: RemoteRoute[] = [{ name: 'ConditionalHome', path: '/', guard: 'public', load: async () => ({ default: () => <h1>Home</h1> }) }];

/** The federation runtime: each remote's routes come from the manifest it is registered at now. */
function fakeRuntime(v1Gone: boolean) {
  const entries = new Map<string, string>();
  const routesAt: Record<string, RemoteRoute[]> = {
    [PUBLIC.manifestUrl]: PUBLIC_ROUTES,
    [SELLER_V1.manifestUrl]: sellerRoutes('v1', v1Gone),
    [SELLER_V2.manifestUrl]: sellerRoutes('v2'),
  };
  const runtime: FederationRuntime = {
    registerRemotes: (remotes) => remotes.forEach(({ name, entry }) => entries.set(name, entry)),
    loadRemote: async <T,>(id: string) => ({ default: routesAt[entries.get(id.split('/')[0])!] }) as T,
  };
  return runtime;
}

/** A seller's shell at `url`, whose registry checks answer what `registry.now` holds (null: unchanged). */
function renderSellerShellAt(url: string, { v1Gone = false } = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  window.history.pushState({}, '', url);
  const registry: { now: RegisteredRemote[] | null; checks: number } = { now: null, checks: 0 };
  const check = async () => {
    registry.checks += 1;
    return registry.now;
  };
  const { store, loader } = renderAppRouter(fakeRuntime(v1Gone), [PUBLIC, SELLER_V1], { attempts: 1, initialDelayMs: 0, factor: 1, maxDelayMs: 0 }, check);
  return { registry, store, loader };
}

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('the shell across a release of an area', () => {
  it('keeps the screen on display, a half-filled form submitting, and takes the release at the next navigation into the area', async () => {
    const { registry, loader, store } = renderSellerShellAt('/user/add-post');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Forklift');

    // Released while the form is half filled: the shell learns of it (a navigation or the minute's check).
    registry.now = [PUBLIC, SELLER_V2];
    await act(() => checkForReleases(loader, async () => registry.now));
    expect(loader.getSnapshot().newer.get('remote_seller')).toEqual(SELLER_V2);

    // The screen stays: same form, input kept, submitted by the release that drew it.
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' 3t');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Posted Forklift 3t from v1')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add post v1' })).toBeInTheDocument();

    // The next screen of the area comes from the new release.
    await userEvent.click(screen.getByRole('link', { name: 'My live posts' }));
    expect(await screen.findByRole('heading', { name: 'Live posts v2' })).toBeInTheDocument();
    expect(selectRemoteStatus(store.getState(), 'remote_seller')?.manifestUrl).toBe(SELLER_V2.manifestUrl);
    expect(loader.getSnapshot().newer.size).toBe(0);
  });

  it('asks the registry at every navigation and every minute, and switches nothing while the screen stays', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { registry } = renderSellerShellAt('/user/live-posts');
    expect(await screen.findByRole('heading', { name: 'Live posts v1' })).toBeInTheDocument();
    const before = registry.checks;

    registry.now = [PUBLIC, SELLER_V2];
    await act(async () => jest.advanceTimersByTime(RELEASE_CHECK_INTERVAL_MS));
    expect(registry.checks).toBe(before + 1);
    // Known, not taken: the screen on display is the old release's.
    expect(screen.getByRole('heading', { name: 'Live posts v1' })).toBeInTheDocument();

    // A navigation asks again.
    await user.click(screen.getByRole('link', { name: 'Home page' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(registry.checks).toBe(before + 2);
  });

  it('takes nothing when the area is rolled back to the release in use before the user comes back', async () => {
    const { registry, loader } = renderSellerShellAt('/user/add-post');
    await screen.findByRole('textbox', { name: 'Title' });
    registry.now = [PUBLIC, SELLER_V2];
    await act(() => checkForReleases(loader, async () => registry.now));
    registry.now = [PUBLIC, SELLER_V1];
    await act(() => checkForReleases(loader, async () => registry.now));
    expect(loader.getSnapshot().newer.size).toBe(0);
    await userEvent.click(screen.getByRole('link', { name: 'My live posts' }));
    expect(await screen.findByRole('heading', { name: 'Live posts v1' })).toBeInTheDocument();
  });

  it("draws a screen whose chunk of the old release is gone (404) from the area's current release, without an error", async () => {
    const { registry } = renderSellerShellAt('/user/live-posts', { v1Gone: true });
    expect(await screen.findByRole('heading', { name: 'Live posts v1' })).toBeInTheDocument();
    registry.now = [PUBLIC, SELLER_V2];
    window.history.pushState({}, '', '/user/add-post');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('form', { name: 'Add post v2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the area\'s error with Retry when the chunk fails and the area has no other release', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSellerShellAt('/user/live-posts', { v1Gone: true });
    expect(await screen.findByRole('heading', { name: 'Live posts v1' })).toBeInTheDocument();
    window.history.pushState({}, '', '/user/add-post');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
