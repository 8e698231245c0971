import { SIGNED_IN_FIRST_CALLS } from '@insolvency/shared-contracts';
import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { SELLER_LISTS, type SellerListName } from '../utils/seller-lists';
import { prefetchSellerList } from './seller-posts-api';

test.each(Object.keys(SELLER_LISTS) as SellerListName[])('%s asks first for exactly the call the server lists for it, so it takes the answer the shell fetched early', async (list) => {
  const calls = await callsOfPrefetch(prefetchSellerList(SELLER_LISTS[list].source), {
    'GET /api/seller/posts': () => ({ status: 200, body: [] }),
    'GET /api/seller/archived-posts': () => ({ status: 200, body: [] }),
  });
  expect(calls).toEqual(SIGNED_IN_FIRST_CALLS[list]);
});
