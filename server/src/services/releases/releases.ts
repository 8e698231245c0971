import { readFile } from 'node:fs/promises';
import { aliasedTable, and, asc, desc, eq, sql } from 'drizzle-orm';
import { AREAS, BUILT_IN_RELEASE, type Area, type AreaReleases, type ReleaseChange, type ReleaseSummary } from '@insolvency/shared-contracts';
import { releaseChanges, releaseFiles, releases, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAdminAction } from '../admin/audit';
import type { AuthUser } from '../auth/access-tokens';
import { withDb, type ServiceContext } from '../context';

/*
 * Releases of the front-end areas (issue 57). A release is an area's built `dist/` kept in
 * PostgreSQL (`release_files`) under the build's own version, never overwritten; making a release
 * current, or putting an earlier one back, appends a row to `release_changes`, whose last row per
 * area says what `/remotes.json` names for it (no row: the server's own `remote-<area>/dist`).
 * Every API instance reads the same rows (delivery/released-builds.ts keeps a local copy of the
 * files it serves), and the database's backups hold them. Each change is in the admin audit trail.
 */

/** A file of a release being recorded: its path inside `dist/` and where it lies on this machine until stored. */
export interface ReleaseFileOnDisk {
  path: string;
  localPath: string;
  size: number;
}

