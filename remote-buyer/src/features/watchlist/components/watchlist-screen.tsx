import { BUYER_MESSAGES, formatDisplayDate } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { EmptyState, ErrorState, LoadingState, PageHeader, PostCard, PostCardGrid } from '@insolvency/shared-ui';
import { useBuyerWatchlistQuery } from '../api/watchlist-api';
import { PostCardActions } from './post-card-actions';

/** Watchlist (`/watchlist/`): the posts the buyer saved, most recently saved first, each with View Post and Saved. */
export default function Watchlist() {
  const { data, error, isLoading, refetch } = useBuyerWatchlistQuery();

  let content;
  if (isLoading) content = <LoadingState label="Loading your watchlist…" />;
  else if (error || !data) {
    content = <ErrorState title="Your watchlist could not be loaded" message={apiErrorMessage(error) ?? 'Please check your connection and try again.'} onRetry={() => void refetch()} />;
  } else if (data.length === 0) {
    content = <EmptyState hint={BUYER_MESSAGES.emptyWatchlistHint} />;
  } else {
    content = (
      <PostCardGrid aria-label="Saved postings">
        {data.map(({ post, savedDate }) => (
          <PostCard key={post.businessId} post={post} headingLevel={2} subtitle={`Saved ${formatDisplayDate(savedDate)}`} actions={<PostCardActions post={post} />} />
        ))}
      </PostCardGrid>
    );
  }

  return (
    <>
      <PageHeader title="Watchlist" subtitle="Postings you saved to come back to. We e-mail you when one is about to end." />
      {content}
    </>
  );
}
