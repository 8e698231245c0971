import { ROLES } from '@insolvency/shared-contracts';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '../testing';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './token-storage';

let stub: FetchStub;
let issued = 0;

beforeEach(() => {
  localStorage.clear();
  issued = 0;
  stub = stubFetch({
    'POST /api/refresh-token': () => {
      issued += 1;
      return { status: 200, body: { token: fakeAccessToken({ role: ROLES.seller }), refreshToken: `refresh-${issued + 1}` } };
    },
  });
});
afterEach(() => {
  stub.restore();
  jest.useRealTimers();
});

describe('the session keeper (in authMiddleware)', () => {
  it('renews an expired token at once when the app starts with a refresh token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, expiresInSeconds: -600 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');

    createTestStore();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(1);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('renews a current token about a minute before it expires, not earlier', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, expiresInSeconds: 900 }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    createTestStore();

    await jest.advanceTimersByTimeAsync(800_000);
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(90_000);
    expect(stub.callsTo('POST', '/api/refresh-token')).toHaveLength(1);
  });

  it('does nothing for a visitor', async () => {
    createTestStore();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stub.calls).toHaveLength(0);
  });
});
