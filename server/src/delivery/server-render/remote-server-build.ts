import { stat, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';
import { REMOTE_NAMES, type Area, type ServerRenderModule } from '@insolvency/shared-contracts';
import { registry, remoteFolder } from '../load-plan';
import type { StaticPaths } from '../static-paths';

/*
 * Loads a remote's server build (build-tools/webpack/create-server-render-config.js) with the
 * Module Federation runtime, in this process: the runtime reads the build's `mf-manifest.json`,
 * finds its `remoteEntry.js`, initialises the container and gets the exposed module, as the
 * shell does in the browser. Two hooks of the runtime tell it how to read files here: from disk
 * when this server serves the build's folder, else over HTTP (a CDN).
 */

/** Where a remote's server build is. */
export interface ServerBuildLocation {
  /** Its `mf-manifest.json`, as an absolute URL (the federation runtime resolves the entry from it). */
  manifestUrl: string;
  /** The folder holding it on this machine, when this server serves that URL from disk. */
  localDir?: string;
}

/** An area's server build: the `server/` folder beside the manifest `/remotes.json` names for its remote. */
export function serverBuildLocation(paths: StaticPaths, publicUrl: string, area: Area): ServerBuildLocation | undefined {
  const entry = registry(paths)[REMOTE_NAMES[area]];
  if (typeof entry !== 'string') return undefined;
  const local = remoteFolder(paths, area, entry);
  if (local) return { manifestUrl: `${publicUrl}${local.url}server/mf-manifest.json`, localDir: path.join(local.dir, 'server') };
  if (!/^https?:\/\//.test(entry)) return undefined;
  return { manifestUrl: new URL('server/mf-manifest.json', entry).href };
}

/** The module a remote's server build exposes. */
const SERVER_RENDER_EXPOSE = 'server-render';
/** How long a build that failed to load is not tried again (each try reads and evaluates it). */
const FAILED_LOAD_RETRY_MS = 30_000;

export interface RemoteServerBuilds {
  /** The build's `./server-render` module; rejects when the build cannot be read, evaluated or initialised. */
  load(remoteName: string, location: ServerBuildLocation): Promise<ServerRenderModule>;
}

/** A build's runtime instance and what it loaded from the build's files as they were (`version`). */
interface LoadedBuild {
  federation: ModuleFederation;
  version: string;
  module: Promise<ServerRenderModule>;
  failedAt?: number;
}

/**
 * Per manifest URL, in this process. The runtime's own caches (manifests, remote entries) are
 * process-wide and keyed by URL, so this bookkeeping is too: one instance per URL, each under a
 * name of its own (the runtime hands back the instance it already has under a name).
 */
const loadedBuilds = new Map<string, LoadedBuild>();

/**
 * Loads each build once and keeps it for the life of the process. A build rewritten in place
 * (its manifest file changed) and a failed build, after `FAILED_LOAD_RETRY_MS`, are loaded again:
 * the instance re-registers the remote with `force`, which drops what the runtime cached of it.
 */
/** `now`: real milliseconds (the app's clock), for retrying a build that failed to load. */
export function createRemoteServerBuilds(now: () => number): RemoteServerBuilds {
  return {
    async load(remoteName, location) {
      const version = await localVersion(location);
      const loaded = loadedBuilds.get(location.manifestUrl);
      if (loaded && loaded.version === version && (loaded.failedAt === undefined || now() - loaded.failedAt < FAILED_LOAD_RETRY_MS)) return loaded.module;
      const remote = { name: remoteName, entry: location.manifestUrl };
      let federation: ModuleFederation;
      if (loaded) {
        federation = loaded.federation;
        federation.registerRemotes([remote], { force: true });
      } else {
        federation = createInstance({ name: `api_server_${loadedBuilds.size + 1}`, remotes: [remote], plugins: [readBuildFiles(location)] });
      }
      const build: LoadedBuild = { federation, version, module: loadServerRender(federation, remoteName, location.manifestUrl) };
      build.module.catch(() => {
        build.failedAt = now();
      });
      loadedBuilds.set(location.manifestUrl, build);
      return build.module;
    },
  };
}

async function localVersion(location: ServerBuildLocation): Promise<string> {
  if (!location.localDir) return '';
  try {
    return String((await stat(path.join(location.localDir, 'mf-manifest.json'))).mtimeMs);
  } catch {
    return 'missing';
  }
}

async function loadServerRender(federation: ModuleFederation, remoteName: string, manifestUrl: string): Promise<ServerRenderModule> {
  const module = await federation.loadRemote<ServerRenderModule>(`${remoteName}/${SERVER_RENDER_EXPOSE}`);
  if (typeof module?.renderPage !== 'function') throw new Error(`${manifestUrl} exposes no ./${SERVER_RENDER_EXPOSE} with renderPage`);
  return module;
}

/** The runtime's `fetch` (the manifest) and `loadEntry` (remoteEntry.js) hooks, reading the build's files. */
function readBuildFiles(location: ServerBuildLocation): ModuleFederationRuntimePlugin {
  const { localDir, manifestUrl } = location;
  const readText = async (url: string): Promise<string> => {
    if (localDir) return readFile(localFile(localDir, manifestUrl, url), 'utf8');
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.text();
  };
  return {
    name: 'read-server-build-files',
    async fetch(url) {
      return new Response(await readText(String(url)), { headers: { 'content-type': 'application/json' } });
    },
    async loadEntry({ remoteInfo }) {
      return evaluateCommonJs(await readText(remoteInfo.entry), remoteInfo.entry);
    },
  };
}

/** A file of the build, by its URL: only inside the build's folder. */
function localFile(localDir: string, manifestUrl: string, url: string): string {
  const base = new URL('./', manifestUrl);
  const target = new URL(url);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) throw new Error(`${url} is outside the server build at ${base.href}`);
  return path.join(localDir, ...decodeURIComponent(target.pathname.slice(base.pathname.length)).split('/'));
}

/**
 * Runs a CommonJS file (the container, built as `commonjs-module`) and answers its exports. Not
 * `require()`: that caches by path, and a remote redeployed over the same URL must be read anew.
 * It may require Node's own modules only (the build bundles everything else).
 */
function evaluateCommonJs(code: string, filename: string): RemoteEntryExports {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = new vm.Script(`(function (exports, module, require) {${code}\n})`, { filename }).runInThisContext() as (
    exports: unknown,
    module: unknown,
    require: NodeJS.Require,
  ) => void;
  wrapper(module.exports, module, createRequire(__filename));
  const container = module.exports;
  if (typeof container.get !== 'function' || typeof container.init !== 'function') throw new Error(`${filename} exports no federation container (get, init)`);
  return container as unknown as RemoteEntryExports;
}
