import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { AREAS, REMOTE_NAMES, type Area } from '@insolvency/shared-contracts';
import { PRIVATE_FOLDER } from '../private-files';
import type { ServiceContext } from '../services/context';
import type { ReleaseSite } from '../services/releases/release-upload';
import { releaseFileData, releaseFilePaths, servedReleases, type ServedRelease } from '../services/releases/releases';
import { checkReleaseBuild, type ReleaseCheckContext } from './release-check';

/**
 * This instance's view of the releases in the database (services/releases): which release is
 * current per area (the entries `/remotes.json` names for them, over the built remotes'), and
 * which replaced ones are still served. The files of a release are written once into a local
 * folder, `<dataDir>/releases/<area>/<version>/`, and served from there like any build; a version
 * is never overwritten, so a local copy never goes stale.
 *
 * `refresh()` reads the database again: the app calls it before each page, `/remotes.json` and
 * the route calls (delivery/static-files.ts `releaseRefreshHook`), so every instance on one database
 * answers the same. Concurrent callers share a read, but never one that started before they came.
 */
export interface ReleasedBuilds extends ReleaseSite {
  /** `<dataDir>/releases`: the local copies, served at `/releases/`. */
  readonly dir: string;
  /** The registry entries of the areas with a current release (remote name -> manifest URL), as last read. */
  entries(): Record<string, string>;
  refresh(): Promise<void>;
  /** The local folder of `<area>/<version>` while it is served (current, or within the retention); undefined otherwise. */
  servedFolder(area: string, version: string): Promise<string | undefined>;
  /** A new empty folder, on the same disk as the local copies, to receive a release into. */
  stagingFolder(): Promise<string>;
  /** Makes a received folder the local copy of `<area>/<version>` (or drops it when one exists). */
  install(folder: string, area: Area, version: string): Promise<void>;
  /** Refuses, saying what to fix, a received build that cannot serve as `area` (release-check.ts). */
  check(folder: string, area: Area): Promise<void>;
}

/** The URL of a release's manifest, as `/remotes.json` names it. */
const RELEASES_URL = '/releases/';
export const releaseManifestUrl = (area: Area, version: string) => `${RELEASES_URL}${area}/${version}/mf-manifest.json`;

const key = (area: string, version: string) => `${area}/${version}`;
const FAILURE_LOG_INTERVAL_MS = 60_000;
/** Received uploads and copies being written: never served (no area is named so). */
const INCOMING = '.incoming';

/** `checkContext`: what a received build is compared with (the shell's versions, the other areas' routes, the API). */
export function createReleasedBuilds(ctx: ServiceContext, dataDir: string, log: FastifyBaseLogger, checkContext: () => ReleaseCheckContext = () => ({})): ReleasedBuilds {
  const dir = path.join(dataDir, 'releases');
  let served = new Map<string, ServedRelease>();
  let current: Record<string, string> = {};
  const copying = new Map<string, Promise<string>>();
  let lastLogged = -Infinity;

  const folderOf = (release: ServedRelease) => path.join(dir, release.area, release.version);

  async function stagingFolder(): Promise<string> {
    const folder = path.join(dir, INCOMING, randomBytes(8).toString('hex'));
    await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
    return folder;
  }

  async function install(folder: string, area: Area, version: string): Promise<void> {
    const target = path.join(dir, area, version);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER });
    try {
      await rename(folder, target);
    } catch (error) {
      // Another instance on this disk (or an earlier call) wrote the same version first: its copy holds the same files.
      if (!existsSync(target)) throw error;
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** The local copy of a release, written from the database the first time it is needed. */
  function localCopy(release: ServedRelease): Promise<string> {
    const target = folderOf(release);
    if (existsSync(target)) return Promise.resolve(target);
    const id = key(release.area, release.version);
    let writing = copying.get(id);
    if (!writing) {
      writing = (async () => {
        const folder = await stagingFolder();
        try {
          for (const file of await releaseFilePaths(ctx, release.id)) {
            const destination = path.join(folder, ...file.split('/'));
            await mkdir(path.dirname(destination), { recursive: true });
            await writeFile(destination, await releaseFileData(ctx, release.id, file));
          }
          await install(folder, release.area, release.version);
          return target;
        } catch (error) {
          await rm(folder, { recursive: true, force: true });
          throw error;
        }
      })().finally(() => copying.delete(id));
      copying.set(id, writing);
    }
    return writing;
  }

  async function read(): Promise<void> {
    try {
      const rows = await servedReleases(ctx);
      // The current releases are copied before they are named: a page never points at files this instance lacks.
      await Promise.all(rows.filter((row) => row.current).map(localCopy));
      served = new Map(rows.map((row) => [key(row.area, row.version), row]));
      const entries: Record<string, string> = {};
      for (const row of rows) if (row.current && AREAS.includes(row.area)) entries[REMOTE_NAMES[row.area]] = releaseManifestUrl(row.area, row.version);
      current = entries;
    } catch (error) {
      // The last view stays: a page is answered from it rather than failed. Logged once a minute
      // at most: every page tries again while the database is away.
      const now = Date.now();
      if (now - lastLogged >= FAILURE_LOG_INTERVAL_MS) {
        lastLogged = now;
        log.error({ err: error }, 'cannot read the releases; serving the last ones read');
      }
    }
  }

  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  function refresh(): Promise<void> {
    if (!running) {
      running = read().finally(() => {
        running = undefined;
      });
      return running;
    }
    // A read under way may have started before the caller's change was committed: wait for the next one.
    next ??= running.then(() => {
      next = undefined;
      return refresh();
    });
    return next;
  }

  function servedNow(area: string, version: string): ServedRelease | undefined {
    const release = served.get(key(area, version));
    if (!release) return undefined;
    return release.servedUntil === null || ctx.now().getTime() < release.servedUntil ? release : undefined;
  }

  return {
    dir,
    entries: () => current,
    refresh,
    async servedFolder(area, version) {
      let release = servedNow(area, version);
      // Released through another instance since this one last read: read again before answering 404.
      if (!release) {
        await refresh();
        release = servedNow(area, version);
      }
      return release && localCopy(release);
    },
    stagingFolder,
    install,
    // Under a URL of its own: the federation runtime keeps what it loaded by URL, and the folder moves once recorded.
    check: (folder, area) => checkReleaseBuild(folder, area, `${ctx.config.publicUrl}${RELEASES_URL}${INCOMING}/${path.basename(folder)}/`, checkContext()),
  };
}
