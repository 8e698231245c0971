import { useSellerArchivedPostsQuery, useSellerPostsByStatusQuery } from '../api/seller-posts-api';
import type { SellerListSource } from '../utils/seller-lists';

/** The one query a list screen needs: `seller/posts?status=` or `seller/archived-posts`. */
export function useSellerPostList(source: SellerListSource) {
  const isArchive = source === 'archive';
  const byStatus = useSellerPostsByStatusQuery(isArchive ? 1 : source, { skip: isArchive });
  const archived = useSellerArchivedPostsQuery(undefined, { skip: !isArchive });
  return isArchive ? archived : byStatus;
}
