import path from 'node:path';
import { AREAS, REMOTE_NAMES, type Area, type RemoteRegistry } from '@insolvency/shared-contracts';

/** Where the built front ends and the deployments are on disk. */
export interface StaticPaths {
  /** `shell/dist`, served at `/`. */
  shellDist: string;
  /** `remote-<area>/dist`, served at `/remotes/<area>/`. */
  remoteDists: Record<Area, string>;
  /** `.data`: `remotes.json` and `deployments/` live here. */
  dataDir: string;
}

export function defaultStaticPaths(rootDir: string, dataDir: string): StaticPaths {
  const remoteDists = {} as Record<Area, string>;
  for (const area of AREAS) remoteDists[area] = path.join(rootDir, `remote-${area}`, 'dist');
  return { shellDist: path.join(rootDir, 'shell', 'dist'), remoteDists, dataDir };
}

/** `/remotes.json` when `.data/remotes.json` is absent. */
export function defaultRemoteRegistry(): RemoteRegistry {
  const registry: RemoteRegistry = {};
  for (const area of AREAS) registry[REMOTE_NAMES[area]] = `/remotes/${area}/mf-manifest.json`;
  return registry;
}

const FILE_EXTENSION = /\.(js|mjs|cjs|css|json|map|txt|xml|html?|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|eot|wasm|br|gz|webmanifest)$/i;

/** An address of a file (by its extension: a script, a style, an image, a map…), not of a page of the app. */
export function isFilePath(pathname: string): boolean {
  return FILE_EXTENSION.test(pathname);
}
