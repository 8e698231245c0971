import type { DealRoomAccessState } from '@insolvency/shared-contracts/deal-room';
import { useBuyerDealRoomQuery, useBuyerPackDocumentsQuery } from '../api/deal-room-api';

/** What the link to the deal room says after "Deal room: ", by where the buyer stands. */
export const DEAL_ROOM_STATES: Record<Exclude<DealRoomAccessState, 'granted'>, string> = {
  'interest-needed': 'opens once you register interest',
  'nda-needed': 'NDA to accept',
  'awaiting-approval': 'waiting for the practitioner',
  revoked: 'access ended',
  paused: 'access paused',
};

const documentCount = (count: number) => (count === 0 ? 'no documents yet' : count === 1 ? '1 document' : `${count} documents`);

/**
 * The deal room of a post in a few words ("Deal room: NDA to accept", "Deal room: 3 documents"),
 * or null where the post has none for the buyer (never on sale) or it could not be read. The
 * pack is asked for only once it is released; the screen then takes the same answer.
 */
export function useDealRoomSummary(postId: number): { label: string } | null {
  const room = useBuyerDealRoomQuery(postId);
  const access = room.data?.access;
  const pack = useBuyerPackDocumentsQuery(postId, { skip: access !== 'granted' });
  if (!room.data) return room.isLoading ? { label: 'Deal room' } : null;
  if (access !== 'granted') return { label: `Deal room: ${DEAL_ROOM_STATES[room.data.access as Exclude<DealRoomAccessState, 'granted'>]}` };
  return { label: pack.data ? `Deal room: ${documentCount(pack.data.length)}` : 'Deal room' };
}
