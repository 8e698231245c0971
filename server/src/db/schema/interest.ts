import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { postingPeriods, posts } from './posts';
import { savedSearches } from './saved-searches';
import { users } from './users';

/** A buyer's expression of interest in a post: once per buyer and post, ever. */
export const expressionsOfInterest = pgTable(
  'expressions_of_interest',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    profile: text('profile').notNull(),
    viewedByInsolvency: boolean('viewed_by_insolvency').notNull().default(false),
    /** False when the expression is flagged: the practitioner does not see it. */
    visibleToInsolvency: boolean('visible_to_insolvency').notNull().default(true),
    /** The buyer's declaration: connected to the insolvent company or its directors. Null before the question was asked. */
    connectedParty: boolean('connected_party'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expressions_of_interest_buyer_post_idx').on(t.buyerId, t.postId),
    index('expressions_of_interest_post_idx').on(t.postId, t.createdAt),
    index('expressions_of_interest_created_at_idx').on(t.createdAt),
  ],
);

/** Posts a buyer saved to come back to; `remindedAt` is set once the 'ends soon' mail was queued. */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('watchlist_post_idx').on(t.postId),
    index('watchlist_unreminded_idx').on(t.postId).where(sql`${t.remindedAt} is null`),
  ],
);

/**
 * A match for the daily digest: listed in the digest of its London day, then marked sent. It came
 * from the buyer's criteria (`byCriteria`, who chose the digest), a saved search of theirs with
 * daily delivery (`savedSearchId`), or both; it is listed while one of them still stands.
 */
export const matchDigestEntries = pgTable(
  'match_digest_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => postingPeriods.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    londonDay: date('london_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    byCriteria: boolean('by_criteria').notNull().default(true),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.periodId] }),
    index('match_digest_entries_saved_search_idx').on(t.savedSearchId),
    index('match_digest_entries_post_idx').on(t.postId),
    index('match_digest_entries_period_idx').on(t.periodId),
    index('match_digest_entries_unsent_idx').on(t.londonDay, t.userId).where(sql`${t.sentAt} is null`),
  ],
);
