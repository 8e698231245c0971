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
  return route.prefetch ? callsMadeBy(route.prefetch, {}) : [];
}

/**
 * Whether the server renders `route` for a signed-in user: its screen waits for data (its prefetch
 * makes calls at an address of the route, one with a path parameter at an example value). What is
 * done on its page before the app owns it is held for the app (shell/src/delivery/page-first-script.ts).
 * The calls of a route with an id name the id, so they are not first calls of its path and are not
 * recorded as such.
 */
export async function routeServerRendered(route: RemoteRoute): Promise<boolean> {
  if (!route.prefetch) return false;
  const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, EXAMPLE_PARAM]));
  return (await callsMadeBy(route.prefetch, params)).length > 0;
}

/** The value of each path parameter of the example address: a valid id. */
const EXAMPLE_PARAM = '1';

async function callsMadeBy(prefetch: NonNullable<RemoteRoute['prefetch']>, params: Record<string, string>): Promise<string[]> {
  const calls: string[] = [];
  const recordingCall: ServerApiCall = async (path) => {
    calls.push(path);
    return { status: 503, body: { message: 'Recorded, not sent.' } };
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { serverApiCall: recordingCall } }, serializableCheck: false, immutableCheck: false }).concat(apiMiddleware),
  });
  await prefetch({ dispatch: store.dispatch, search: new URLSearchParams(), params });
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

/** The names of the routes of a remote's route manifest that the server renders for a signed-in user (`routeServerRendered`). */
export async function routesServerRendered(routes: readonly RemoteRoute[]): Promise<RouteName[]> {
  const rendered = await Promise.all(routes.map(routeServerRendered));
  return routes.filter((_route, index) => rendered[index]).map((route) => route.name);
}
