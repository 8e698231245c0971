import type { Dispatch } from '@reduxjs/toolkit';
import {
  remoteRegistryFailed,
  remoteLoadFailed,
  remoteLoadStarted,
  remoteLoaded,
  remotesRegistered,
  type RegisteredRemote,
  type RemoteRoute,
} from '@insolvency/shared-auth';
import { REMOTE_LOAD_BACKOFF, retryWithBackoff, type BackoffPolicy } from './retry-with-backoff';

/** The part of the Module Federation runtime the loader uses (a fake in tests). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** Every remote exposes its route manifest here (team contract). */
export const ROUTES_EXPOSE = 'routes';

export class RemoteManifestError extends Error {
  override name = 'RemoteManifestError';
}

/** What React reads (immutable snapshots; a new object on every change). */
export interface RemotesSnapshot {
  registry: 'loading' | 'loaded' | 'failed';
  /** Every remote of `/remotes.json` this shell knows (loaded or not). */
  remotes: readonly RegisteredRemote[];
  /** Route manifests loaded so far, by remote name. */
  routes: ReadonlyMap<string, readonly RemoteRoute[]>;
  /**
   * Releases the registry names now in place of the one in use, by remote name: the shell takes
   * one at the next navigation into its area (`switchToNewer` in releases.ts), never in the middle
   * of a screen.
   */
  newer: ReadonlyMap<string, RegisteredRemote>;
}

/** `/remotes.json` asked again (revalidated: a 304 on the wire while unchanged): the remotes it names, or null when unreadable. */
export type RegistryCheck = () => Promise<RegisteredRemote[] | null>;

/**
 * The code an open page runs across a release of an area (checks, switch, fallback): a chunk
 * loaded at the first navigation, minute or failed screen chunk, not with the page.
 */
export const loadReleases = () => import('./releases');

/**
 * Reads `/remotes.json`, registers its remotes with the federation runtime and loads their
 * route manifests on demand, once each (concurrent callers share one load), with retries
 * and back-off. Status goes to the `remotes` slice; the manifests, which hold functions,
 * stay here and are read by React through `subscribe`/`getSnapshot`.
 */
export class RemoteLoader {
  private snapshot: RemotesSnapshot = { registry: 'loading', remotes: [], routes: new Map(), newer: new Map() };
  /** Route manifest loads under way, by remote name (releases.ts drops one when it switches). */
  readonly inFlight = new Map<string, Promise<readonly RemoteRoute[]>>();
  private registryLoad: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly runtime: FederationRuntime,
    readonly dispatch: Dispatch,
    private readonly policy: BackoffPolicy = REMOTE_LOAD_BACKOFF,
  ) {}

  /** Fetches the registry (with retries) and registers its remotes; nothing is downloaded yet. */
  loadRegistry(fetchRegistry: () => Promise<RegisteredRemote[]>): Promise<void> {
    if (this.registryLoad) return this.registryLoad;
    this.update({ registry: 'loading' });
    this.registryLoad = retryWithBackoff(fetchRegistry, this.policy)
      .then((remotes) => {
        this.runtime.registerRemotes(remotes.map(toFederationRemote));
        this.dispatch(remotesRegistered(remotes));
        this.update({ registry: 'loaded', remotes });
      })
      .catch((error: unknown) => {
        this.registryLoad = null;
        this.dispatch(remoteRegistryFailed({ message: describeError(error) }));
        this.update({ registry: 'failed' });
      });
    return this.registryLoad;
  }

  /** The remote's routes: cached once loaded; a failed load is attempted afresh. */
  loadRoutes(remote: RegisteredRemote): Promise<readonly RemoteRoute[]> {
    // A caller holding a release the area has left loads the one in use (releases.ts switches
    // only once a load under way has settled).
    remote = this.snapshot.remotes.find((known) => known.name === remote.name) ?? remote;
    const loaded = this.snapshot.routes.get(remote.name);
    if (loaded) return Promise.resolve(loaded);
    const pending = this.inFlight.get(remote.name);
    if (pending) return pending;

    const load = retryWithBackoff(() => this.attemptLoad(remote), this.policy, {
      // A failed manifest or entry stays cached in the runtime: re-register to start clean.
      beforeRetry: () => this.runtime.registerRemotes([toFederationRemote(remote)], { force: true }),
    })
      .then((routes) => {
        this.dispatch(remoteLoaded({ name: remote.name }));
        this.update({ routes: new Map(this.snapshot.routes).set(remote.name, routes) });
        return routes;
      })
      .catch((error: unknown) => {
        this.runtime.registerRemotes([toFederationRemote(remote)], { force: true });
        this.dispatch(remoteLoadFailed({ name: remote.name, message: describeError(error) }));
        throw error;
      })
      .finally(() => this.inFlight.delete(remote.name));
    this.inFlight.set(remote.name, load);
    return load;
  }

  /**
   * A module the remote exposes besides its routes (e.g. a panel for a named slot), with the
   * same retries; a failure is the caller's to show (the slot's Retry calls this again).
   */
  loadExposed(remote: RegisteredRemote, expose: string): Promise<unknown> {
    return retryWithBackoff(async () => {
      const exposed = await this.runtime.loadRemote<unknown>(`${remote.name}/${expose}`);
      if (exposed === null || exposed === undefined) throw new RemoteManifestError(`${remote.name}/${expose} could not be loaded.`);
      return exposed;
    }, this.policy);
  }

  getSnapshot = (): RemotesSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async attemptLoad(remote: RegisteredRemote): Promise<readonly RemoteRoute[]> {
    this.dispatch(remoteLoadStarted({ name: remote.name }));
    const routesModule = await this.runtime.loadRemote<unknown>(`${remote.name}/${ROUTES_EXPOSE}`);
    return readRouteManifest(remote.name, routesModule);
  }

  /** A new snapshot, announced to React (releases.ts changes `newer` and switches releases with it). */
  update(change: Partial<RemotesSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}

function toFederationRemote(remote: RegisteredRemote) {
  return { name: remote.name, entry: remote.manifestUrl };
}

/** Checks the shape of a remote's `./routes` module, so a bad deploy fails here, in its own area. */
export function readRouteManifest(remoteName: string, routesModule: unknown): readonly RemoteRoute[] {
  const routes = (routesModule as { default?: unknown } | null)?.default;
  if (!Array.isArray(routes)) {
    throw new RemoteManifestError(`${remoteName}/${ROUTES_EXPOSE} has no default export of routes.`);
  }
  for (const route of routes as Partial<RemoteRoute>[]) {
    const valid =
      typeof route?.name === 'string' &&
      typeof route.path === 'string' &&
      typeof route.guard === 'string' &&
      typeof route.load === 'function';
    if (!valid) throw new RemoteManifestError(`${remoteName}/${ROUTES_EXPOSE} has a malformed route.`);
  }
  return routes as RemoteRoute[];
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
