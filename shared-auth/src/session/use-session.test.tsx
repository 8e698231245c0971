import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '../testing';
import { saveSession } from './persist-session';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './token-storage';
import { useSession } from './use-session';

function renderSession() {
  const store = createTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useSession(), { wrapper });
}

const LOGGED_OUT = { isAuthenticated: false, role: null, userId: null, name: null, isResolving: false, isExpired: false };

let stub: FetchStub;
beforeEach(() => {
  localStorage.clear();
  stub = stubFetch({ 'POST /api/refresh-token': () => ({ status: 401, body: { message: 'Invalid' } }) });
});
afterEach(() => {
  stub.restore();
  jest.useRealTimers();
});

describe('useSession', () => {
  it('reads the role, user id and name from a current access token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ sub: '12', role: ROLES.admin, name: 'Ada Admin' }));

    const { result } = renderSession();

    expect(result.current).toEqual({ ...LOGGED_OUT, isAuthenticated: true, role: ROLES.admin, userId: '12', name: 'Ada Admin' });
  });

  it('counts a token past its expiry as logged out (resolving while the refresh token is tried, then expired)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ expiresInSeconds: -1 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');

    const { result } = renderSession();

    expect(result.current).toEqual({ ...LOGGED_OUT, isResolving: true });
    await waitFor(() => expect(result.current).toEqual({ ...LOGGED_OUT, isExpired: true }));
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(1);
  });

  it('counts a token inside the clock-skew margin as logged out', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ expiresInSeconds: 5 }));

    expect(renderSession().result.current).toEqual(LOGGED_OUT);
  });

  it('turns logged out when the token expires while the screen is open', () => {
    jest.useFakeTimers();
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ expiresInSeconds: 60 }));
    const { result } = renderSession();
    expect(result.current.isAuthenticated).toBe(true);

    act(() => jest.advanceTimersByTime(60_000));

    expect(result.current.isAuthenticated).toBe(false);
  });

  it('judges expiry on the server clock learnt at login, not on a PC clock two hours fast', () => {
    const token = fakeAccessToken({ serverClockAheadSeconds: -2 * 60 * 60, expiresInSeconds: 900 });
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    expect(renderSession().result.current.isAuthenticated).toBe(false);

    saveSession(createTestStore().dispatch, { token, refreshToken: 'refresh-1' });

    expect(renderSession().result.current.isAuthenticated).toBe(true);
  });

  it('ignores a malformed token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'not-a-jwt');

    expect(renderSession().result.current.isAuthenticated).toBe(false);
  });

  it('follows a login in another tab (storage event)', () => {
    const { result } = renderSession();
    expect(result.current.isAuthenticated).toBe(false);

    act(() => {
      localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller }));
      window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, storageArea: localStorage }));
    });

    expect(result.current).toMatchObject({ isAuthenticated: true, role: ROLES.seller });
  });
});
