import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { SELLER_LISTS, type SellerListName } from '../utils/seller-lists';
import { prefetchSellerList } from './seller-posts-api';

const FIRST_CALL: Record<SellerListName, string> = { LivePosts: 'seller/posts?status=1', ScheduledPosts: 'seller/posts?status=6', DraftPosts: 'seller/posts?status=7', PostingArchive: 'seller/archived-posts' };

test.each(Object.keys(SELLER_LISTS) as SellerListName[])('%s asks first for its own posts', async (list) => {
  const calls = await callsOfPrefetch(prefetchSellerList(SELLER_LISTS[list].source), {
    'GET /api/seller/posts': () => ({ status: 200, body: [] }),
    'GET /api/seller/archived-posts': () => ({ status: 200, body: [] }),
  });
  expect(calls).toEqual([FIRST_CALL[list]]);
});
