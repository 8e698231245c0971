import { VISITOR_HOME_FIRST_CALLS } from '@insolvency/shared-contracts';
import { callsOfPrefetch } from '@insolvency/shared-auth/testing';
import { prefetchVisitorHome } from './home-api';

const answered = () => ({ status: 200, body: [] });

test("a visitor's home without a query asks first for exactly the calls the server hints in its Link header (their answers are then taken from the hints)", async () => {
  const calls = await callsOfPrefetch(
    prefetchVisitorHome,
    {
      'GET /api/unauth/homeposts': answered,
      'GET /api/unauth/homestats': () => ({ status: 200, body: { totalPosts: 0 } }),
      'GET /api/label/location-size': answered,
      'GET /api/label/nestedcategories': answered,
    },
    { count: VISITOR_HOME_FIRST_CALLS.length },
  );
  expect([...calls].sort()).toEqual([...VISITOR_HOME_FIRST_CALLS].sort());
});
