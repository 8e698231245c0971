import { pathFor } from '@insolvency/shared-contracts';
import { LinkButton } from '@insolvency/shared-ui';
import { useDealRoomSummary } from '../hooks/use-deal-room-summary';

/** On the post detail: the way into the post's deal room, saying where the buyer stands ("Deal room: NDA to accept", "Deal room: 3 documents"). */
export function DealRoomLink({ postId }: { postId: number }) {
  const summary = useDealRoomSummary(postId);
  if (!summary) return null;
  return <LinkButton to={pathFor('BuyerDealRoom', postId)}>{summary.label}</LinkButton>;
}
