import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { ServerApiCall } from '@insolvency/shared-contracts';
import { decodeAccessToken, isTokenCurrent } from '../session/access-token';
import { expireSession } from '../session/persist-session';
import { refreshInFlight, refreshSession } from '../session/refresh-session';
import { serverNow } from '../session/server-clock';
import { readStoredTokens } from '../session/token-storage';
import { apiUrl } from './api-url';
import { fetchOrTakeEarlyAnswer } from './early-answers';

/**
 * The base query of the one `api` slice. Every call goes to `/api/<url>` with the
 * bearer token; a 401 answer with a stored refresh token refreshes the session once
 * (single flight) and retries the request once. If the refresh is refused the session
 * ends with the "expired" signal, and `SessionExpiryRedirect` takes the user to Login.
 *
 * Endpoints that must not trigger this (login, logout) pass `extraOptions: { skipReauth: true }`.
 */
export interface ApiExtraOptions {
  /** Send the call without the bearer token and never refresh on its 401 (credentials calls). */
  skipReauth?: boolean;
}

type ApiArgs = string | FetchArgs;
export type ApiBaseQuery = BaseQueryFn<ApiArgs, unknown, FetchBaseQueryError, ApiExtraOptions, FetchBaseQueryMeta>;

// fetchBaseQuery calls fetchFn with one Request.
const rawBaseQuery = fetchBaseQuery({ baseUrl: '', fetchFn: (request) => fetchOrTakeEarlyAnswer(request as Request) });

function toAbsolute(args: ApiArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, url: apiUrl(request.url) };
}

function withBearer(request: FetchArgs, accessToken: string | null): FetchArgs {
  if (!accessToken) return request;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${accessToken}`);
  return { ...request, headers };
}

function send(request: FetchArgs, accessToken: string | null, api: BaseQueryApi) {
  return rawBaseQuery(withBearer(request, accessToken), api, {});
}

/** Refresh before sending when the stored access token has already expired: saves a certain 401. */
async function currentAccessToken(api: BaseQueryApi): Promise<string | null> {
  await refreshInFlight();
  const { accessToken, refreshToken } = readStoredTokens();
  if (!accessToken || !refreshToken || isTokenCurrent(decodeAccessToken(accessToken), serverNow())) return accessToken;
  const outcome = await refreshSession(api.dispatch);
  if (outcome === 'rejected') expireSession(api.dispatch);
  return readStoredTokens().accessToken;
}

/** The origin of the requests a server render's calls stand for (never sent). */
const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

/**
 * A call of a store a server render made (shared-ui's `createScreenStore`): asked of the API
 * server itself, which answers it as it would the browser (the user's token is the server's to
 * send). Only reads: a screen's first render makes no other call.
 */
async function callOnServer(serverApiCall: ServerApiCall, args: ApiArgs): Promise<ReturnType<typeof rawBaseQuery>> {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  if ((request.method ?? 'GET').toUpperCase() !== 'GET') return { error: { status: 'CUSTOM_ERROR', error: 'A server render only reads.' } };
  const params = Object.entries((request.params ?? {}) as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const query = new URLSearchParams(params.map(([key, value]) => [key, String(value)])).toString();
  const path = `/api/${request.url.replace(/^\/+/, '')}${query ? `${request.url.includes('?') ? '&' : '?'}${query}` : ''}`;
  const { status, body, headers } = await serverApiCall(path);
  // As fetchBaseQuery's, for the endpoints that read a header of the answer (a total over all pages).
  const meta = { request: new Request(new URL(path, SERVER_RENDER_ORIGIN)), response: new Response(null, { status, headers }) };
  return status >= 200 && status < 300 ? { data: body, meta } : { error: { status, data: body }, meta };
}

export const baseQueryWithReauth: ApiBaseQuery = async (args, api, extraOptions) => {
  const serverApiCall = (api.extra as { serverApiCall?: ServerApiCall } | undefined)?.serverApiCall;
  if (serverApiCall) return callOnServer(serverApiCall, args);
  const request = toAbsolute(args);
  if (extraOptions?.skipReauth) return send(request, null, api);

  const usedToken = await currentAccessToken(api);
  const result = await send(request, usedToken, api);
  if (result.error?.status !== 401 || !readStoredTokens().refreshToken) return result;

  // Another request may already have refreshed while this one was in flight.
  const tokenChangedMeanwhile = readStoredTokens().accessToken !== usedToken;
  const outcome = tokenChangedMeanwhile ? 'refreshed' : await refreshSession(api.dispatch);
  if (outcome === 'rejected') {
    expireSession(api.dispatch);
    return result;
  }
  if (outcome === 'unavailable') return result;
  return send(request, readStoredTokens().accessToken, api);
};
