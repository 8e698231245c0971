import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/**
 * Who opened a post's detail, at most once per viewer and Europe/London day (the key): the
 * owner's view count and the SIP 16 evidence's "viewed by". The owner and Admin are not counted.
 */
export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerId, t.viewedOn] }), index('post_views_viewer_idx').on(t.viewerId)],
);
