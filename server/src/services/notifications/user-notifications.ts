import { notifications } from '../../db/schema/messaging';
import type { ServiceContext } from '../context';

/**
 * Puts `text` in the notification area of each of `userIds` (shown until they dismiss their
 * notifications, as site-wide ones are). Runs in the transaction of the change it tells about
 * (a context bound to it: `withDb`), so the notice exists only if that change commits.
 */
export async function notifyUsers(ctx: ServiceContext, userIds: readonly number[], text: string): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  const createdAt = ctx.now();
  await ctx.db.insert(notifications).values(unique.map((userId) => ({ userId, text, createdAt })));
}
