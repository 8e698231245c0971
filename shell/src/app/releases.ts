import type { Area } from '@insolvency/shared-contracts';
import { remotesRegistered, type RegisteredRemote, type RemoteRoute } from '@insolvency/shared-auth';
import { REMOTE_REGISTRY_URL } from '../delivery/early-fetches';
import type { RegistryCheck, RemoteLoader } from './remote-loader';
import type { RemoteRuntime } from './remote-runtime-context';
import { parseRemoteRegistry } from './remote-registry';
import { releaseVersionAttribute } from './remote-status-plugin';

/*
 * How an open page meets a release of an area (issue 57): the checks of `/remotes.json`, the switch
 * to an area's newer release and the fallback when an old release's chunk is gone. None of it is
 * needed to draw a page, so it is a chunk of its own, loaded at the first navigation or the first
 * minute's check (router.tsx) or when a screen's chunk fails (remote-screen.tsx): the visitor home
 * and Login keep within their JavaScript budgets.
 */

/**
 * The registry as it is now, to tell whether an area was released (or rolled back) since it was
 * read: `no-cache`, so the browser asks `/remotes.json` again with the ETag of the copy it holds
 * (If-None-Match: a 304 on the wire while nothing was released, its copy then read) and the
 * shell's first load keeps no ETag of its own. Null when it cannot be read (asked again at the
 * next navigation or minute).
 */
export async function checkRemoteRegistry(): Promise<RegisteredRemote[] | null> {
  const response = await fetch(new URL(REMOTE_REGISTRY_URL, window.location.href).href, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  return response.ok ? parseRemoteRegistry(await response.json()) : null;
}

/** The check in flight, by loader: concurrent callers share one request. */
const checking = new WeakMap<RemoteLoader, Promise<void>>();

/**
 * Asks the registry again (`check`: revalidated with its ETag, a 304 while nothing was released)
 * and records which remotes it names at another manifest than the one in use (`newer`); an area
 * released and rolled back before the shell switched has nothing newer again. Concurrent callers
 * share one request; nothing is asked before the registry has loaded.
 */
export function checkForReleases(loader: RemoteLoader, check: RegistryCheck): Promise<void> {
  if (loader.getSnapshot().registry !== 'loaded') return Promise.resolve();
  let pending = checking.get(loader);
  if (!pending) {
    pending = check()
      .then((remotes) => {
        if (remotes) noteRegistry(loader, remotes);
      })
      .catch(() => undefined)
      .finally(() => checking.delete(loader));
    checking.set(loader, pending);
  }
  return pending;
}

function noteRegistry(loader: RemoteLoader, remotes: readonly RegisteredRemote[]): void {
  const snapshot = loader.getSnapshot();
  const newer = new Map<string, RegisteredRemote>();
  for (const remote of remotes) {
    const current = snapshot.remotes.find((known) => known.name === remote.name);
    if (current && current.manifestUrl !== remote.manifestUrl) newer.set(remote.name, remote);
  }
  const same = newer.size === snapshot.newer.size && [...newer].every(([name, remote]) => snapshot.newer.get(name)?.manifestUrl === remote.manifestUrl);
  if (!same) loader.update({ newer });
}

/**
 * Takes the newer release of `name`, if the registry named one: once a load of the routes in use
 * has settled, the federation runtime is pointed at the new manifest, the routes of the release in
 * use are dropped and the new ones loaded. Screens already drawn keep the modules they have (and
 * their lazy chunks load from the old release, which the server keeps serving); what the area
 * draws next comes from the new one. The page's `data-release-<area>` goes until the new
 * release's manifest is read (remote-status-plugin.ts).
 */
export function switchToNewer(loader: RemoteLoader, name: string): Promise<readonly RemoteRoute[]> | undefined {
  const snapshot = loader.getSnapshot();
  const next = snapshot.newer.get(name);
  if (!next) return undefined;
  const pending = loader.inFlight.get(name);
  if (pending) return pending.then(settled, settled).then(() => switchToNewer(loader, name) ?? loader.loadRoutes(next));
  const newer = new Map(snapshot.newer);
  newer.delete(name);
  const routes = new Map(snapshot.routes);
  routes.delete(name);
  loader.runtime.registerRemotes([{ name: next.name, entry: next.manifestUrl }], { force: true });
  loader.dispatch(remotesRegistered([next]));
  document.documentElement.removeAttribute(releaseVersionAttribute(next.area));
  loader.update({ remotes: snapshot.remotes.map((remote) => (remote.name === name ? next : remote)), routes, newer });
  return loader.loadRoutes(next);
}

const settled = () => undefined;

/**
 * After a screen's chunk of `area` could not be loaded (an old release past its retention
 * answers 404): the routes of the area's current release, when the registry names another
 * release than the one in use; undefined when it names the same (the failure is the area's own).
 */
export async function routesOfCurrentRelease(loader: RemoteLoader, area: Area, check: RegistryCheck): Promise<readonly RemoteRoute[] | undefined> {
  await checkForReleases(loader, check);
  const remote = [...loader.getSnapshot().newer.values()].find((candidate) => candidate.area === area);
  return remote ? switchToNewer(loader, remote.name) : undefined;
}

/**
 * The code of screen `name` in the area's current release, when the registry names another
 * release than the one in use (`RemoteScreen` retries with it); undefined otherwise or when that
 * cannot be read, or without a shell around the screen (a test).
 */
export async function screenOfCurrentRelease(runtime: RemoteRuntime | null, area: Area, name: string): Promise<RemoteRoute['load'] | undefined> {
  if (!runtime?.checkRegistry) return undefined;
  const routes = await routesOfCurrentRelease(runtime.loader, area, runtime.checkRegistry).catch(() => undefined);
  return routes?.find((route) => route.name === name)?.load;
}
