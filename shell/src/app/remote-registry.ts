import { areasForRole, REMOTE_NAMES, type Area, type Role } from '@insolvency/shared-contracts';
import type { RegisteredRemote } from '@insolvency/shared-auth';
import { REMOTE_REGISTRY_URL, takeEarlyResponse } from '../delivery/early-fetches';

export const AREA_BY_REMOTE_NAME = new Map<string, Area>(
  (Object.entries(REMOTE_NAMES) as [Area, string][]).map(([area, name]) => [name, area]),
);

export class RemoteRegistryError extends Error {
  override name = 'RemoteRegistryError';
}

/**
 * The remotes the shell knows, in area order. Unknown names are ignored (a newer registry
 * may list remotes this shell has no area for); a malformed registry is an error.
 */
export function parseRemoteRegistry(json: unknown): RegisteredRemote[] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RemoteRegistryError('The remote registry is not a JSON object of remote name to manifest URL.');
  }
  const remotes: RegisteredRemote[] = [];
  for (const [name, manifestUrl] of Object.entries(json)) {
    const area = AREA_BY_REMOTE_NAME.get(name);
    if (!area) continue;
    if (typeof manifestUrl !== 'string' || manifestUrl.trim() === '') {
      throw new RemoteRegistryError(`The remote registry has no manifest URL for ${name}.`);
    }
    remotes.push({ name, area, manifestUrl: manifestUrl.trim() });
  }
  const areaOrder = Object.keys(REMOTE_NAMES) as Area[];
  return remotes.sort((a, b) => areaOrder.indexOf(a.area) - areaOrder.indexOf(b.area));
}

/** Only what the role may use: a visitor never downloads buyer, seller or admin code. */
export function remotesForRole(remotes: readonly RegisteredRemote[], role: Role | null): RegisteredRemote[] {
  const areas = areasForRole(role);
  return remotes.filter((remote) => areas.includes(remote.area));
}

/**
 * The runtime remote registry: `GET /remotes.json` answers `{ "<remote name>": "<URL of its
 * mf-manifest.json>" }`. Redeploying a remote means changing its entry; the shell is not rebuilt.
 */
export async function fetchRemoteRegistry(fetchJson: (url: string) => Promise<unknown> = fetchNoCache): Promise<RegisteredRemote[]> {
  return parseRemoteRegistry(await fetchJson(REMOTE_REGISTRY_URL));
}

async function fetchNoCache(url: string): Promise<unknown> {
  // The first attempt reads the answer index.ts asked for before the shared code had loaded.
  const response = await (takeEarlyResponse(url) ?? fetch(new URL(url, window.location.href).href, { cache: 'no-cache', headers: { Accept: 'application/json' } }));
  if (!response.ok) throw new RemoteRegistryError(`The remote registry answered ${response.status}.`);
  return response.json();
}

/**
 * The registry with the release that rendered the page's screen on the server in place of its
 * remote's entry (`SERVER_SCREEN_RELEASE_ATTRIBUTE`): the code that hydrates a screen is the code
 * that drew it, even when its area was released between the page and `/remotes.json`. The
 * registry's entry then counts as a newer release, taken at the next navigation into the area.
 */
export function withServerScreenRelease(remotes: RegisteredRemote[], screenRelease: string | null | undefined): RegisteredRemote[] {
  const [name, manifestUrl] = screenRelease?.split(' ') ?? [];
  if (!name || !manifestUrl?.startsWith('/') || manifestUrl.startsWith('//')) return remotes;
  return remotes.map((remote) => (remote.name === name ? { ...remote, manifestUrl } : remote));
}

/**
 * The registry the page starts from: `/remotes.json`, with the release that rendered the page's
 * screen for its remote. When that is not the registry's entry, the first check (releases.ts)
 * names the entry as newer.
 */
export async function fetchRegistryForPage(screenRelease: string | null | undefined): Promise<RegisteredRemote[]> {
  return withServerScreenRelease(await fetchRemoteRegistry(), screenRelease);
}
