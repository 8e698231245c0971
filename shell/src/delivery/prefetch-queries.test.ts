import { sharedApi } from '@insolvency/shared-auth';
import { createTestStore, stubFetch } from '@insolvency/shared-auth/testing';
import { queriesStartedBy } from './prefetch-queries';

describe('queriesStartedBy', () => {
  it("names only the queries the prefetch started, not one already on its way (e.g. the layout's), nor one it asked for that had already been answered", async () => {
    const never = () => new Promise<never>(() => undefined);
    const network = stubFetch({
      'GET /api/label/assets': never,
      'GET /api/label/nestedcategories': never,
      'GET /api/label/location-size': () => ({ status: 200, body: { locationSizeLabels: [] } }),
    });
    try {
      const store = createTestStore();
      store.dispatch(sharedApi.util.prefetch('assetLabels', undefined, {}));
      await store.dispatch(sharedApi.endpoints.locationSizeLabels.initiate(undefined, { subscribe: false }));

      const started = queriesStartedBy(store.dispatch, () => {
        store.dispatch(sharedApi.util.prefetch('categoryLabels', undefined, {}));
        store.dispatch(sharedApi.util.prefetch('assetLabels', undefined, {}));
        store.dispatch(sharedApi.util.prefetch('locationSizeLabels', undefined, {}));
      });

      expect(started.map((query) => query.queryCacheKey)).toEqual(['categoryLabels(undefined)']);
      expect(queriesStartedBy(store.dispatch, () => undefined)).toEqual([]);
    } finally {
      network.restore();
    }
  });
});
