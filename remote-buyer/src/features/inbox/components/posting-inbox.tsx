import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { BUYER_MESSAGES, INBOX_SORTS, pathFor, type InboxSort } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { EmptyState, ErrorState, LoadingState, PageHeader, PostCard, PostCardGrid } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Pagination } from '@insolvency/shared-ui/pagination';
import { SortControls } from '@insolvency/shared-ui/screens';
import { FIRST_INBOX_PAGE, useBuyerPostsByCriteriaQuery } from '../api/inbox-api';
import { PostCardActions } from '../../watchlist/components/post-card-actions';
import { OptionalCriteriaBanner } from './optional-criteria-banner';

/**
 * PostingInbox (`/posting-inbox/`, 'Your Posting Inbox'): the For Sale posts matching the
 * buyer's preferences, sorted (default descending) and paged on the server.
 */
export default function PostingInbox() {
  const { token } = theme.useToken();
  const [sort, setSort] = useState<InboxSort>(FIRST_INBOX_PAGE.sort);
  const [descending, setDescending] = useState(FIRST_INBOX_PAGE.direction === 'desc');
  const [page, setPage] = useState(FIRST_INBOX_PAGE.page);
  // The pager is under the cards: drawn in the background render after the first (antd's
  // Pagination makes ~28 KB of CSS when first drawn), so the first cards do not wait for it.
  const pagerDrawn = useDeferredValue(true, false);
  const { data, error, isFetching, isLoading, refetch } = useBuyerPostsByCriteriaQuery({ page, pageSize: FIRST_INBOX_PAGE.pageSize, sort, direction: descending ? 'desc' : 'asc' });

  let content;
  if (isLoading) content = <LoadingState label="Loading your postings…" />;
  else if (error || !data) {
    content = <ErrorState title="Your postings could not be loaded" message={apiErrorMessage(error) ?? 'Please check your connection and try again.'} onRetry={() => void refetch()} />;
  } else if (data.total === 0) {
    content = (
      <EmptyState
        hint={
          <>
            {BUYER_MESSAGES.emptyInboxHint} <Link to={pathFor('AmendLocationSizePreferences')}>Change your preferences</Link>
          </>
        }
      />
    );
  } else {
    content = (
      <>
        <p aria-live="polite" style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginSM}px` }}>
          {data.total === 1 ? '1 posting matches your preferences.' : `${data.total} postings match your preferences.`}
        </p>
        <PostCardGrid aria-label="Your postings" aria-busy={isFetching || undefined}>
          {data.posts.map((post) => (
            <PostCard
              key={post.businessId}
              post={post}
              headingLevel={2}
              subtitle={post.hasExpressedInterest ? 'Interest expressed' : undefined}
              actions={<PostCardActions post={post} />}
            />
          ))}
        </PostCardGrid>
        {pagerDrawn && data.total > data.pageSize ? (
          <Pagination
            style={{ marginTop: token.marginLG, textAlign: 'center' }}
            current={data.page}
            pageSize={data.pageSize}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Your Posting Inbox"
        extra={
          <SortControls
            options={INBOX_SORTS}
            sortKey={sort}
            descending={descending}
            onSortKeyChange={(key) => {
              setSort(key);
              setPage(1);
            }}
            onDescendingChange={(next) => {
              setDescending(next);
              setPage(1);
            }}
          />
        }
      />
      <OptionalCriteriaBanner />
      {content}
    </>
  );
}
