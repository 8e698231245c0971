import { ROLES } from '@insolvency/shared-contracts';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '../testing';
import { refreshSession } from './refresh-session';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './token-storage';

let stub: FetchStub;
const originalLocks = Object.getOwnPropertyDescriptor(navigator, 'locks');

beforeEach(() => {
  localStorage.clear();
  stub = stubFetch({
    'POST /api/refresh-token': () => ({ status: 200, body: { token: fakeAccessToken(), refreshToken: 'from-this-tab' } }),
  });
});
afterEach(() => {
  stub.restore();
  if (originalLocks) Object.defineProperty(navigator, 'locks', originalLocks);
  else delete (navigator as { locks?: unknown }).locks;
});

/** A Web Locks stand-in: while this tab waits for the lock, another tab refreshes. */
function anotherTabRefreshesWhileWaiting(tokens: { token: string; refreshToken: string }) {
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: async (_name: string, task: () => Promise<unknown>) => {
        localStorage.setItem(ACCESS_TOKEN_KEY, tokens.token);
        localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
        return task();
      },
    },
  });
}

describe('refreshSession across tabs', () => {
  it('adopts the tokens another tab obtained instead of reusing the old refresh token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ expiresInSeconds: -60 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const store = createTestStore();
    const otherTabToken = fakeAccessToken({ role: ROLES.seller });
    anotherTabRefreshesWhileWaiting({ token: otherTabToken, refreshToken: 'from-other-tab' });

    const outcome = await refreshSession(store.dispatch);

    expect(outcome).toBe('refreshed');
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(0);
    expect(store.getState().session).toMatchObject({ accessToken: otherTabToken, refreshToken: 'from-other-tab' });
  });

  it('refreshes itself when no other tab did', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ expiresInSeconds: 600 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const store = createTestStore();

    const outcome = await refreshSession(store.dispatch);

    expect(outcome).toBe('refreshed');
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('from-this-tab');
  });
});
