import { pathFor, type Post } from '@insolvency/shared-contracts';
import { LinkButton } from '@insolvency/shared-ui';
import { WatchlistButton } from './watchlist-button';

/** A buyer's actions on a post card (inbox, watchlist): View Post and Save to watchlist. */
export function PostCardActions({ post }: { post: Post }) {
  return (
    <>
      <LinkButton to={pathFor('PostDetail', post.businessId)}>View Post</LinkButton>
      <WatchlistButton postId={post.businessId} heading={post.activityHeading} />
    </>
  );
}
