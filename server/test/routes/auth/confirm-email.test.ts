import { eq, sql } from 'drizzle-orm';
import { EMAIL_NOT_CONFIRMED_CODE, ROLES } from '@insolvency/shared-contracts';
import { REGISTRATION_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { seedDatabase } from '../../../src/seed';
import { rateLimitEvents } from '../../../src/db/schema/abuse-protection';
import { users, userTokens } from '../../../src/db/schema/users';
import { CONFIRMATION_MESSAGES } from '../../../src/services/accounts/email-confirmation';
import { hashUserToken } from '../../../src/services/accounts/user-tokens';
import { createUser } from '../../factories/users';
import { buyerPayload, linkQuery, mailsTo, NEW_PASSWORD, sellerPayload } from '../../accounts-support';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDatabase(t.db, { demo: false, now: new Date() });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(rateLimitEvents);
});

const post = (url: string, payload?: unknown, remoteAddress = '10.5.0.1') =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), remoteAddress });
const confirm = (query: Record<string, string>) => post(`/api/confirmemail?${new URLSearchParams(query).toString()}`);
const login = (Email: string, Password: string) => post('/api/login', { Email, Password });

/** Registers through the API and answers the user and the link's query from the mail. */
async function registered(kind: 'buyer' | 'seller' = 'buyer') {
  const payload = kind === 'buyer' ? buyerPayload() : sellerPayload();
  expect((await post(kind === 'buyer' ? '/api/register-interestedparty' : '/api/register-insolvencypractitioner', payload)).statusCode).toBe(200);
  const [mail] = await mailsTo(t.config.outboxDir, payload.Email);
  const query = linkQuery(mail, '/confirm-email');
  const [user] = await t.db.select().from(users).where(sql`lower(${users.email1}) = ${payload.Email.toLowerCase()}`);
  return { payload, user, userId: query.get('userId') ?? '', token: query.get('token') ?? '' };
}

const isConfirmed = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0].emailConfirmed;

describe('POST /api/confirmemail', () => {
  test('the mailed link confirms the address, sends the welcome mail, and the account can log in', async () => {
    const { payload, user, userId, token } = await registered('buyer');
    expect((await login(payload.Email, NEW_PASSWORD)).statusCode).toBe(403);

    const res = await confirm({ userId, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONFIRMATION_MESSAGES.confirmed });
    expect(await isConfirmed(user.id)).toBe(true);
    const [tokenRow] = await t.db.select().from(userTokens).where(eq(userTokens.tokenHash, hashUserToken(token)));
    expect(tokenRow.usedAt).toBeInstanceOf(Date);

    const mails = await mailsTo(t.config.outboxDir, payload.Email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/confirm/i), 'Welcome to Insolvency Marketplace']);
    expect(mails[1].text).toContain('posting inbox');
    expect(mails[1].links).toContain('http://localhost:3000/login');

    const loggedIn = await login(payload.Email, NEW_PASSWORD);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().token).toBeTruthy();
  });

  test('a link works once: the second use is refused and nothing else is mailed', async () => {
    const { payload, userId, token } = await registered('seller');
    expect((await confirm({ userId, token })).statusCode).toBe(200);
    const again = await confirm({ userId, token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: CONFIRMATION_MESSAGES.invalidLink });
    expect(again.json().message).toMatch(/invalid or has expired/);
    expect(again.json().message).toMatch(/new confirmation email/);
    expect(await mailsTo(t.config.outboxDir, payload.Email)).toHaveLength(2);
  });

  test('a wrong token, another user id, a malformed or missing parameter: 400, and the real link still works', async () => {
    const { user, userId, token } = await registered();
    const other = await createUser(t.db, { emailConfirmed: false });
    for (const query of [
      { userId, token: `${token}x` },
      { userId, token: 'short' },
      { userId: String(other.id), token },
      { userId: 'abc', token },
      { userId: '99999999999999', token },
      { token },
      { userId },
      {},
    ]) {
      const res = await confirm(query as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CONFIRMATION_MESSAGES.invalidLink });
    }
    expect(await isConfirmed(user.id)).toBe(false);
    expect(await isConfirmed(other.id)).toBe(false);
    expect((await confirm({ userId, token })).statusCode).toBe(200);
  });

  test('an expired link is refused and changes nothing', async () => {
    const { user, userId, token } = await registered();
    await t.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.tokenHash, hashUserToken(token)));
    const res = await confirm({ userId, token });
    expect(res.statusCode).toBe(400);
    expect(await isConfirmed(user.id)).toBe(false);
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.tokenHash, hashUserToken(token)));
    expect(row.usedAt).toBeNull();
  });
});

describe('login of an unconfirmed account', () => {
  test('refused with 403 and the code only for the right password; a wrong one gets the usual 401', async () => {
    const { payload } = await registered();
    const right = await login(payload.Email, NEW_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: expect.stringMatching(/not been confirmed/), code: EMAIL_NOT_CONFIRMED_CODE });
    const wrong = await login(payload.Email, 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBeUndefined();
  });
});

describe('POST /api/unauth/resend-confirmation', () => {
  /** The mail is written after the answer, so this waits for it too. */
  const resend = async (Email: unknown, ip = '10.5.1.1') => {
    const res = await post('/api/unauth/resend-confirmation', { Email }, ip);
    await t.app.ctx.settled();
    return res;
  };

  test('an unconfirmed account gets a fresh working link; the older link keeps working until one is used', async () => {
    const { payload, user, token: first } = await registered();
    const res = await resend(payload.Email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONFIRMATION_MESSAGES.resent });
    const mails = await mailsTo(t.config.outboxDir, payload.Email);
    expect(mails).toHaveLength(2);
    const second = linkQuery(mails[1], '/confirm-email').get('token') ?? '';
    expect(second).not.toBe(first);
    expect((await confirm({ userId: String(user.id), token: second })).statusCode).toBe(200);
    // Confirmed: the first link has nothing left to do.
    expect((await confirm({ userId: String(user.id), token: first })).statusCode).toBe(400);
  });

  test('the same answer, and no mail, for an unknown or an already confirmed address', async () => {
    const confirmed = await createUser(t.db, { role: ROLES.seller });
    for (const email of ['nobody-here@example.com', confirmed.email1]) {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: CONFIRMATION_MESSAGES.resent });
      expect(await mailsTo(t.config.outboxDir, email)).toEqual([]);
    }
  });

  test('at most three new links an hour per address, silently', async () => {
    const { payload } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await resend(payload.Email, `10.5.2.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: CONFIRMATION_MESSAGES.resent });
    }
    // The registration mail plus three.
    expect(await mailsTo(t.config.outboxDir, payload.Email)).toHaveLength(4);
  });

  test('bad input answers 400 with the section 5 messages', async () => {
    const missing = await post('/api/unauth/resend-confirmation', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ Email: [REGISTRATION_MESSAGES.emailRequired] });
    const invalid = await resend('not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ Email: [REGISTRATION_MESSAGES.emailInvalid] });
  });
});
