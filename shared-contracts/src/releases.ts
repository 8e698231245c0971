import type { Area } from './roles';

/*
 * Releases of the front-end areas (issue 57): an area's built `dist/` kept under its build's own
 * version, made current by a release and put back by a rollback (`npm run release`, `npm run
 * rollback`, the admin Remotes screen, `/api/admin/releases`).
 */

/** A version as a release names it (a build's `BUILD_VERSION`): it becomes a URL folder, `/releases/<area>/<version>/`. */
export const RELEASE_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** Longest notes of a release or rollback. */
export const RELEASE_NOTES_MAX_LENGTH = 2000;
/** What the history calls the build on the server's own disk (`remote-<area>/dist`), current before any release. */
export const BUILT_IN_RELEASE = 'built-in';

/** One release of an area, as the history shows it. */
export interface ReleaseSummary {
  area: Area;
  version: string;
  notes: string;
  /** Who released it ("(deleted)" once the account is gone). */
  releasedBy: string;
  releasedAt: string;
  /** The area's current version when it was released (`BUILT_IN_RELEASE`: the server's own build). */
  previousVersion: string;
  fileCount: number;
  byteSize: number;
}

/** A change of an area's current release: a release, or a rollback. */
export interface ReleaseChange {
  id: number;
  area: Area;
  action: 'release' | 'rollback';
  /** The version made current (`BUILT_IN_RELEASE`: the server's own build). */
  version: string;
  /** The version current until then. */
  fromVersion: string;
  by: string;
  at: string;
  notes: string;
}

/** GET admin/releases: per area, what is current and its history (newest first). */
export interface AreaReleases {
  area: Area;
  currentVersion: string;
  releases: ReleaseSummary[];
  changes: ReleaseChange[];
}
