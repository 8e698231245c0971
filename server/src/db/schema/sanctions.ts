import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SanctionsEntityType, SanctionsFileFormat, SanctionsImportSource, SanctionsNameType, SanctionsVersionStatus } from '@insolvency/shared-contracts/sanctions';
import { users } from './users';

/**
 * One import of the UK Sanctions List (issue 56): the file's publication date and digest, its
 * counts, who imported it and when, and its state. At most one version is in force (a partial
 * unique index); an import writes its version, designations and names in one transaction.
 */
export const sanctionsListVersions = pgTable(
  'sanctions_list_versions',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<SanctionsVersionStatus>().notNull(),
    format: text('format').$type<SanctionsFileFormat>().notNull(),
    source: text('source').$type<SanctionsImportSource>().notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes: the same file as the version in force is not imported again. */
    fileSha256: text('file_sha256').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    designationCount: integer('designation_count').notNull(),
    nameCount: integer('name_count').notNull(),
    aliasCount: integer('alias_count').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who confirmed or rejected a version that waited, and when. */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    inForceFrom: timestamp('in_force_from', { withTimezone: true, mode: 'date' }),
    supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sanctions_list_versions_one_in_force_idx').on(t.status).where(sql`${t.status} = 'in_force'`),
    index('sanctions_list_versions_imported_at_idx').on(t.importedAt),
    // A deleted user's versions are found by these (user deletion sets them null).
    index('sanctions_list_versions_imported_by_idx').on(t.importedBy),
    index('sanctions_list_versions_decided_by_idx').on(t.decidedBy),
    check('sanctions_list_versions_status_check', sql`${t.status} in ('in_force', 'pending_confirmation', 'superseded', 'rejected')`),
  ],
);

/**
 * A designation of a version, with what screening uses beside its names: entity type, regime,
 * designation date, dates of birth and nationalities as the list gives them. A date of birth is
 * kept as precise as the list is: `YYYY-MM-DD`, `YYYY-MM` or `YYYY` (the list writes an unknown
 * day or month as `dd` / `mm`).
 */
export const sanctionsDesignations = pgTable(
  'sanctions_designations',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => sanctionsListVersions.id, { onDelete: 'cascade' }),
    /** The list's Unique ID (e.g. RUS0001). */
    uniqueId: text('unique_id').notNull(),
    ofsiGroupId: text('ofsi_group_id'),
    unReferenceNumber: text('un_reference_number'),
    entityType: text('entity_type').$type<SanctionsEntityType>().notNull(),
    regime: text('regime').notNull(),
    designationSource: text('designation_source'),
    dateDesignated: date('date_designated', { mode: 'string' }),
    lastUpdated: date('last_updated', { mode: 'string' }),
    datesOfBirth: text('dates_of_birth').array().notNull(),
    nationalities: text('nationalities').array().notNull(),
  },
  (t) => [uniqueIndex('sanctions_designations_version_unique_idx').on(t.versionId, t.uniqueId)],
);

/**
 * Every name of a designation with its type and alias strength, and its normalised form (lower
 * case, diacritics removed, punctuation as spaces) that screening matches on, with a trigram
 * index (pg_trgm, as the admin users search).
 */
export const sanctionsNames = pgTable(
  'sanctions_names',
  {
    id: serial('id').primaryKey(),
    designationId: integer('designation_id')
      .notNull()
      .references(() => sanctionsDesignations.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => sanctionsListVersions.id, { onDelete: 'cascade' }),
    nameType: text('name_type').$type<SanctionsNameType>().notNull(),
    /** As the list gives it (e.g. `Good quality`, `Low quality`); null where it gives none. */
    aliasStrength: text('alias_strength'),
    title: text('title'),
    fullName: text('full_name').notNull(),
    normalisedName: text('normalised_name').notNull(),
    /** For a non-Latin name: its script and language as the list gives them. */
    script: text('script'),
    language: text('language'),
  },
  (t) => [
    index('sanctions_names_designation_idx').on(t.designationId),
    index('sanctions_names_version_idx').on(t.versionId),
    index('sanctions_names_normalised_trgm_idx').using('gin', sql`${t.normalisedName} gin_trgm_ops`),
  ],
);
