// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { ROLES, SESSION_EXPIRED_MESSAGE } from '@insolvency/shared-contracts';
import { refreshTokens, users } from '../../../src/db/schema/users';
import { signAccessToken } from '../../../src/services/auth/access-tokens';
import { hashRefreshToken } from '../../../src/services/auth/refresh-tokens';
import { createUser, TEST_PASSWORD } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function loginAs(role: string = ROLES.buyer) {
  const user = await createUser(t.db, { role });
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: user.email1, Password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return { user, ...(res.json() as { token: string; refreshToken: string }) };
}

const refresh = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/refresh-token', headers });

const rowOf = async (token: string) =>
  (await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token))))[0];

describe('POST /api/refresh-token', () => {
  test('rotates: a new pair, the old refresh token marked used, the new one in the same family', async () => {
    const { user, token, refreshToken } = await loginAs(ROLES.seller);
    const res = await refresh({ accessToken: token, refreshToken });
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(pair.refreshToken).not.toBe(refreshToken);
    expect(decodeJwt(pair.token)).toMatchObject({ sub: String(user.id), role: ROLES.seller });
    const [oldRow, newRow] = [await rowOf(refreshToken), await rowOf(pair.refreshToken)];
    expect(oldRow.usedAt).not.toBeNull();
    expect(newRow.familyId).toBe(oldRow.familyId);
    expect(newRow.usedAt).toBeNull();
    // The new pair works again.
    expect((await refresh({ accessToken: pair.token, refreshToken: pair.refreshToken })).statusCode).toBe(200);
  });

  test('accepts an expired access token we signed; an empty JSON body is fine', async () => {
    const { user, token, refreshToken } = await loginAs();
    const sessionId = String(decodeJwt(token).sid);
    const expired = await signAccessToken(t.config.jwtSecret, { id: user.id, role: ROLES.buyer, name: 'x', sessionId }, new Date(Date.now() - 3600_000));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { accesstoken: expired, refreshtoken: refreshToken, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  test('a reused refresh token answers 401 and revokes its whole family', async () => {
    const { token, refreshToken } = await loginAs();
    const first = (await refresh({ accessToken: token, refreshToken })).json();
    const replay = await refresh({ accessToken: token, refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    expect((await rowOf(first.refreshToken)).revokedAt).not.toBeNull();
    // The legitimate holder of the newest token is logged out too.
    expect((await refresh({ accessToken: first.token, refreshToken: first.refreshToken })).statusCode).toBe(401);
  });

  test('missing, unknown or foreign tokens answer 401', async () => {
    const a = await loginAs();
    const b = await loginAs();
    expect((await refresh({})).statusCode).toBe(401);
    expect((await refresh({ refreshToken: a.refreshToken })).statusCode).toBe(401);
    expect((await refresh({ accessToken: a.token })).statusCode).toBe(401);
    expect((await refresh({ accessToken: a.token, refreshToken: 'not-a-token' })).statusCode).toBe(401);
    expect((await refresh({ accessToken: 'garbage', refreshToken: a.refreshToken })).statusCode).toBe(401);
    const forged = await signAccessToken('another-secret-that-is-long-enough-000', { id: a.user.id, role: ROLES.admin, name: 'x', sessionId: String(decodeJwt(a.token).sid) }, new Date());
    expect((await refresh({ accessToken: forged, refreshToken: a.refreshToken })).statusCode).toBe(401);
    // B's access token with A's refresh token: refused, and A's family is revoked as a precaution.
    const mixed = await refresh({ accessToken: b.token, refreshToken: a.refreshToken });
    expect(mixed.statusCode).toBe(401);
    expect(mixed.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  });

  test('an account locked since login cannot refresh', async () => {
    const { user, token, refreshToken } = await loginAs();
    await t.db.update(users).set({ lockedOutUntil: new Date(Date.now() + 86400_000) }).where(eq(users.id, user.id));
    expect((await refresh({ accessToken: token, refreshToken })).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  test('revokes the refresh token sent', async () => {
    const { token, refreshToken } = await loginAs();
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { refreshToken } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await rowOf(refreshToken)).revokedAt).not.toBeNull();
    expect((await refresh({ accessToken: token, refreshToken })).statusCode).toBe(401);
  });

  test('answers 200 for an unknown or missing token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { refreshToken: 'unknown' } })).statusCode).toBe(200);
    const none = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(none.statusCode).toBe(200);
    expect(none.json().message).toBeTruthy();
  });
});
