import { SELLER_LISTS } from '../utils/seller-lists';
import { SellerPostList } from './seller-post-list';

// The four seller list routes (spec §2): one component, four definitions. One chunk for all
// four, since they share everything but a few words.

export function LivePosts() {
  return <SellerPostList {...SELLER_LISTS.LivePosts} />;
}

export function DraftPosts() {
  return <SellerPostList {...SELLER_LISTS.DraftPosts} />;
}

export function ScheduledPosts() {
  return <SellerPostList {...SELLER_LISTS.ScheduledPosts} />;
}

export function PostingArchive() {
  return <SellerPostList {...SELLER_LISTS.PostingArchive} />;
}
