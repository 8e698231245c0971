import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams } from 'react-router-dom';
import { canApply, illegalActionMessage, parseId, pathFor, type Post, type PostAction } from '@insolvency/shared-contracts';
import { apiErrorMessage, apiErrorStatus, usePostQuery } from '@insolvency/shared-auth';
import { ErrorState, LinkButton, LoadingState } from '@insolvency/shared-ui';
import { Alert } from '@insolvency/shared-ui/feedback';
import { PageHeader } from '@insolvency/shared-ui/screens';

export interface PostActionFrameProps {
  title: string;
  action: PostAction;
  /** The screen's form, for a post whose status allows the action. */
  children: (post: Post) => ReactNode;
}

/**
 * The frame of every posting screen (`/post/:id/...`): the post loaded, its title with a back
 * link to the post, and the form only when the transition table allows the action from the
 * post's status (otherwise the reason, as the server would give it).
 */
export function PostActionFrame({ title, action, children }: PostActionFrameProps) {
  const postId = parseId(useParams().id);
  const { data: post, error, isLoading, isFetching, refetch } = usePostQuery(postId ?? skipToken);
  const back = postId === null ? null : <Link to={pathFor('PostDetail', postId)}>Back to post</Link>;

  let content: ReactNode;
  if (postId === null || apiErrorStatus(error) === 404) {
    content = (
      <>
        <p>{apiErrorMessage(error) ?? 'This post does not exist or is not available.'}</p>
        <LinkButton to={pathFor('ConditionalHome')}>Return Home</LinkButton>
      </>
    );
  } else if (isLoading) {
    content = <LoadingState label="Loading post…" />;
  } else if (error || !post) {
    content = (
      <ErrorState
        title="The post could not be loaded"
        message={apiErrorMessage(error) ?? 'Please check your connection and try again.'}
        onRetry={isFetching ? undefined : () => void refetch()}
      />
    );
  } else if (!canApply(action, post.siteStatus)) {
    content = <Alert type="info" showIcon title={illegalActionMessage(action, post.siteStatus)} />;
  } else {
    content = children(post);
  }

  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={title} back={back} subtitle={post ? `${post.activityHeading} (Reference: ${post.reference})` : undefined} />
      {content}
    </div>
  );
}
