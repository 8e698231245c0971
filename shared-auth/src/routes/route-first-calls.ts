import { configureStore } from '@reduxjs/toolkit';
import type { RouteName, ServerApiCall } from '@insolvency/shared-contracts';
import { api, apiMiddleware } from '../api/base-api';
import { rootReducer } from '../store/root-reducer';
import type { RemoteRoute } from './remote-route';

/**
 * The API calls `route`'s own `prefetch` makes for its address without a query, as `/api/<path>?<query>`
 * in the order it makes them: the screen's first calls, read from the code that makes them, so they
 * are never written twice. The builds record them in each remote's load plan
 * (build-tools/webpack/load-plan-plugin.js); a route without a prefetch has none. The calls are
 * recorded, not sent: each is answered 503, which no screen reads (a store of a server render, base-query.ts).
 */
export async function routeFirstCalls(route: RemoteRoute): Promise<string[]> {
  if (!route.prefetch) return [];
  const calls: string[] = [];
  const recordingCall: ServerApiCall = async (path) => {
    calls.push(path);
    return { status: 503, body: { message: 'Recorded, not sent.' } };
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { serverApiCall: recordingCall } }, serializableCheck: false, immutableCheck: false }).concat(apiMiddleware),
  });
  route.prefetch({ dispatch: store.dispatch, search: new URLSearchParams(), params: {} });
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  // Drops the cache's removal timers, which would keep a build's process alive for a minute.
  store.dispatch(api.util.resetApiState());
  return calls;
}

/** Each route of a remote's route manifest that has first calls, with them. */
export async function routesFirstCalls(routes: readonly RemoteRoute[]): Promise<Partial<Record<RouteName, string[]>>> {
  const entries = await Promise.all(routes.map(async (route) => [route.name, await routeFirstCalls(route)] as const));
  return Object.fromEntries(entries.filter(([, calls]) => calls.length > 0));
}
