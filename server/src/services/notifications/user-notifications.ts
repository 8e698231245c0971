import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/messaging';
import type { ServiceContext } from '../context';

/**
 * Puts `text` in the notification area of each of `userIds` (shown until they dismiss their
 * notifications, as site-wide ones are). Pass the transaction of the change it tells about so
 * the notice exists only if that change commits, with that change's time as `at`; with a
 * service context, its database and clock are used.
 */
export async function notifyUsers(target: ServiceContext | Database, userIds: readonly number[], text: string, at?: Date): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  const isContext = (value: ServiceContext | Database): value is ServiceContext => typeof (value as Partial<ServiceContext>).now === 'function';
  const db = isContext(target) ? target.db : target;
  const createdAt = at ?? (isContext(target) ? target.now() : new Date());
  await db.insert(notifications).values(unique.map((userId) => ({ userId, text, createdAt })));
}
