import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES, SLOT_NAMES, type PostDetailSlotProps, type Role } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { ACCESS_TOKEN_KEY, type RegisteredRemote } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken } from '@insolvency/shared-auth/testing';
import type { SlotLoader } from '@insolvency/shared-ui';
import { Slot } from '@insolvency/shared-ui/screens';
import { RemoteLoader, type FederationRuntime } from './remote-loader';
import { RemoteRuntimeProvider } from './remote-runtime-context';
import { RemoteSlots, slotResolver } from './remote-slots';

const PUBLIC: RegisteredRemote = { name: 'remote_public', area: 'public', manifestUrl: '/remotes/public/mf-manifest.json' };
const SELLER: RegisteredRemote = { name: 'remote_seller', area: 'seller', manifestUrl: '/remotes/seller/mf-manifest.json' };
const REMOTES = [PUBLIC, SELLER];

function OwnerPanel() {
  return null;
}

describe('slotResolver', () => {
  const loadExposed = jest.fn(async () => ({ default: OwnerPanel }));
  beforeEach(() => loadExposed.mockClear());

  it("fills the owner panel from remote-seller's ./post-owner-panel for a seller and for Admin", async () => {
    for (const role of [ROLES.seller, ROLES.admin]) {
      const load = slotResolver(REMOTES, role, loadExposed, new Map())(SLOT_NAMES.postOwnerPanel);
      expect(load).not.toBeNull();
      await expect((load as SlotLoader)()).resolves.toBe(OwnerPanel);
    }
    expect(loadExposed).toHaveBeenCalledWith(SELLER, 'post-owner-panel');
  });

  it('gives a buyer (and a visitor) nothing, so the seller remote is never downloaded for them', () => {
    expect(slotResolver(REMOTES, ROLES.buyer, loadExposed, new Map())(SLOT_NAMES.postOwnerPanel)).toBeNull();
    expect(slotResolver(REMOTES, null, loadExposed, new Map())(SLOT_NAMES.postOwnerPanel)).toBeNull();
    expect(loadExposed).not.toHaveBeenCalled();
  });

  it('leaves the admin panel empty until a remote exposes it, and a slot whose remote is not in the registry', () => {
    expect(slotResolver(REMOTES, ROLES.admin, loadExposed, new Map())(SLOT_NAMES.postAdminPanel)).toBeNull();
    expect(slotResolver([PUBLIC], ROLES.seller, loadExposed, new Map())(SLOT_NAMES.postOwnerPanel)).toBeNull();
  });

  it('hands out the same loader on every render, so the panel is not mounted afresh', () => {
    const cache = new Map<string, SlotLoader>();
    const first = slotResolver(REMOTES, ROLES.seller, loadExposed, cache)(SLOT_NAMES.postOwnerPanel);
    const second = slotResolver([...REMOTES], ROLES.seller, loadExposed, cache)(SLOT_NAMES.postOwnerPanel);
    expect(second).toBe(first);
  });

  it('refuses a module without a default component (a bad deploy), which the slot shows as a failure', async () => {
    const load = slotResolver(REMOTES, ROLES.seller, async () => ({ named: OwnerPanel }), new Map())(SLOT_NAMES.postOwnerPanel) as SlotLoader;
    await expect(load()).rejects.toThrow('remote_seller/post-owner-panel has no default export of a component.');
  });
});

describe('RemoteLoader.loadExposed', () => {
  it('retries a failed load and answers the module', async () => {
    let failures = 1;
    const requested: string[] = [];
    const runtime: FederationRuntime = {
      registerRemotes: () => undefined,
      loadRemote: async <T,>(id: string) => {
        requested.push(id);
        if (failures-- > 0) throw new Error('Loading chunk 7 failed');
        return { default: OwnerPanel } as T;
      },
    };
    const loader = new RemoteLoader(runtime, createTestStore().dispatch, { attempts: 2, initialDelayMs: 0, factor: 1, maxDelayMs: 0 });
    await expect(loader.loadExposed(SELLER, 'post-owner-panel')).resolves.toEqual({ default: OwnerPanel });
    expect(requested).toEqual(['remote_seller/post-owner-panel', 'remote_seller/post-owner-panel']);
  });

  it('fails when the runtime answers nothing', async () => {
    const runtime: FederationRuntime = { registerRemotes: () => undefined, loadRemote: async () => null };
    const loader = new RemoteLoader(runtime, createTestStore().dispatch, { attempts: 1, initialDelayMs: 0, factor: 1, maxDelayMs: 0 });
    await expect(loader.loadExposed(SELLER, 'post-owner-panel')).rejects.toThrow('remote_seller/post-owner-panel could not be loaded.');
  });
});

describe('RemoteSlots', () => {
  function Panel({ post }: PostDetailSlotProps) {
    return <p>Owner panel of {post.reference}</p>;
  }

  /** The shell's wiring with a fake federation runtime: the registry lists public and seller. */
  async function renderWithRole(role: Role, loadRemote: FederationRuntime['loadRemote']) {
    localStorage.clear();
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role, sub: '42', name: 'Someone' }));
    const store = createTestStore();
    const fetchRegistry = async () => REMOTES;
    const loader = new RemoteLoader({ registerRemotes: () => undefined, loadRemote }, store.dispatch, { attempts: 1, initialDelayMs: 0, factor: 1, maxDelayMs: 0 });
    await loader.loadRegistry(fetchRegistry);
    render(
      <Provider store={store}>
        <RemoteRuntimeProvider loader={loader} fetchRegistry={fetchRegistry}>
          <RemoteSlots>
            <h1>Post</h1>
            <Slot name={SLOT_NAMES.postOwnerPanel} props={{ post: buildPost(3, { reference: 'ACME-3' }) }} label="Owner panel" />
          </RemoteSlots>
        </RemoteRuntimeProvider>
      </Provider>,
    );
  }

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("mounts remote-seller's panel for a seller", async () => {
    const loadRemote = jest.fn(async () => ({ default: Panel }) as never);
    await renderWithRole(ROLES.seller, loadRemote);
    expect(await screen.findByText('Owner panel of ACME-3')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('remote_seller/post-owner-panel');
  });

  it('shows Retry in the slot when the remote fails, and Retry mounts the panel', async () => {
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js')).mockResolvedValue({ default: Panel });
    await renderWithRole(ROLES.seller, loadRemote);
    expect(await screen.findByRole('alert')).toHaveTextContent('Owner panel could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Post' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Owner panel of ACME-3')).toBeInTheDocument();
  });

  it('asks for nothing for a buyer', async () => {
    const loadRemote = jest.fn();
    await renderWithRole(ROLES.buyer, loadRemote);
    expect(screen.getByRole('heading', { name: 'Post' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
