import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { sanctionsDesignations, sanctionsListVersions, sanctionsNames } from './sanctions';
import { users } from './users';

/**
 * A beneficial owner a buyer declares for the company they buy for (issue 56, part 2): a share
 * of 25% or more, a country, a date of birth if given. Screened with the buyer and the company.
 */
export const buyerBeneficialOwners = pgTable(
  'buyer_beneficial_owners',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    country: text('country').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    sharePercent: numeric('share_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('buyer_beneficial_owners_buyer_idx').on(t.buyerId), check('buyer_beneficial_owners_share_check', sql`${t.sharePercent} >= 25 and ${t.sharePercent} <= 100`)],
);

/** One screening of a buyer (their name, their company's, their owners') against one list version, and why it ran. */
export const screeningRuns = pgTable(
  'screening_runs',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => sanctionsListVersions.id, { onDelete: 'cascade' }),
    /** nda_accepted | offer | details_changed | list_version */
    reason: text('reason').notNull(),
    /** clear | possible_match */
    result: text('result').notNull(),
    subjectCount: integer('subject_count').notNull(),
    screenedAt: timestamp('screened_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('screening_runs_buyer_idx').on(t.buyerId, t.screenedAt),
    index('screening_runs_version_idx').on(t.versionId),
    check('screening_runs_result_check', sql`${t.result} in ('clear', 'possible_match')`),
    check('screening_runs_reason_check', sql`${t.reason} in ('nda_accepted', 'offer', 'details_changed', 'list_version')`),
  ],
);

/** A possible match of a run: who was screened, the list entry and name, the scores and the reasons. */
export const screeningMatches = pgTable(
  'screening_matches',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => screeningRuns.id, { onDelete: 'cascade' }),
    /** buyer | company | owner */
    subjectKind: text('subject_kind').notNull(),
    subjectName: text('subject_name').notNull(),
    ownerId: integer('owner_id').references(() => buyerBeneficialOwners.id, { onDelete: 'set null' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => sanctionsListVersions.id, { onDelete: 'cascade' }),
    designationId: integer('designation_id')
      .notNull()
      .references(() => sanctionsDesignations.id, { onDelete: 'cascade' }),
    nameId: integer('name_id')
      .notNull()
      .references(() => sanctionsNames.id, { onDelete: 'cascade' }),
    /** The list's Unique ID, kept for the review and reports. */
    uniqueId: text('unique_id').notNull(),
    nameScore: numeric('name_score', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    score: numeric('score', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
  },
  (t) => [
    index('screening_matches_run_idx').on(t.runId),
    index('screening_matches_owner_idx').on(t.ownerId),
    index('screening_matches_version_idx').on(t.versionId),
    index('screening_matches_designation_idx').on(t.designationId),
    index('screening_matches_name_idx').on(t.nameId),
    check('screening_matches_subject_check', sql`${t.subjectKind} in ('buyer', 'company', 'owner')`),
  ],
);

/**
 * The re-screening of every buyer in a live deal room when a list version comes into force: one
 * row per version, written by the instance that takes it on (the primary key lets one in).
 */
export const screeningRescreens = pgTable('screening_rescreens', {
  versionId: integer('version_id')
    .primaryKey()
    .references(() => sanctionsListVersions.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  buyerCount: integer('buyer_count'),
  matchCount: integer('match_count'),
});

/**
 * The practitioner's decision on a possible match, per post (issue 56, part 3): not the same
 * person (with a reason) or a true match, by whom and when. Keyed by who was screened and the
 * list's Unique ID (not the match row), so a later run finding the same entry for the same
 * subject is already decided; `matchId` is the match it was recorded on. A true match pauses the
 * buyer's access to that post's deal room.
 */
export const screeningDecisions = pgTable(
  'screening_decisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').references(() => screeningMatches.id, { onDelete: 'set null' }),
    /** buyer | company | owner */
    subjectKind: text('subject_kind').notNull(),
    subjectName: text('subject_name').notNull(),
    uniqueId: text('unique_id').notNull(),
    /** not_same_person | true_match */
    decision: text('decision').notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('screening_decisions_subject_idx').on(t.postId, t.buyerId, t.subjectKind, t.subjectName, t.uniqueId),
    index('screening_decisions_buyer_idx').on(t.buyerId),
    index('screening_decisions_match_idx').on(t.matchId),
    index('screening_decisions_decided_by_idx').on(t.decidedBy),
    check('screening_decisions_decision_check', sql`${t.decision} in ('not_same_person', 'true_match')`),
    check('screening_decisions_subject_check', sql`${t.subjectKind} in ('buyer', 'company', 'owner')`),
  ],
);
