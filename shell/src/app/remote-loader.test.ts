import { selectRemoteStatus, type RegisteredRemote, type RemoteRoute } from '@insolvency/shared-auth';
import { createTestStore } from '@insolvency/shared-auth/testing';
import { checkForReleases, switchToNewer } from './releases';
import { RemoteLoader, type FederationRuntime } from './remote-loader';
import type { BackoffPolicy } from './retry-with-backoff';

const NO_WAIT: BackoffPolicy = { attempts: 3, initialDelayMs: 0, factor: 1, maxDelayMs: 0 };
const PUBLIC: RegisteredRemote = { name: 'remote_public', area: 'public', manifestUrl: '/remotes/public/mf-manifest.json' };
const HOME: RemoteRoute = { name: 'ConditionalHome', path: '/', guard: 'public', load: async () => ({ default: () => null }) };

/** A federation runtime whose remote fails `failures` times before it answers `routesModule`. */
function fakeRuntime(failures: number, routesModule: unknown = { default: [HOME] }) {
  const registrations: { remotes: { name: string; entry: string }[]; force: boolean }[] = [];
  const requested: string[] = [];
  let remaining = failures;
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => void registrations.push({ remotes, force: Boolean(options?.force) }),
    loadRemote: async <T,>(id: string) => {
      requested.push(id);
      if (remaining > 0) {
        remaining -= 1;
        throw new Error('Failed to fetch mf-manifest.json');
      }
      return routesModule as T;
    },
  };
  return { runtime, registrations, requested };
}

function setUp(failures: number, routesModule?: unknown) {
  const store = createTestStore();
  const fake = fakeRuntime(failures, routesModule);
  const loader = new RemoteLoader(fake.runtime, store.dispatch, NO_WAIT);
  const status = () => selectRemoteStatus(store.getState(), PUBLIC.name);
  return { store, loader, status, ...fake };
}

async function setUpRegistered(failures: number, routesModule?: unknown) {
  const setup = setUp(failures, routesModule);
  await setup.loader.loadRegistry(async () => [PUBLIC]);
  return setup;
}

describe('RemoteLoader', () => {
  it('registers the registry remotes without downloading anything', async () => {
    const { loader, registrations, requested, status } = setUp(0);
    await loader.loadRegistry(async () => [PUBLIC]);
    expect(registrations).toEqual([{ remotes: [{ name: 'remote_public', entry: '/remotes/public/mf-manifest.json' }], force: false }]);
    expect(requested).toEqual([]);
    expect(status()).toMatchObject({ status: 'registered', manifestUrl: PUBLIC.manifestUrl, attempts: 0 });
    expect(loader.getSnapshot()).toMatchObject({ registry: 'loaded', remotes: [PUBLIC] });
  });

  it("loads a remote's routes once, however many ask at the same time", async () => {
    const { loader, requested, status } = await setUpRegistered(0);
    const [first, second] = await Promise.all([loader.loadRoutes(PUBLIC), loader.loadRoutes(PUBLIC)]);
    expect(first).toEqual([HOME]);
    expect(second).toBe(first);
    await loader.loadRoutes(PUBLIC);
    expect(requested).toEqual(['remote_public/routes']);
    expect(status()).toMatchObject({ status: 'loaded', attempts: 1 });
    expect(loader.getSnapshot().routes.get('remote_public')).toEqual([HOME]);
  });

  it('retries a failed load on a freshly re-registered remote', async () => {
    const { loader, registrations, status } = await setUpRegistered(2);
    await expect(loader.loadRoutes(PUBLIC)).resolves.toEqual([HOME]);
    expect(registrations.filter((registration) => registration.force)).toHaveLength(2);
    expect(status()).toMatchObject({ status: 'loaded', attempts: 3, lastError: null });
  });

  it('marks the remote failed when every attempt fails, and loads it on a later retry', async () => {
    const { loader, status } = await setUpRegistered(3);
    const listener = jest.fn();
    loader.subscribe(listener);
    await expect(loader.loadRoutes(PUBLIC)).rejects.toThrow('Failed to fetch mf-manifest.json');
    expect(status()).toMatchObject({ status: 'failed', lastError: 'Failed to fetch mf-manifest.json' });
    expect(loader.getSnapshot().routes.has('remote_public')).toBe(false);

    await expect(loader.loadRoutes(PUBLIC)).resolves.toEqual([HOME]);
    expect(status()).toMatchObject({ status: 'loaded', lastError: null });
    expect(listener).toHaveBeenCalled();
  });

  it('rejects a routes module that breaks the manifest contract', async () => {
    const { loader, status } = await setUpRegistered(0, { default: [{ name: 'ConditionalHome', path: '/' }] });
    await expect(loader.loadRoutes(PUBLIC)).rejects.toThrow('remote_public/routes has a malformed route.');
    expect(status()).toMatchObject({ status: 'failed' });
  });

  it('reports a registry that cannot be read, and reads it on the next attempt', async () => {
    const { loader, store } = setUp(0);
    const fetchRegistry = jest.fn().mockRejectedValue(new Error('The remote registry answered 503.'));
    await loader.loadRegistry(fetchRegistry);
    expect(loader.getSnapshot().registry).toBe('failed');
    expect(store.getState().remotes?.registryError).toBe('The remote registry answered 503.');

    await loader.loadRegistry(async () => [PUBLIC]);
    expect(loader.getSnapshot().registry).toBe('loaded');
  });

  it('takes a newer release only when asked: the runtime is pointed at its manifest with force and its routes loaded', async () => {
    const { loader, registrations, status } = await setUpRegistered(0);
    await loader.loadRoutes(PUBLIC);
    const released = { ...PUBLIC, manifestUrl: '/releases/public/v2/mf-manifest.json' };
    await checkForReleases(loader, async () => [released]);
    expect(loader.getSnapshot().newer.get(PUBLIC.name)).toEqual(released);
    expect(loader.getSnapshot().routes.has(PUBLIC.name)).toBe(true);
    expect(registrations).toHaveLength(1);

    // The page's version of the area (set by remote-status-plugin.ts) goes until the new manifest is read.
    document.documentElement.setAttribute('data-release-public', 'v1');
    await switchToNewer(loader, PUBLIC.name);
    expect(document.documentElement.hasAttribute('data-release-public')).toBe(false);
    expect(registrations.at(-1)).toEqual({ remotes: [{ name: 'remote_public', entry: released.manifestUrl }], force: true });
    expect(loader.getSnapshot()).toMatchObject({ remotes: [released], newer: new Map() });
    expect(loader.getSnapshot().routes.get(PUBLIC.name)).toEqual([HOME]);
    expect(status()).toMatchObject({ status: 'loaded', manifestUrl: released.manifestUrl });
    expect(switchToNewer(loader, PUBLIC.name)).toBeUndefined();
  });

  it('asks the registry once for concurrent checks, and not before it has loaded', async () => {
    const { loader } = setUp(0);
    const check = jest.fn(async () => null);
    await checkForReleases(loader, check);
    expect(check).not.toHaveBeenCalled();
    await loader.loadRegistry(async () => [PUBLIC]);
    await Promise.all([checkForReleases(loader, check), checkForReleases(loader, check)]);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
