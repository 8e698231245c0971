import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router-dom';
import { parseId, pathFor } from '@insolvency/shared-contracts';
import { apiErrorMessage, apiErrorStatus, usePostQuery } from '@insolvency/shared-auth';
import { ErrorState, LinkButton, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { usePageTitle } from '@insolvency/shared-ui';
import { PostDetailView } from './post-detail-view';

export const POST_NOT_FOUND_TITLE = 'Post not found';

/**
 * PostDetail (`/post/:id`, login): the public detail of a post for everyone, with the panels
 * of other areas (owner, admin) in named slots. A post the viewer may not see answers 404 like
 * one that does not exist: both read 'Post not found'.
 */
export default function PostDetailScreen() {
  const postId = parseId(useParams().id);
  const { data: post, error, isLoading, isFetching, refetch } = usePostQuery(postId ?? skipToken);
  const notFound = postId === null || apiErrorStatus(error) === 404;
  usePageTitle(notFound ? POST_NOT_FOUND_TITLE : post?.activityHeading ?? undefined);

  if (notFound) return <PostNotFound message={apiErrorMessage(error)} />;
  if (isLoading) return <LoadingState label="Loading post…" />;
  if (error || !post) {
    return (
      <ErrorState
        title="The post could not be loaded"
        message={apiErrorMessage(error) ?? 'Please check your connection and try again.'}
        onRetry={isFetching ? undefined : () => void refetch()}
      />
    );
  }
  return <PostDetailView post={post} />;
}

function PostNotFound({ message }: { message: string | null }) {
  return (
    <>
      <PageHeader title={POST_NOT_FOUND_TITLE} subtitle={message ?? 'This post does not exist or is not available.'} />
      <LinkButton to={pathFor('ConditionalHome')} variant="primary">
        Return Home
      </LinkButton>
    </>
  );
}