export interface NewRelease {
  area: Area;
  version: string;
  notes: string;
  files: ReleaseFileOnDisk[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DELETED = '(deleted)';

/** A release served now: the current one of its area, or one replaced within the retention (`servedUntil`). */
export interface ServedRelease {
  id: number;
  area: Area;
  version: string;
  current: boolean;
  /** Milliseconds since the epoch; null for a current release. */
  servedUntil: number | null;
}

/** How long a replaced release stays served, from the configuration. */
export const retentionMs = (ctx: ServiceContext): number => ctx.config.releaseRetentionDays * DAY_MS;

/** Per area, the id of its current release (absent: the server's own build). */
async function currentReleaseIds(ctx: ServiceContext): Promise<Map<Area, number | null>> {
  const rows = await ctx.db
    .selectDistinctOn([releaseChanges.area], { area: releaseChanges.area, releaseId: releaseChanges.releaseId })
    .from(releaseChanges)
    .orderBy(releaseChanges.area, desc(releaseChanges.id));
  return new Map(rows.map((row) => [row.area as Area, row.releaseId]));
}

/**
 * The releases every instance serves now: each area's current one and those it replaced within
 * the retention. One query: it runs before every page (delivery/released-builds.ts).
 */
export async function servedReleases(ctx: ServiceContext): Promise<ServedRelease[]> {
  const now = ctx.now().getTime();
  const keep = retentionMs(ctx);
  const { rows } = (await ctx.db.execute(sql`
    with current_release as (
      select distinct on (area) release_id from release_changes order by area, id desc
    ), replaced as (
      select from_release_id as id, max(changed_at) as at from release_changes
      where from_release_id is not null and changed_at > ${new Date(now - keep).toISOString()}::timestamptz
      group by from_release_id
    )
    select r.id, r.area, r.version, c.release_id is not null as current, (extract(epoch from t.at) * 1000)::float8 as replaced_at
    from releases r
    left join current_release c on c.release_id = r.id
    left join replaced t on t.id = r.id
    where c.release_id is not null or t.id is not null`)) as unknown as {
    rows: { id: number; area: string; version: string; current: boolean; replaced_at: number | null }[];
  };
  return rows.map((row) => ({
    id: Number(row.id),
    area: row.area as Area,
    version: row.version,
    current: row.current,
    servedUntil: row.current ? null : Number(row.replaced_at ?? now) + keep,
  }));
}

/** The paths of a release's files. */
export async function releaseFilePaths(ctx: ServiceContext, releaseId: number): Promise<string[]> {
  const rows = await ctx.db.select({ path: releaseFiles.path }).from(releaseFiles).where(eq(releaseFiles.releaseId, releaseId)).orderBy(asc(releaseFiles.path));
  return rows.map((row) => row.path);
}

/** One file of a release, read alone (a release's files are never all in memory at once). */
export async function releaseFileData(ctx: ServiceContext, releaseId: number, filePath: string): Promise<Buffer> {
  const [row] = await ctx.db
    .select({ data: releaseFiles.data })
    .from(releaseFiles)
    .where(and(eq(releaseFiles.releaseId, releaseId), eq(releaseFiles.path, filePath)));
  if (!row) throw new Error(`release ${releaseId} has no file ${filePath}`);
  return row.data;
}

/** Only one change of an area's current release at a time, across instances: a transaction-long lock per area. */
async function lockArea(ctx: ServiceContext, area: Area): Promise<void> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`release:${area}`}))`);
}

async function versionOf(ctx: ServiceContext, releaseId: number | null): Promise<string> {
  if (releaseId === null) return BUILT_IN_RELEASE;
  const [row] = await ctx.db.select({ version: releases.version }).from(releases).where(eq(releases.id, releaseId));
  return row?.version ?? BUILT_IN_RELEASE;
}

async function recordChange(
  ctx: ServiceContext,
  admin: AuthUser,
  change: { area: Area; action: 'release' | 'rollback'; releaseId: number | null; fromReleaseId: number | null; notes: string },
): Promise<number> {
  const [row] = await ctx.db
    .insert(releaseChanges)
    .values({ ...change, changedBy: admin.id, changedAt: ctx.now() })
    .returning({ id: releaseChanges.id });
  const [version, fromVersion] = await Promise.all([versionOf(ctx, change.releaseId), versionOf(ctx, change.fromReleaseId)]);
  await recordAdminAction(ctx, admin, {
    action: change.action,
    targetType: 'release',
    targetId: row.id,
    userId: null,
    before: { area: change.area, version: fromVersion },
    after: { area: change.area, version, ...(change.notes ? { notes: change.notes } : {}) },
  });
  return row.id;
}

/**
 * Records a release whose files lie on this machine (received and checked by the caller) and
 * makes it its area's current one, in one transaction: 409 when the area already has a release of
 * that version (a version is never overwritten).
 */
export async function recordRelease(ctx: ServiceContext, admin: AuthUser, release: NewRelease): Promise<ReleaseSummary> {
  const { area, version, notes, files } = release;
  const id = await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    await lockArea(txCtx, area);
    if (await isReleased(txCtx, area, version)) throw alreadyReleased(area, version);
    const previousReleaseId = (await currentReleaseIds(txCtx)).get(area) ?? null;
    const [row] = await tx
      .insert(releases)
      .values({
        area,
        version,
        notes,
        releasedBy: admin.id,
        releasedAt: ctx.now(),
        previousReleaseId,
        fileCount: files.length,
        byteSize: files.reduce((sum, file) => sum + file.size, 0),
      })
      .returning({ id: releases.id });
    // One file per statement: a build's largest chunk is the most held in memory at once.
    for (const file of files) await tx.insert(releaseFiles).values({ releaseId: row.id, path: file.path, data: await readFile(file.localPath) });
    await recordChange(txCtx, admin, { area, action: 'release', releaseId: row.id, fromReleaseId: previousReleaseId, notes });
    return row.id;
  });
  const [summary] = await releaseSummaries(ctx, [eq(releases.id, id)]);
  return withoutId(summary);
}

/** Whether `area` has a release of `version` (checked before a build is loaded; `recordRelease` checks again under its lock). */
export async function isReleased(ctx: ServiceContext, area: Area, version: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: releases.id }).from(releases).where(and(eq(releases.area, area), eq(releases.version, version)));
  return row !== undefined;
}

export const alreadyReleased = (area: Area, version: string) =>
  new AppError(409, `remote-${area} ${version} is already released: a version is never overwritten. Build it again (npm run build -- --force remote-${area}) for a new version.`);

/**
 * Makes an earlier release of `area` current again: `version`, or by default the release the
 * current one replaced (the server's own build when it replaced none). 404 for an unknown
 * version, 409 when there is nothing to roll back or the version is current already.
 */
export async function rollBack(ctx: ServiceContext, admin: AuthUser, request: { area: Area; version?: string; notes: string }): Promise<ReleaseChange> {
  const { area, version, notes } = request;
  const changeId = await ctx.db.transaction(async (tx) => {
    const txCtx = withDb(ctx, tx);
    await lockArea(txCtx, area);
    const currentId = (await currentReleaseIds(txCtx)).get(area) ?? null;
    let targetId: number | null;
    if (version === undefined) {
      if (currentId === null) throw new AppError(409, `remote-${area} has no release to roll back: it runs the server's own build.`);
      const [current] = await tx.select({ previous: releases.previousReleaseId }).from(releases).where(eq(releases.id, currentId));
      targetId = current?.previous ?? null;
    } else if (version === BUILT_IN_RELEASE) {
      targetId = null;
    } else {
      const [target] = await tx.select({ id: releases.id }).from(releases).where(and(eq(releases.area, area), eq(releases.version, version)));
      if (!target) throw new AppError(404, `remote-${area} has no release ${version}.`);
      targetId = target.id;
    }
    if (targetId === currentId) throw new AppError(409, `remote-${area} ${await versionOf(txCtx, currentId)} is current already.`);
    return recordChange(txCtx, admin, { area, action: 'rollback', releaseId: targetId, fromReleaseId: currentId, notes });
  });
  return (await releaseChangeRows(ctx, [eq(releaseChanges.id, changeId)]))[0];
}

