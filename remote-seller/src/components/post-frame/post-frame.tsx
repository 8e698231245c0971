import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams } from 'react-router-dom';
import { parseId, pathFor, type Post, type PostAction } from '@insolvency/shared-contracts';
import { apiErrorMessage, apiErrorStatus, usePostQuery } from '@insolvency/shared-auth';
import { ErrorState, LinkButton, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { AllowedOnOpening } from './allowed-on-opening';

export interface PostFrameProps {
  title: string;
  /** What the screen shows for the loaded post (a form, or why it cannot be used). */
  children: (post: Post) => ReactNode;
  maxWidth?: number;
  /** What the screen does to the post: its form shows only if the transition table allows it from the post's status. */
  action?: PostAction;
}

/**
 * The frame of every screen about one post (`/post/:id/...`): the post loaded (with its loading,
 * not-found and error states), the screen's title with a back link to the post, and the post's
 * heading and reference under it; with `action`, the form only where the post's status allows it.
 */
export function PostFrame({ title, children, maxWidth = 720, action }: PostFrameProps) {
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
  } else {
    content = action ? (
      <AllowedOnOpening post={post} action={action}>
        {children}
      </AllowedOnOpening>
    ) : (
      children(post)
    );
  }

  return (
    <div style={{ maxWidth }}>
      <PageHeader title={title} back={back} subtitle={post ? `${post.activityHeading} (Reference: ${post.reference})` : undefined} />
      {content}
    </div>
  );
}
