import { SIGNED_IN_FIRST_CALLS } from '@insolvency/shared-contracts';
import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { prefetchInbox } from './inbox-api';

test('the inbox opened without a query asks first for exactly the call the server lists for it, so it takes the answer the shell fetched early', async () => {
  const calls = await callsOfPrefetch(prefetchInbox, { 'GET /api/buyer/posts-by-criteria': () => ({ status: 200, body: { posts: [], total: 0, page: 1, pageSize: 12 } }) });
  expect(calls).toEqual([SIGNED_IN_FIRST_CALLS.PostingInbox]);
});
