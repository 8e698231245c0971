import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '../testing';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../session/token-storage';
import { authApi } from './auth-api';

let stub: FetchStub;
beforeEach(() => localStorage.clear());
afterEach(() => stub.restore());

describe('authApi', () => {
  it('login posts {Email, Password} and stores both tokens', async () => {
    const token = fakeAccessToken();
    stub = stubFetch({ 'POST /api/login': () => ({ status: 200, body: { token, refreshToken: 'refresh-1' } }) });
    const store = createTestStore();

    await store.dispatch(authApi.endpoints.authLogin.initiate({ credentials: { Email: 'buyer@example.com', Password: 'Demo1234' } })).unwrap();

    expect(stub.calls[0].body).toEqual({ Email: 'buyer@example.com', Password: 'Demo1234' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(store.getState().session.accessToken).toBe(token);
  });

  it('a captcha pass travels in X-Captcha-Pass, never in the body', async () => {
    stub = stubFetch({ 'POST /api/login': () => ({ status: 200, body: { token: fakeAccessToken(), refreshToken: 'refresh-2' } }) });
    const store = createTestStore();

    await store.dispatch(authApi.endpoints.authLogin.initiate({ credentials: { Email: 'a@b.co', Password: 'x' }, captchaPass: 'pass-1' })).unwrap();

    expect(stub.calls[0].body).toEqual({ Email: 'a@b.co', Password: 'x' });
    expect(stub.calls[0].headers.get('X-Captcha-Pass')).toBe('pass-1');
  });

  it('a refused login is an error, never a refresh (even with a session stored)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-old');
    stub = stubFetch({ 'POST /api/login': () => ({ status: 401, body: { message: 'Invalid credentials' } }) });
    const store = createTestStore();

    const result = await store.dispatch(authApi.endpoints.authLogin.initiate({ credentials: { Email: 'a@b.co', Password: 'x' } }));

    expect(result.error).toMatchObject({ status: 401, data: { message: 'Invalid credentials' } });
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(0);
    expect(stub.calls[0].headers.get('Authorization')).toBeNull();
  });

  it('logout sends the refresh token in a header and clears both tokens', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    stub = stubFetch({ 'POST /api/logout': () => ({ status: 200, body: { message: 'Logged out' } }) });
    const store = createTestStore();

    await store.dispatch(authApi.endpoints.authLogout.initiate()).unwrap();

    expect(stub.calls[0].headers.get('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshToken: null });
  });

  it('logout clears the tokens even when the call fails', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    stub = stubFetch({ 'POST /api/logout': () => ({ status: 503, body: { message: 'Down' } }) });
    const store = createTestStore();

    const result = await store.dispatch(authApi.endpoints.authLogout.initiate());

    expect(result.error).toBeUndefined();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });
});
