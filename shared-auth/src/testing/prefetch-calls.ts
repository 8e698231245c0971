import { waitFor } from '@testing-library/react';
import type { RoutePrefetchContext } from '../routes/remote-route';
import { createTestStore } from './create-test-store';
import { stubFetch, type StubHandler } from './fetch-stub';

/**
 * The API calls a route's `prefetch` makes for an address with `search`, as `<path>?<query>`
 * under `/api/`, once
 * `count` have been made; `routes` answers them (`stubFetch`).
 */
export async function callsOfPrefetch(
  prefetch: (context: RoutePrefetchContext) => void,
  routes: Record<string, StubHandler>,
  { search = '', count = 1 }: { search?: string; count?: number } = {},
): Promise<string[]> {
  const network = stubFetch(routes);
  try {
    prefetch({ dispatch: createTestStore().dispatch, search: new URLSearchParams(search), params: {} });
    await waitFor(() => expect(network.calls).toHaveLength(count));
    return network.calls.map((call) => [call.path.replace(/^\/api\//, ''), call.query.toString()].filter(Boolean).join('?'));
  } finally {
    network.restore();
  }
}
