import { count, eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { rateLimitEvents } from '../../../src/db/schema/abuse-protection';
import { refreshTokens, users, userTokens } from '../../../src/db/schema/users';
import { PASSWORD_RESET_MESSAGES } from '../../../src/services/accounts/password-reset';
import { hashUserToken } from '../../../src/services/accounts/user-tokens';
import { createUser, TEST_PASSWORD, type TestUser } from '../../factories/users';
import { linkQuery, mailsTo, readOutbox, uniqueEmail } from '../../accounts-support';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(rateLimitEvents);
});

const NEW = 'Changed123';
const post = (url: string, payload: unknown, remoteAddress = '10.6.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
/** Asks for a reset link; the mail is written after the answer, so this waits for it too. */
const forgot = async (Email: unknown, ip?: string) => {
  const res = await post('/api/unauth/forgotpassword', { Email }, ip);
  await t.app.ctx.settled();
  return res;
};
const reset = (query: Record<string, string>, body: unknown, ip?: string) =>
  post(`/api/unauth/resetpassword?${new URLSearchParams(query).toString()}`, body, ip);
const login = (Email: string, Password: string) => post('/api/login', { Email, Password });

/** Asks for a reset of `user` and answers the link's email and token from the mail. */
async function resetLink(user: TestUser): Promise<{ email: string; token: string }> {
  expect((await forgot(user.email1)).statusCode).toBe(200);
  const mails = await mailsTo(t.config.outboxDir, user.email1);
  const query = linkQuery(mails[mails.length - 1], '/resetpass');
  return { email: query.get('email') ?? '', token: query.get('token') ?? '' };
}

const passwordHashOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0].passwordHash;

