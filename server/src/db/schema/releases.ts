import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea } from './deal-room';
import { users } from './users';

/*
 * Releases of the front-end areas (issue 57, migration 0023): each area's built `dist/` (browser
 * files and server build) kept in PostgreSQL under its build's own version, never overwritten, so
 * every API instance serves the same releases and the database's backups hold them. What is
 * current per area is the last row of `release_changes` (services/releases).
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Who did something: kept as null once the account is deleted. */
const userReference = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** One release: an area's build under its version, who uploaded it, when, why, and what was current before. */
export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    version: text('version').notNull(),
    notes: text('notes').notNull().default(''),
    releasedBy: userReference('released_by'),
    releasedAt: at('released_at').notNull().defaultNow(),
    /** The area's current release when this one was released; null: the build on the server's disk. */
    previousReleaseId: integer('previous_release_id').references((): AnyPgColumn => releases.id, { onDelete: 'set null' }),
    fileCount: integer('file_count').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('releases_area_version_idx').on(t.area, t.version),
    index('releases_released_by_idx').on(t.releasedBy),
    index('releases_previous_idx').on(t.previousReleaseId),
  ],
);

/** A file of a release, by its path inside the build's `dist/` (`server/` for the server build). */
export const releaseFiles = pgTable(
  'release_files',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.path] })],
);

/** Every change of an area's current release, in order: a release made current, or a rollback. */
export const releaseChanges = pgTable(
  'release_changes',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    action: text('action').notNull(),
    /** The release made current; null: the build on the server's disk (`remote-<area>/dist`). */
    releaseId: integer('release_id').references(() => releases.id, { onDelete: 'restrict' }),
    /** The release current until then; null: the build on the server's disk. */
    fromReleaseId: integer('from_release_id').references(() => releases.id, { onDelete: 'restrict' }),
    changedBy: userReference('changed_by'),
    changedAt: at('changed_at').notNull().defaultNow(),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    index('release_changes_area_idx').on(t.area, t.id),
    index('release_changes_from_idx').on(t.fromReleaseId, t.changedAt),
    index('release_changes_release_idx').on(t.releaseId),
    index('release_changes_changed_by_idx').on(t.changedBy),
    check('release_changes_action_check', sql`${t.action} in ('release', 'rollback')`),
  ],
);
