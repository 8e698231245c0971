import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlertFrequency, SavedSearchFilters } from '@insolvency/shared-contracts';
import { posts } from './posts';
import { users } from './users';

/** A text search query: written and read only in SQL (`to_tsquery`, `@@`), never as a value. */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/** A buyer's search kept as an alert (issue 49): its words, their tsquery (null for filters only), its filters and how it is mailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    searchQuery: tsquery('search_query'),
    /** A town the words named (issue 58): its region, and the tsquery of the other words (null when the town was all of them). */
    placeRegionId: integer('place_region_id'),
    placeQuery: tsquery('place_query'),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull().default({}),
    delivery: text('delivery').$type<AlertFrequency>().notNull().default('each'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt), check('saved_searches_delivery_check', sql`${t.delivery} in ('each', 'daily')`)],
);

/** Each post a saved search found, once ever, so that no post is mailed twice for one search. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.postId] }),
    index('saved_search_matches_post_user_idx').on(t.postId, t.userId),
    index('saved_search_matches_user_idx').on(t.userId),
  ],
);
