import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/messaging';

/**
 * Puts `text` in the notification area of each of `userIds` (shown until they dismiss their
 * notifications, as site-wide ones are). Runs in the transaction of the change it tells about
 * (`tx`), so the notice exists only if that change commits, dated with that change's time.
 */
export async function notifyUsers(tx: Database, userIds: readonly number[], text: string, at: Date): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  await tx.insert(notifications).values(unique.map((userId) => ({ userId, text, createdAt: at })));
}
