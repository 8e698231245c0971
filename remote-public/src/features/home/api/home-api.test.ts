import { waitFor } from '@testing-library/react';
import { VISITOR_HOME_FIRST_CALLS } from '@insolvency/shared-contracts';
import { createTestStore, stubFetch } from '@insolvency/shared-auth/testing';
import { prefetchVisitorHome } from './home-api';

const answered = () => ({ status: 200, body: [] });

test("a visitor's home without a query asks first for exactly the calls the server hints in its Link header (their answers are then taken from the hints)", async () => {
  const network = stubFetch({
    'GET /api/unauth/homeposts': answered,
    'GET /api/unauth/homestats': () => ({ status: 200, body: { totalPosts: 0 } }),
    'GET /api/label/location-size': answered,
    'GET /api/label/nestedcategories': answered,
  });
  try {
    prefetchVisitorHome({ dispatch: createTestStore().dispatch, search: new URLSearchParams('') });
    await waitFor(() => expect(network.calls).toHaveLength(VISITOR_HOME_FIRST_CALLS.length));
    const asked = network.calls.map((call) => [call.path.replace(/^\/api\//, ''), call.query.toString()].filter(Boolean).join('?'));
    expect([...asked].sort()).toEqual([...VISITOR_HOME_FIRST_CALLS].sort());
  } finally {
    network.restore();
  }
});
