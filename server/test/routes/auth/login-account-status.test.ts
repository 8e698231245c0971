import { CAPTCHA_REQUIRED_CODE, CAPTCHA_REQUIRED_MESSAGE, EMAIL_NOT_CONFIRMED_CODE } from '@insolvency/shared-contracts';
import { LOGIN_MESSAGES } from '../../../src/services/auth/sessions';
import { createUser, TEST_PASSWORD, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

// Decision of issue 35 (docs/security.md): a disabled or unconfirmed account says so (403) only
// to the right password, as before, because its owner needs to know why they cannot log in. What
// keeps that from confirming passwords to a guesser: a wrong password answers exactly as for an
// account that does not exist, and the 403 sits behind the same login throttle and captcha.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const login = (Email: string, Password: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { Email, Password }, remoteAddress });
const accounts = async (): Promise<[string, TestUser][]> => [
  ['disabled', await createUser(t.db, { lockedOutUntil: new Date('2099-01-01T00:00:00Z') })],
  ['unconfirmed', await createUser(t.db, { emailConfirmed: false })],
];

test('a wrong password on a disabled or unconfirmed account answers exactly as on an unknown address', async () => {
  const unknown = await login('nobody-here@example.com', 'Wrong1234', '10.7.0.1');
  expect(unknown.statusCode).toBe(401);
  for (const [, user] of await accounts()) {
    const res = await login(user.email1, 'Wrong1234', '10.7.0.2');
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: unknown.json() });
  }
});

test('the right password learns the status (403), but only within the login throttle: after 5 failures from a client, 429 instead', async () => {
  const [[, disabled], [, unconfirmed]] = await accounts();
  expect((await login(disabled.email1, TEST_PASSWORD, '10.7.1.1')).json().message).toMatch(/disabled/i);
  expect((await login(unconfirmed.email1, TEST_PASSWORD, '10.7.1.1')).json().code).toBe(EMAIL_NOT_CONFIRMED_CODE);
  for (const [, user] of [['disabled', disabled], ['unconfirmed', unconfirmed]] as const) {
    for (let i = 0; i < 5; i++) expect((await login(user.email1, `Wrong${i}x`, '10.7.2.1')).statusCode).toBe(401);
    const res = await login(user.email1, TEST_PASSWORD, '10.7.2.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(LOGIN_MESSAGES.throttled(Number(res.headers['retry-after'])));
  }
});

test('guessing from many clients: the right password gets the captcha question, like any account, not the status', async () => {
  for (const [, user] of await accounts()) {
    for (let i = 0; i < 5; i++) await login(user.email1, `Wrong${i}x`, `10.7.3.${i}`);
    const res = await login(user.email1, TEST_PASSWORD, '10.7.4.1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CAPTCHA_REQUIRED_MESSAGE, code: CAPTCHA_REQUIRED_CODE });
  }
});
