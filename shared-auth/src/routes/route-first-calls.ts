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

/** An API call an area's code declares: an RTK Query endpoint it injects, with the method and `/api/...` path it calls. */
export interface DeclaredApiCall {
  endpoint: string;
  method: string;
  /** Without the query; `{arg}` where the endpoint's argument goes (any text within one segment). */
  path: string;
}

/**
 * An argument that answers every property with a marker, to read the URL an endpoint's `query`
 * makes: where the marker lands in the path, the path is written `{arg}` (as an OpenAPI path writes
 * a parameter), so a part made of the argument (an id, `sanctions-list-${decision}`) stands for any.
 */
const ARGUMENT_MARKER = 'arg0marker';
const EXAMPLE_ARGUMENT: unknown = new Proxy({}, { get: (_target, key) => (key === Symbol.toPrimitive ? () => ARGUMENT_MARKER : ARGUMENT_MARKER) });

type EndpointDefinition = { query?: (arg: unknown) => string | { url: string; method?: string } };

/**
 * Every call the endpoints injected while `load` runs declare (queries and mutations alike), read
 * from their own `query` with example arguments: the builds record them in each remote's load plan
 * (build-tools/webpack/load-plan-plugin.js), and a release is refused when the server's API lacks
 * one (server/src/delivery/release-check.ts). An endpoint with a `queryFn` makes its calls itself
 * and declares none here. `load` must load the modules for the first time: an endpoint injected
 * before is not seen again.
 */
export function apiCallsDeclaredBy(load: () => void): DeclaredApiCall[] {
  const calls: DeclaredApiCall[] = [];
  const inject = api.injectEndpoints;
  const record = (definition: EndpointDefinition) => ({ definition });
  const recorder = { query: record, infiniteQuery: record, mutation: record };
  const recording = ((options: Parameters<typeof inject>[0]) => {
    const endpoints = options.endpoints(recorder as never) as unknown as Record<string, { definition: EndpointDefinition }>;
    for (const [endpoint, { definition }] of Object.entries(endpoints)) {
      if (!definition.query) continue;
      const request = definition.query(EXAMPLE_ARGUMENT);
      const url = typeof request === 'string' ? request : request.url;
      // fetchBaseQuery's default, for a mutation too.
      const method = typeof request === 'string' ? 'GET' : (request.method ?? 'GET');
      const apiPath = `/api/${url.replace(/^\/+/, '').split('?')[0]}`;
      calls.push({ endpoint, method: method.toUpperCase(), path: apiPath.replaceAll(ARGUMENT_MARKER, '{arg}') });
    }
    return inject.call(api, options);
  }) as unknown as typeof inject;
  api.injectEndpoints = recording;
  try {
    load();
  } finally {
    api.injectEndpoints = inject;
  }
  return calls;
}
