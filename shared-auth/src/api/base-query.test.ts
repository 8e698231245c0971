import { ROLES } from '@insolvency/shared-contracts';
import { api } from './base-api';
import { takeEarlyApiAnswersFrom } from './early-answers';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '../testing';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../session/token-storage';
import { selectSessionExpiredAt } from '../session/session-slice';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    testProbe: build.query<{ ok: boolean; n: number }, number>({ query: (n) => `allauth/probe?n=${n}` }),
  }),
});

const oldAccess = fakeAccessToken({ sub: '7', role: ROLES.seller });
const newAccess = fakeAccessToken({ sub: '7', role: ROLES.seller, expiresInSeconds: 1800 });

let stub: FetchStub;

function storeTokens(access: string, refresh: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, access);
  localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
}

/** The probe answers 401 to the old token and 200 to the new one. */
function probeHandler() {
  return (call: { headers: Headers; path: string }) =>
    call.headers.get('Authorization') === `Bearer ${newAccess}`
      ? { status: 200, body: { ok: true, n: 0 } }
      : { status: 401, body: { message: 'Unauthorized' } };
}

beforeEach(() => localStorage.clear());
afterEach(() => stub.restore());

describe('baseQueryWithReauth', () => {
  it('sends calls to /api with the bearer token', async () => {
    storeTokens(newAccess, 'refresh-1');
    stub = stubFetch({ 'GET /api/allauth/probe': probeHandler() });
    const store = createTestStore();

    const result = await store.dispatch(probeApi.endpoints.testProbe.initiate(1));

    expect(result.data).toEqual({ ok: true, n: 0 });
    expect(stub.calls[0].headers.get('Authorization')).toBe(`Bearer ${newAccess}`);
  });

  it('answers ten concurrent 401s with ONE refresh, then retries each request once', async () => {
    storeTokens(oldAccess, 'refresh-1');
    stub = stubFetch({
      'GET /api/allauth/probe': probeHandler(),
      'POST /api/refresh-token': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { status: 200, body: { token: newAccess, refreshToken: 'refresh-2' } };
      },
    });
    const store = createTestStore();

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => store.dispatch(probeApi.endpoints.testProbe.initiate(n))),
    );

    const refreshCalls = stub.callsTo('POST', '/api/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0].headers.get('accessToken')).toBe(oldAccess);
    expect(refreshCalls[0].headers.get('refreshToken')).toBe('refresh-1');
    expect(refreshCalls[0].body).toBeUndefined();
    expect(results.every((result) => result.isSuccess)).toBe(true);
    expect(stub.callsTo('GET', '/api/allauth/probe')).toHaveLength(20);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(newAccess);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    expect(store.getState().session.accessToken).toBe(newAccess);
  });

  it('clears both tokens and signals expiry when the refresh is refused', async () => {
    storeTokens(oldAccess, 'refresh-1');
    stub = stubFetch({
      'GET /api/allauth/probe': probeHandler(),
      'POST /api/refresh-token': () => ({ status: 401, body: { message: 'Invalid refresh token' } }),
    });
    const store = createTestStore();

    const result = await store.dispatch(probeApi.endpoints.testProbe.initiate(1));

    expect(result.error).toMatchObject({ status: 401 });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null });
    expect(selectSessionExpiredAt(store.getState())).not.toBeNull();
    expect(stub.callsTo('GET', '/api/allauth/probe')).toHaveLength(1);
  });

  it('keeps the session when the refresh service is unavailable, and returns the 401', async () => {
    storeTokens(oldAccess, 'refresh-1');
    stub = stubFetch({
      'GET /api/allauth/probe': probeHandler(),
      'POST /api/refresh-token': () => ({ status: 503, body: { message: 'Service Unavailable' } }),
    });
    const store = createTestStore();

    const result = await store.dispatch(probeApi.endpoints.testProbe.initiate(1));

    expect(result.error).toMatchObject({ status: 401 });
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(selectSessionExpiredAt(store.getState())).toBeNull();
  });

  it('refreshes an already expired token before sending the request', async () => {
    storeTokens(fakeAccessToken({ expiresInSeconds: -60 }), 'refresh-1');
    stub = stubFetch({
      'GET /api/allauth/probe': probeHandler(),
      'POST /api/refresh-token': () => ({ status: 200, body: { token: newAccess, refreshToken: 'refresh-2' } }),
    });
    const store = createTestStore();

    const result = await store.dispatch(probeApi.endpoints.testProbe.initiate(1));

    expect(result.isSuccess).toBe(true);
    expect(stub.callsTo('GET', '/api/allauth/probe')).toHaveLength(1);
  });

  it('returns a 401 as it is when no refresh token is stored', async () => {
    stub = stubFetch({ 'GET /api/allauth/probe': probeHandler() });
    const store = createTestStore();

    const result = await store.dispatch(probeApi.endpoints.testProbe.initiate(1));

    expect(result.error).toMatchObject({ status: 401 });
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(0);
    expect(selectSessionExpiredAt(store.getState())).toBeNull();
  });
});

describe("answers fetched before the app ran (the shell's early fetches)", () => {
  afterEach(() => takeEarlyApiAnswersFrom(undefined));

  it('takes the early answer of a GET sent with the same token instead of fetching, once; a later call of it fetches', async () => {
    storeTokens(newAccess, 'refresh-1');
    stub = stubFetch({ 'GET /api/allauth/probe': () => ({ status: 200, body: { ok: true, n: 2 } }) });
    const offered: [string, string | null][] = [];
    let early: Promise<Response | undefined> | undefined = Promise.resolve(Response.json({ ok: true, n: 1 }));
    takeEarlyApiAnswersFrom((url, authorization) => {
      offered.push([url, authorization]);
      const taken = early;
      early = undefined;
      return taken;
    });
    const store = createTestStore();

    expect((await store.dispatch(probeApi.endpoints.testProbe.initiate(1))).data).toEqual({ ok: true, n: 1 });
    expect(stub.calls).toHaveLength(0);
    expect(offered).toEqual([[expect.stringMatching(/\/api\/allauth\/probe\?n=1$/), `Bearer ${newAccess}`]]);

    expect((await store.dispatch(probeApi.endpoints.testProbe.initiate(1, { forceRefetch: true }))).data).toEqual({ ok: true, n: 2 });
    expect(stub.calls).toHaveLength(1);
  });

  it('fetches for itself when the early call came to nothing (failed or refused)', async () => {
    storeTokens(newAccess, 'refresh-1');
    stub = stubFetch({ 'GET /api/allauth/probe': () => ({ status: 200, body: { ok: true, n: 3 } }) });
    takeEarlyApiAnswersFrom(() => Promise.resolve(undefined));
    const store = createTestStore();

    expect((await store.dispatch(probeApi.endpoints.testProbe.initiate(3))).data).toEqual({ ok: true, n: 3 });
    expect(stub.calls).toHaveLength(1);
  });
});
