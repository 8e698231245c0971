import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router-dom';
import { parseId, pathFor, type PostTeaserAnswer } from '@insolvency/shared-contracts';
import { apiErrorMessage, apiErrorStatus } from '@insolvency/shared-auth';
import { ErrorState, LinkButton, LoadingState, PageHeader, usePageTitle } from '@insolvency/shared-ui';
import { usePublicPostTeaserQuery } from '../api/post-teaser-api';
import { PostTeaserGone, PostTeaserView } from './post-teaser-page';

export const TEASER_NOT_FOUND_TITLE = 'Opportunity not found';

/** The page's title: the post's heading, or that it is no longer for sale. */
export function postTeaserTitle({ forSale, teaser }: PostTeaserAnswer): string {
  return forSale ? teaser.activityHeading : `No longer for sale: ${teaser.activityHeading}`;
}

/**
 * PostTeaser (`/opportunities/:id`, public, beyond the spec): rendered by the server with the answer
 * of its prefetch (and its route's head, post-teaser-head.ts) and hydrated by the app, or rendered
 * by the browser when the server could not, and on a move inside the app.
 */
export default function PostTeaserScreen() {
  const postId = parseId(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = usePublicPostTeaserQuery(postId ?? skipToken);
  const notFound = postId === null || apiErrorStatus(error) === 404;
  usePageTitle(notFound ? TEASER_NOT_FOUND_TITLE : data && postTeaserTitle(data));

  if (notFound) {
    return (
      <>
        <PageHeader title={TEASER_NOT_FOUND_TITLE} subtitle="This opportunity does not exist or is not shown publicly." />
        <LinkButton to={pathFor('ConditionalHome')} variant="primary">
          Return Home
        </LinkButton>
      </>
    );
  }
  if (isLoading) return <LoadingState label="Loading opportunity…" />;
  if (error || !data) {
    return (
      <ErrorState
        title="The opportunity could not be loaded"
        message={apiErrorMessage(error) ?? 'Please check your connection and try again.'}
        onRetry={isFetching ? undefined : () => void refetch()}
      />
    );
  }
  return data.forSale ? <PostTeaserView teaser={data.teaser} /> : <PostTeaserGone teaser={data.teaser} />;
}
