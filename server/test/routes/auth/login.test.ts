import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { CAPTCHA_PASS_HEADER, CAPTCHA_REQUIRED_CODE, CAPTCHA_REQUIRED_MESSAGE, EMAIL_NOT_CONFIRMED_CODE, ROLES } from '@insolvency/shared-contracts';
import { loginAttempts, refreshTokens, users } from '../../../src/db/schema/users';
import { issueCaptchaPass } from '../../../src/services/captcha/pass';
import { LOGIN_MESSAGES } from '../../../src/services/auth/sessions';
import { createUser, TEST_PASSWORD } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());
// Each test starts with no recorded attempts so throttling from one test does not leak into the next.
beforeEach(async () => {
  await t.db.delete(loginAttempts);
});

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });

describe('POST /api/login', () => {
  test('answers a token pair and records the login', async () => {
    const user = await createUser(t.db, { role: ROLES.seller, forenames: 'Sam', surname: 'Seller' });
    const first = await login({ Email: user.email1, Password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'token']);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: String(user.id), role: ROLES.seller, name: 'Sam Seller' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(15 * 60);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [afterFirst] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(afterFirst.loginCount).toBe(1);
    expect(afterFirst.lastLoginDate).toBeInstanceOf(Date);
    expect(afterFirst.previousLoginDate).toBeNull();

    await login({ Email: user.email1, Password: TEST_PASSWORD });
    const [afterSecond] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(afterSecond.loginCount).toBe(2);
    expect(afterSecond.previousLoginDate?.getTime()).toBe(afterFirst.lastLoginDate?.getTime());

    // Only the hash of the refresh token is stored.
    const stored = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(stored).toHaveLength(2);
    expect(stored.map((r) => r.tokenHash)).not.toContain(body.refreshToken);
    expect(stored[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  test('a wrong password and an unknown e-mail get the same 401 message', async () => {
    const user = await createUser(t.db);
    const wrong = await login({ Email: user.email1, Password: 'Wrong1234' });
    const unknown = await login({ Email: 'nobody@example.com', Password: TEST_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: LOGIN_MESSAGES.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('missing fields answer 400 with the spec messages per field', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please Enter Email',
      errors: { Email: ['Please Enter Email'], Password: ['Please Enter Password'] },
    });
    const blank = await login({ Email: '  ', Password: '' });
    expect(blank.json().errors).toEqual({ Email: ['Please Enter Email'], Password: ['Please Enter Password'] });
    const none = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ Email: ['Please Enter Email'], Password: ['Please Enter Password'] });
  });

  test('field names and the e-mail address match case-insensitively', async () => {
    const user = await createUser(t.db, { email1: 'Mixed.Case@Example.com' });
    const res = await login({ email: 'mixed.case@EXAMPLE.com', PASSWORD: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().token).sub).toBe(String(user.id));
  });

  test('a locked-out account answers 403 with the date it is disabled until', async () => {
    const until = new Date('2099-03-05T12:00:00Z');
    const user = await createUser(t.db, { lockedOutUntil: until });
    const res = await login({ Email: user.email1, Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('05 March 2099');
    // A lockout in the past no longer applies.
    const expired = await createUser(t.db, { lockedOutUntil: new Date(Date.now() - 1000) });
    expect((await login({ Email: expired.email1, Password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  test('an unconfirmed e-mail address answers 403 saying so (with a code to offer a new mail), only for the right password', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    const res = await login({ Email: user.email1, Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: LOGIN_MESSAGES.notConfirmed, code: EMAIL_NOT_CONFIRMED_CODE });
    expect(res.json().message).toMatch(/email address has not been confirmed/i);
    expect(res.json().message).toMatch(/new confirmation email/i);
    const wrong = await login({ Email: user.email1, Password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: LOGIN_MESSAGES.badCredentials });
  });

  test('five failures for one account from one client throttle that client with 429 and Retry-After, even with the right password', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ Email: user.email1, Password: `Wrong${i}` }, '10.1.0.1')).statusCode).toBe(401);
    }
    const res = await login({ Email: user.email1.toUpperCase(), Password: TEST_PASSWORD }, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/too many/i);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  test('failures sent to lock an owner out make the owner solve a captcha, never refuse them', async () => {
    const owner = await createUser(t.db);
    // A competitor who knows the address fails on purpose, from one address and from several.
    for (let i = 0; i < 5; i++) await login({ Email: owner.email1, Password: `Wrong${i}` }, '127.0.0.66');
    for (let i = 0; i < 3; i++) await login({ Email: owner.email1, Password: `Wrong${i}` }, `127.0.1.${i}`);
    expect((await login({ Email: owner.email1, Password: TEST_PASSWORD }, '127.0.0.66')).statusCode).toBe(429);

    // The owner, from their own address: asked for a captcha, not locked out.
    const asked = await login({ Email: owner.email1, Password: TEST_PASSWORD }, '127.0.0.2');
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toEqual({ message: CAPTCHA_REQUIRED_MESSAGE, code: CAPTCHA_REQUIRED_CODE });
    const { pass } = await issueCaptchaPass(t.config.jwtSecret, new Date());
    const withPass = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: owner.email1, Password: TEST_PASSWORD },
      headers: { [CAPTCHA_PASS_HEADER]: pass },
      remoteAddress: '127.0.0.2',
    });
    expect(withPass.statusCode).toBe(200);
    // A pass works once; after the success no captcha is asked any more.
    expect((await login({ Email: owner.email1, Password: TEST_PASSWORD }, '127.0.0.2')).statusCode).toBe(200);
  });

  test('a captcha-less attempt on an account under attack does not count against the client', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < 5; i++) await login({ Email: owner.email1, Password: `Wrong${i}` }, `127.0.2.${i}`);
    for (let i = 0; i < 6; i++) expect((await login({ Email: owner.email1, Password: 'Wrong' }, '127.0.0.3')).statusCode).toBe(403);
    const stored = await t.db.select().from(loginAttempts).where(eq(loginAttempts.ip, '127.0.0.3'));
    expect(stored).toEqual([]);
  });

  test('a success clears the account count; twenty failures from one address throttle that address', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i++) await login({ Email: user.email1, Password: 'nope' });
    expect((await login({ Email: user.email1, Password: TEST_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ Email: user.email1, Password: 'nope' });
    expect((await login({ Email: user.email1, Password: TEST_PASSWORD })).statusCode).toBe(200);

    for (let i = 0; i < 20; i++) {
      expect((await login({ Email: `guess${i}@example.com`, Password: 'x' }, '10.9.9.9')).statusCode).toBe(401);
    }
    expect((await login({ Email: user.email1, Password: TEST_PASSWORD }, '10.9.9.9')).statusCode).toBe(429);
    expect((await login({ Email: user.email1, Password: TEST_PASSWORD }, '10.9.9.10')).statusCode).toBe(200);
  });

  test('malformed JSON answers 400 with a JSON message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
