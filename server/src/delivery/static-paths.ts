import { AREAS, REMOTE_NAMES, type Area, type RemoteRegistry } from '@insolvency/shared-contracts';
import { builtAppDist } from '../built-apps';
import type { ReleasedBuilds } from './released-builds';

/** Where the built front ends and the deployments are on disk. */
export interface StaticPaths {
  /** `shell/dist`, served at `/`. */
  shellDist: string;
  /** `remote-<area>/dist`, served at `/remotes/<area>/`. */
  remoteDists: Record<Area, string>;
  /** `.data`: `remotes.json` and `deployments/` live here. */
  dataDir: string;
  /** The releases recorded in the database, served at `/releases/` (released-builds.ts); absent: none are read. */
  releases?: ReleasedBuilds;
}

export function defaultStaticPaths(rootDir: string, dataDir: string): StaticPaths {
  const remoteDists = {} as Record<Area, string>;
  for (const area of AREAS) remoteDists[area] = builtAppDist(rootDir, area);
  return { shellDist: builtAppDist(rootDir, 'shell'), remoteDists, dataDir };
}

/** `/remotes.json` when `.data/remotes.json` is absent and no area has a release (the releases' entries replace their areas'). */
export function defaultRemoteRegistry(): RemoteRegistry {
  const registry: RemoteRegistry = {};
  for (const area of AREAS) registry[REMOTE_NAMES[area]] = `/remotes/${area}/mf-manifest.json`;
  return registry;
}
