import { sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/messaging';
import type { ServiceContext } from '../context';

/**
 * Puts `text` in the notification area of each of `userIds` (shown until they dismiss their
 * notifications, as site-wide ones are). Runs in the transaction of the change it tells about
 * (a context bound to it: `withDb`), so the notice exists only if that change commits.
 *
 * With a `key` naming what the notice is about, each user keeps one notice of it: a later one
 * replaces its text and time (shown again if they had dismissed it) instead of adding another,
 * so fifteen edits of one answer leave one notice, not fifteen.
 */
export async function notifyUsers(ctx: ServiceContext, userIds: readonly number[], text: string, options: { key?: string } = {}): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  const createdAt = ctx.now();
  const noticeKey = options.key ?? null;
  const insert = ctx.db.insert(notifications).values(unique.map((userId) => ({ userId, text, createdAt, noticeKey })));
  if (noticeKey === null) {
    await insert;
    return;
  }
  await insert.onConflictDoUpdate({
    target: [notifications.userId, notifications.noticeKey],
    set: { text: sql`excluded.text`, createdAt: sql`excluded.created_at` },
  });
}
