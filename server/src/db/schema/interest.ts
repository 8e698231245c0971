import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { posts } from './posts';
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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('expressions_of_interest_buyer_post_idx').on(t.buyerId, t.postId),
    index('expressions_of_interest_post_idx').on(t.postId, t.createdAt),
    index('expressions_of_interest_created_at_idx').on(t.createdAt),
  ],
);
