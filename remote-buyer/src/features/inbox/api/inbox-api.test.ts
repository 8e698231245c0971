import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { prefetchInbox } from './inbox-api';
import { BANNER_DISMISSED_KEY } from '../hooks/use-banner-dismissal';

const answers = {
  'GET /api/buyer/posts-by-criteria': () => ({ status: 200, body: { posts: [], total: 0, page: 1, pageSize: 12 } }),
  'GET /api/buyer/optional-criteria-set': () => ({ status: 200, body: { optionalCriteriaSet: false } }),
};

const FIRST_PAGE = 'buyer/posts-by-criteria?page=1&pageSize=12&sort=startDate&direction=desc';

afterEach(() => window.localStorage.clear());

test('the inbox opened without a query asks first for its first page, newest first, and whether to suggest narrowing it', async () => {
  const calls = await callsOfPrefetch(prefetchInbox, answers, { count: 2 });
  expect(calls).toEqual([FIRST_PAGE, 'buyer/optional-criteria-set']);
});

test('with the optional-criteria banner dismissed on this device, the inbox asks only for its posts', async () => {
  window.localStorage.setItem(BANNER_DISMISSED_KEY, 'true');
  const calls = await callsOfPrefetch(prefetchInbox, answers);
  expect(calls).toEqual([FIRST_PAGE]);
});
