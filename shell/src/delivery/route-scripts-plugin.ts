import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { routeScriptsSettled } from './early-fetches';
import { ROUTES_EXPOSE } from '../app/remote-loader';

/** The expose every remote's route manifest is loaded from, as the runtime may name it. */
const ROUTES_EXPOSES = new Set([ROUTES_EXPOSE, `./${ROUTES_EXPOSE}`]);

/**
 * Module Federation runtime plugin for the page's later scripts, which the shell fetches as one
 * (early-fetches.ts: the route manifests and screen of the page's remotes, and the shared code
 * the screen needs):
 * - a remote's entry runs only once they have run (`loadEntry`), so that the remote's webpack,
 *   which starts with its entry, finds their chunks installed rather than fetching them again;
 * - the runtime's own preloading of a remote's route manifest (`<script>` tags for the files its
 *   `mf-manifest.json` names, made while the entry loads) is skipped for a remote whose route
 *   manifest they held: the tags would fetch and run those files a second time.
 */
export function routeScriptsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'insolvency-route-scripts',
    async loadEntry() {
      await routeScriptsSettled();
      return undefined;
    },
    async beforePreloadRemote({ preloadOps }) {
      const held = await routeScriptsSettled();
      const kept = preloadOps.filter(({ nameOrAlias, exposes }) => !(held.has(nameOrAlias) && (exposes ?? []).every((expose) => ROUTES_EXPOSES.has(expose))));
      preloadOps.splice(0, preloadOps.length, ...kept);
    },
  };
}
