import { ROLES, SLOT_NAMES } from '@insolvency/shared-contracts';
import type { RegisteredRemote } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import type { SlotLoader } from '@insolvency/shared-ui';
import { RemoteLoader, type FederationRuntime } from './remote-loader';
import { slotResolver } from './remote-slots';

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