/** GET admin/releases: every area's current version, releases and changes, newest first. */
export async function areasReleases(ctx: ServiceContext): Promise<AreaReleases[]> {
  const [current, summaries, changes] = await Promise.all([currentReleaseIds(ctx), releaseSummaries(ctx, []), releaseChangeRows(ctx, [])]);
  const currentVersion = new Map<Area, string>();
  for (const area of AREAS) {
    const id = current.get(area) ?? null;
    currentVersion.set(area, id === null ? BUILT_IN_RELEASE : (summaries.find((s) => s.id === id)?.version ?? BUILT_IN_RELEASE));
  }
  return AREAS.map((area) => ({
    area,
    currentVersion: currentVersion.get(area) ?? BUILT_IN_RELEASE,
    releases: summaries.filter((s) => s.area === area).map(withoutId),
    changes: changes.filter((c) => c.area === area),
  }));
}

const madeCurrent = aliasedTable(releases, 'made_current');
const replaced = aliasedTable(releases, 'replaced');

/** A summary as answered: its row id is for joining only. */
function withoutId(summary: ReleaseSummary & { id: number }): ReleaseSummary {
  const answered: ReleaseSummary & { id?: number } = { ...summary };
  delete answered.id;
  return answered;
}

async function releaseSummaries(ctx: ServiceContext, where: ReturnType<typeof eq>[]): Promise<(ReleaseSummary & { id: number })[]> {
  const rows = await ctx.db
    .select({
      release: {
        id: releases.id,
        area: releases.area,
        version: releases.version,
        notes: releases.notes,
        releasedAt: releases.releasedAt,
        fileCount: releases.fileCount,
        byteSize: releases.byteSize,
      },
      previous: sql<string | null>`(select p.version from releases p where p.id = ${releases.previousReleaseId})`,
      forenames: users.forenames,
      surname: users.surname,
    })
    .from(releases)
    .leftJoin(users, eq(users.id, releases.releasedBy))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(releases.id));
  return rows.map(({ release, previous, forenames, surname }) => ({
    id: release.id,
    area: release.area as Area,
    version: release.version,
    notes: release.notes,
    releasedBy: forenames ? `${forenames} ${surname}` : DELETED,
    releasedAt: release.releasedAt.toISOString(),
    previousVersion: previous ?? BUILT_IN_RELEASE,
    fileCount: release.fileCount,
    byteSize: release.byteSize,
  }));
}

async function releaseChangeRows(ctx: ServiceContext, where: ReturnType<typeof eq>[]): Promise<ReleaseChange[]> {
  const rows = await ctx.db
    .select({ change: releaseChanges, version: madeCurrent.version, fromVersion: replaced.version, forenames: users.forenames, surname: users.surname })
    .from(releaseChanges)
    .leftJoin(madeCurrent, eq(madeCurrent.id, releaseChanges.releaseId))
    .leftJoin(replaced, eq(replaced.id, releaseChanges.fromReleaseId))
    .leftJoin(users, eq(users.id, releaseChanges.changedBy))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(releaseChanges.id));
  return rows.map(({ change, version, fromVersion, forenames, surname }) => ({
    id: change.id,
    area: change.area as Area,
    action: change.action === 'rollback' ? 'rollback' : 'release',
    version: version ?? BUILT_IN_RELEASE,
    fromVersion: fromVersion ?? BUILT_IN_RELEASE,
    by: forenames ? `${forenames} ${surname}` : DELETED,
    at: change.changedAt.toISOString(),
    notes: change.notes,
  }));
}
