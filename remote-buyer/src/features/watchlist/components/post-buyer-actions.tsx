import type { PostDetailSlotProps } from '@insolvency/shared-contracts';
import { WatchlistButton } from './watchlist-button';

/**
 * The buyer's actions on the shared post detail beyond Express Interest: Save to watchlist.
 * Exposed as `./post-buyer-actions`; the shell mounts it into the buyer slot for buyers only.
 */
export default function PostBuyerActions({ post }: PostDetailSlotProps) {
  return <WatchlistButton postId={post.businessId} heading={post.activityHeading} />;
}
