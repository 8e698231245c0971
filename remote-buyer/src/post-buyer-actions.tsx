import type { PostDetailSlotProps } from '@insolvency/shared-contracts';
import { DealRoomPanel } from './features/deal-room/components/deal-room-panel';
import { WatchlistButton } from './features/watchlist/components/watchlist-button';

/**
 * The buyer's part of the shared post detail beyond Express Interest: Save to watchlist and the
 * post's deal room (NDA, information pack). Exposed as `./post-buyer-actions`; the shell mounts
 * it into the buyer slot for buyers only.
 */
export default function PostBuyerActions({ post }: PostDetailSlotProps) {
  return (
    <>
      <WatchlistButton postId={post.businessId} heading={post.activityHeading} />
      <DealRoomPanel postId={post.businessId} />
    </>
  );
}
