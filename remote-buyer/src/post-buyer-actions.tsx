import type { PostDetailSlotProps } from '@insolvency/shared-contracts';
import { DealRoomLink } from './features/deal-room/components/deal-room-link';
import { WatchlistButton } from './features/watchlist/components/watchlist-button';

/**
 * The buyer's part of the shared post detail beyond Express Interest: Save to watchlist and the
 * link to the post's deal room, which says where they stand. Exposed as `./post-buyer-actions`;
 * the shell mounts it into the buyer slot for buyers only.
 */
export default function PostBuyerActions({ post }: PostDetailSlotProps) {
  return (
    <>
      <WatchlistButton postId={post.businessId} heading={post.activityHeading} />
      <DealRoomLink postId={post.businessId} />
    </>
  );
}
