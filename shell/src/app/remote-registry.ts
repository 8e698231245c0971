import { areasForRole, REMOTE_NAMES, type Area, type Role } from '@insolvency/shared-contracts';
import type { RegisteredRemote } from '@insolvency/shared-auth';
import { REMOTE_REGISTRY_URL, takeEarlyResponse } from '../delivery/early-fetches';

const AREA_BY_REMOTE_NAME = new Map<string, Area>(
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
  const response = await (takeEarlyResponse(url) ?? fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } }));
  if (!response.ok) throw new RemoteRegistryError(`The remote registry answered ${response.status}.`);
  return response.json();
}
