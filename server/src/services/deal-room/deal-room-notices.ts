import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import type { ServiceContext } from '../context';
import { notifyUsers } from '../notifications/user-notifications';
import { buyersWithAccess } from '../deal-room-access/deal-room-posts';

/** What the notification area of every buyer with access says when a post's pack or its closing time changes. */
export const DEAL_ROOM_NOTICES = {
  documentAdded: (reference: string, title: string) => `A new document, ${title}, was added to the information pack of ${reference.trim()}.`,
  documentReplaced: (reference: string, title: string) => `A new version of ${title} was added to the information pack of ${reference.trim()}.`,
  offersClosingMoved: (reference: string, closeAt: Date) => `Offers on ${reference.trim()} now close on ${formatDisplayDateTime(closeAt)} (London time).`,
} as const;

/**
 * Puts `text` in the notification area of every buyer the post's deal room is open to now. Run
 * with a context bound to the transaction of the change it tells about (`withDb`).
 */
export async function noticeToBuyersWithAccess(ctx: ServiceContext, postId: number, text: string): Promise<void> {
  const buyers = await buyersWithAccess(ctx, postId);
  await notifyUsers(ctx, buyers.map((buyer) => buyer.id), text);
}
