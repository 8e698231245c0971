import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { EmptyState, ErrorState, LoadingState, PageHeader, PostCard, PostCardGrid } from '@insolvency/shared-ui';
import { SortControls } from '@insolvency/shared-ui/screens';
import { useSellerPostList } from '../hooks/use-seller-post-list';
import type { SellerListDefinition } from '../utils/seller-lists';
import { SORT_OPTIONS, sortPosts, type SortDirection, type SortKey } from '../utils/sort-posts';
import { PostCardActions } from './post-card-actions';

/**
 * One seller list screen (spec §2): the title, sorting (spec §9, default descending), and a
 * card per post with the actions its status allows. The card works out its own subtitle
 * (live dates, Withdrawn, expiry date or created date).
 */
export function SellerPostList({ title, source, defaultSort, emptyHint }: SellerListDefinition) {
  const [sortKey, setSortKey] = useState<SortKey>(defaultSort);
  const [direction, setDirection] = useState<SortDirection>('descending');
  const { data: posts, error, isLoading, refetch } = useSellerPostList(source);
  const sorted = useMemo(() => (posts ? sortPosts(posts, sortKey, direction) : []), [posts, sortKey, direction]);

  let content;
  if (isLoading) content = <LoadingState label="Loading posts…" />;
  else if (error || !posts) {
    content = (
      <ErrorState
        title="Posts could not be loaded"
        message={apiErrorMessage(error) ?? 'Please check your connection and try again.'}
        onRetry={() => void refetch()}
      />
    );
  } else if (sorted.length === 0) {
    content = (
      <EmptyState
        hint={
          <>
            {emptyHint} <Link to={pathFor('AddPost')}>Add a post</Link>
          </>
        }
      />
    );
  } else {
    content = (
      <PostCardGrid aria-label={title}>
        {sorted.map((post) => (
          <PostCard key={post.businessId} post={post} headingLevel={2} actions={<PostCardActions postId={post.businessId} status={post.siteStatus} />} />
        ))}
      </PostCardGrid>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <SortControls
            options={SORT_OPTIONS}
            sortKey={sortKey}
            descending={direction === 'descending'}
            onSortKeyChange={setSortKey}
            onDescendingChange={(descending) => setDirection(descending ? 'descending' : 'ascending')}
          />
        }
      />
      {content}
    </>
  );
}
