// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { SESSION_EXPIRED_MESSAGE } from '@insolvency/shared-contracts';
import { signAccessToken } from '../../../src/services/auth/access-tokens';
import { DatabaseSessionRegistry, SESSION_CACHE_TTL_MS } from '../../../src/services/auth/session-registry';
import { endAllSessionsOfUser } from '../../../src/services/auth/sessions';
import { issueRefreshToken, revokeRefreshToken } from '../../../src/services/auth/refresh-tokens';
import { mailsTo, linkQuery } from '../../accounts-support';
import { createUser, TEST_PASSWORD, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

// An access token stops working when its session ends, not 15 minutes later (finding: after
// logout or a password reset the old access token still worked; a locked user kept working).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function loginAs(user: TestUser) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: user.email1, Password: TEST_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; refreshToken: string };
}
const accountDetails = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/allauth/account-details', headers: { authorization: `Bearer ${token}` } });

test('logout: the next request with the old access token answers 401; other sessions go on', async () => {
  const user = await createUser(t.db);
  const phone = await loginAs(user);
  const laptop = await loginAs(user);
  expect((await accountDetails(phone.token)).statusCode).toBe(200);

  const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { refreshToken: phone.refreshToken } });
  expect(out.statusCode).toBe(200);

  const after = await accountDetails(phone.token);
  expect(after.statusCode).toBe(401);
  expect(after.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
  expect((await accountDetails(laptop.token)).statusCode).toBe(200);
});

test('logout also ends the access tokens a refresh handed out in the same session', async () => {
  const user = await createUser(t.db);
  const first = await loginAs(user);
  const refreshed = await t.app.inject({ method: 'POST', url: '/api/refresh-token', headers: { accessToken: first.token, refreshToken: first.refreshToken } });
  const second = refreshed.json() as { token: string; refreshToken: string };
  expect((await accountDetails(second.token)).statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: '/api/logout', headers: { refreshToken: second.refreshToken } });
  expect((await accountDetails(first.token)).statusCode).toBe(401);
  expect((await accountDetails(second.token)).statusCode).toBe(401);
});

test('a password reset ends every session of the account at once', async () => {
  const user = await createUser(t.db);
  const session = await loginAs(user);
  await t.app.inject({ method: 'POST', url: '/api/unauth/forgotpassword', payload: { Email: user.email1 } });
  await t.app.ctx.settled();
  const mails = await mailsTo(t.config.outboxDir, user.email1);
  const link = linkQuery(mails[mails.length - 1], '/resetpass');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/unauth/resetpassword?${link.toString()}`,
    payload: { Password: 'Changed123', ConfirmPassword: 'Changed123' },
  });
  expect(res.statusCode).toBe(200);
  expect((await accountDetails(session.token)).statusCode).toBe(401);
});

test('endAllSessionsOfUser (admin disable or lock) ends the user’s sessions and no one else’s', async () => {
  const user = await createUser(t.db);
  const other = await createUser(t.db);
  const mine = await loginAs(user);
  const theirs = await loginAs(other);
  const ended = await endAllSessionsOfUser(t.app.ctx, user.id);
  expect(ended).toHaveLength(1);
  expect((await accountDetails(mine.token)).statusCode).toBe(401);
  expect((await accountDetails(theirs.token)).statusCode).toBe(200);
});

test('an access token without a session id is refused', async () => {
  const user = await createUser(t.db);
  const { SignJWT } = await import('jose');
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ role: user.role, name: 'x' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(t.config.jwtSecret));
  expect((await accountDetails(token)).statusCode).toBe(401);
  const forgedSession = await signAccessToken(t.config.jwtSecret, { id: user.id, role: user.role as never, name: 'x', sessionId: 'not-a-session' }, new Date());
  expect((await accountDetails(forgedSession)).statusCode).toBe(401);
});

test('another instance refuses an ended session within its cache time, this one at once', async () => {
  const user = await createUser(t.db);
  const session = await issueRefreshToken(t.app.ctx, user.id);
  const here = new DatabaseSessionRegistry(t.db);
  const elsewhere = new DatabaseSessionRegistry(t.db);
  const t0 = new Date();
  expect(await elsewhere.isActive(session.familyId, t0)).toBe(true);

  await revokeRefreshToken(t.app.ctx, session.token);
  await here.ended([session.familyId]);
  expect(await here.isActive(session.familyId, t0)).toBe(false);
  // The other instance still trusts what it read a moment ago, for at most SESSION_CACHE_TTL_MS.
  expect(await elsewhere.isActive(session.familyId, new Date(t0.getTime() + 1000))).toBe(true);
  expect(await elsewhere.isActive(session.familyId, new Date(t0.getTime() + SESSION_CACHE_TTL_MS + 1))).toBe(false);
});
