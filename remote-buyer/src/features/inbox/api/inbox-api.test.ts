import { SIGNED_IN_FIRST_CALLS } from '@insolvency/shared-contracts';
import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { prefetchInbox } from './inbox-api';
import { BANNER_DISMISSED_KEY } from '../hooks/use-banner-dismissal';

const answers = {
  'GET /api/buyer/posts-by-criteria': () => ({ status: 200, body: { posts: [], total: 0, page: 1, pageSize: 12 } }),
  'GET /api/buyer/optional-criteria-set': () => ({ status: 200, body: { optionalCriteriaSet: false } }),
};

afterEach(() => window.localStorage.clear());

test('the inbox opened without a query asks first for exactly the calls the server lists for it, so it takes the answers the shell fetched early', async () => {
  const calls = await callsOfPrefetch(prefetchInbox, answers, { count: 2 });
  expect(calls).toEqual(SIGNED_IN_FIRST_CALLS.PostingInbox);
});

test('with the optional-criteria banner dismissed on this device, the inbox asks only for its posts', async () => {
  window.localStorage.setItem(BANNER_DISMISSED_KEY, 'true');
  const calls = await callsOfPrefetch(prefetchInbox, answers);
  expect(calls).toEqual(SIGNED_IN_FIRST_CALLS.PostingInbox?.slice(0, 1));
});
