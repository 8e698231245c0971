import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { prefetchVisitorHome } from './home-api';

const answered = () => ({ status: 200, body: [] });

const FIRST_CALLS = ['unauth/homeposts?page=1&pageSize=8', 'unauth/homestats', 'label/location-size', 'label/nestedcategories'];

test("a visitor's home without a query asks first for its first page of posts, the figures and the filters' labels (the calls the build records and the server hints)", async () => {
  const calls = await callsOfPrefetch(
    prefetchVisitorHome,
    {
      'GET /api/unauth/homeposts': answered,
      'GET /api/unauth/homestats': () => ({ status: 200, body: { totalPosts: 0 } }),
      'GET /api/label/location-size': answered,
      'GET /api/label/nestedcategories': answered,
    },
    { count: FIRST_CALLS.length },
  );
  expect([...calls].sort()).toEqual([...FIRST_CALLS].sort());
});