describe('POST /api/unauth/forgotpassword', () => {
  test('mails a single-use reset link, stored hashed, expiring in one hour', async () => {
    const user = await createUser(t.db, { email1: uniqueEmail('Forgetful') });
    const res = await forgot(user.email1.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });

    const [mail] = await mailsTo(t.config.outboxDir, user.email1);
    expect(mail.subject).toBe('Reset your Insolvency Marketplace password');
    expect(mail.text).toContain(t.config.supportEmail);
    const query = linkQuery(mail, '/resetpass');
    expect(query.get('email')).toBe(user.email1);
    const token = query.get('token') ?? '';
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/resetpass\?email=/);
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row).toMatchObject({ purpose: 'reset-password', tokenHash: hashUserToken(token), usedAt: null });
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  test('an unknown address gets the same answer and no mail is written', async () => {
    const user = await createUser(t.db);
    const known = await forgot(user.email1);
    const before = (await readOutbox(t.config.outboxDir)).length;
    const unknown = await forgot('nobody-at-all@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect((await readOutbox(t.config.outboxDir)).length).toBe(before);
  });

  test('bad input answers 400 with the section 5 message', async () => {
    const missing = await post('/api/unauth/forgotpassword', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please enter an email', errors: { Email: ['Please enter an email'] } });
    const invalid = await forgot('not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ Email: ['Email should be valid'] });
  });

  test('at most three mails an hour per address, silently; the answer never changes', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      const res = await forgot(user.email1, `10.6.1.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    }
    expect(await mailsTo(t.config.outboxDir, user.email1)).toHaveLength(3);
  });

  test('a newer link makes the older one stop working', async () => {
    const user = await createUser(t.db);
    const older = await resetLink(user);
    const newer = await resetLink(user);
    expect((await reset(older, { Password: NEW, ConfirmPassword: NEW })).statusCode).toBe(400);
    expect((await reset(newer, { Password: NEW, ConfirmPassword: NEW })).statusCode).toBe(200);
  });
});

describe('POST /api/unauth/resetpassword', () => {
  test('changes the password, uses the token up and revokes every refresh token of the account', async () => {
    const user = await createUser(t.db);
    // Two signed-in devices.
    const sessions = [await login(user.email1, TEST_PASSWORD), await login(user.email1, TEST_PASSWORD)].map((r) => r.json());
    const other = await createUser(t.db);
    const otherSession = (await login(other.email1, TEST_PASSWORD)).json();

    const link = await resetLink(user);
    const res = await reset(link, { Password: NEW, ConfirmPassword: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.changed });

    expect((await login(user.email1, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email1, NEW)).statusCode).toBe(200);
    for (const session of sessions) {
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/refresh-token',
        headers: { accessToken: session.token, refreshToken: session.refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    const revoked = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    // The two old ones revoked; the login just made with the new password is live.
    expect(revoked.filter((r) => r.revokedAt === null)).toHaveLength(1);
    // Another account's session is untouched.
    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { accessToken: otherSession.token, refreshToken: otherSession.refreshToken },
    });
    expect(otherRefresh.statusCode).toBe(200);

    // Used: a second attempt is refused and changes nothing.
    const hash = await passwordHashOf(user.id);
    const again = await reset(link, { Password: 'Another123', ConfirmPassword: 'Another123' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.invalidLink });
    expect(await passwordHashOf(user.id)).toBe(hash);
  });

  test('every password rule of section 5, and nothing changes; the link still works afterwards', async () => {
    const user = await createUser(t.db);
    const link = await resetLink(user);
    const hash = await passwordHashOf(user.id);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { Password: [PASSWORD_MESSAGES.required], ConfirmPassword: [PASSWORD_MESSAGES.confirmRequired] }],
      [{ Password: 'abc', ConfirmPassword: 'abc' }, { Password: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.digit, PASSWORD_MESSAGES.uppercase] }],
      [{ Password: 'abcdefg1', ConfirmPassword: 'abcdefg1' }, { Password: [PASSWORD_MESSAGES.uppercase] }],
      [{ Password: 'ABCDEFG1', ConfirmPassword: 'ABCDEFG1' }, { Password: [PASSWORD_MESSAGES.lowercase] }],
      [{ Password: 'Abcdefgh', ConfirmPassword: 'Abcdefgh' }, { Password: [PASSWORD_MESSAGES.digit] }],
      [{ Password: NEW, ConfirmPassword: '' }, { ConfirmPassword: [PASSWORD_MESSAGES.confirmRequired] }],
      [{ Password: NEW, ConfirmPassword: 'Changed124' }, { ConfirmPassword: [PASSWORD_MESSAGES.mismatch] }],
    ];
    for (const [body, errors] of cases) {
      const res = await reset(link, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await reset(link, { Password: NEW, ConfirmPassword: NEW })).statusCode).toBe(200);
  });

  test('an expired link is refused and changes nothing', async () => {
    const user = await createUser(t.db);
    const link = await resetLink(user);
    await t.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.tokenHash, hashUserToken(link.token)));
    const hash = await passwordHashOf(user.id);
    const res = await reset(link, { Password: NEW, ConfirmPassword: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.invalidLink });
    expect(await passwordHashOf(user.id)).toBe(hash);
    expect((await login(user.email1, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test("a token with another account's address, a wrong token or missing parameters: 400", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const link = await resetLink(user);
    const [tokensBefore] = await t.db.select({ n: count() }).from(userTokens);
    for (const query of [{ email: other.email1, token: link.token }, { email: link.email, token: `${link.token}x` }, { email: link.email }, { token: link.token }, {}]) {
      const res = await reset(query as Record<string, string>, { Password: NEW, ConfirmPassword: NEW });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.invalidLink });
    }
    expect(await passwordHashOf(other.id)).toBe(await passwordHashOf(user.id)); // both still the factory password
    const [tokensAfter] = await t.db.select({ n: count() }).from(userTokens);
    expect(tokensAfter.n).toBe(tokensBefore.n);
    // The address in the link matches in any case.
    expect((await reset({ email: link.email.toUpperCase(), token: link.token }, { Password: NEW, ConfirmPassword: NEW })).statusCode).toBe(200);
  });

  test('an unconfirmed account that resets through the mailed link is confirmed by it', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    expect((await login(user.email1, TEST_PASSWORD)).statusCode).toBe(403);
    const link = await resetLink(user);
    expect((await reset(link, { Password: NEW, ConfirmPassword: NEW })).statusCode).toBe(200);
    expect((await login(user.email1, NEW)).statusCode).toBe(200);
  });
});
