import { pathFor } from '@insolvency/shared-contracts';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { EmptyState, ErrorState, LinkButton, LoadingState, PostCard } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { usePublicHomePostsQuery } from '../api/home-api';

/** Posts chosen for the home page (GET unauth/homeposts), each with View Detail. */
export function HomePosts() {
  const { token } = theme.useToken();
  const { data: posts, error, isLoading, refetch } = usePublicHomePostsQuery();

  if (isLoading) return <LoadingState label="Loading posts…" />;
  if (error || !posts) {
    return <ErrorState title="Posts could not be loaded" message={apiErrorMessage(error) ?? 'Please try again in a moment.'} onRetry={() => void refetch()} />;
  }
  if (posts.length === 0) return <EmptyState hint="New opportunities are posted every week." />;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: token.margin }}>
      {posts.map((post) => (
        <PostCard
          key={post.businessId}
          post={post}
          actions={<LinkButton to={pathFor('PostDetail', post.businessId)}>View Detail</LinkButton>}
        />
      ))}
    </div>
  );
}
