import { count } from 'drizzle-orm';
import { EMAIL_VERDICT } from '@insolvency/shared-contracts';
import { REGISTRATION_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { rateLimitEvents } from '../../../src/db/schema/abuse-protection';
import { users } from '../../../src/db/schema/users';
import { createUser } from '../../factories/users';
import { uniqueEmail } from '../../accounts-support';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(rateLimitEvents);
});

const check = (payload: unknown, remoteAddress = '10.4.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/validate-emails', payload: payload as object, remoteAddress });

const VALID = { verdict: EMAIL_VERDICT.valid };
const INVALID = { verdict: EMAIL_VERDICT.invalid };

describe('POST /api/validate-emails', () => {
  test('a verdict per address; no secondary address (null, empty or missing) answers response2 null', async () => {
    expect((await check({ Email: uniqueEmail(), Email2: 'second@example.org' })).json()).toEqual({ response1: VALID, response2: VALID });
    for (const Email2 of [null, '', undefined]) {
      const res = await check({ Email: uniqueEmail(), Email2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ response1: VALID, response2: null });
    }
  });

  test('verdict 2 for addresses no mail can reach, each address on its own', async () => {
    expect((await check({ Email: 'jo@example.c', Email2: 'jo@example.com' })).json()).toEqual({ response1: INVALID, response2: VALID });
    expect((await check({ Email: 'jo@example.com', Email2: 'jo@nowhere.invalid' })).json()).toEqual({ response1: VALID, response2: INVALID });
    expect((await check({ Email: 'jo..x@example.com', Email2: 'jo@bad.c0m' })).json()).toEqual({ response1: INVALID, response2: INVALID });
  });

  test('an address already registered (any case) is refused with 409 naming it', async () => {
    const user = await createUser(t.db, { email1: uniqueEmail('Registered') });
    const res = await check({ Email: user.email1.toLowerCase(), Email2: null });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(user.email1.toLowerCase());
    expect(res.json().message).toMatch(/already exists/);
  });

  test('bad input answers 400 with the section 5 messages', async () => {
    const empty = await check({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: REGISTRATION_MESSAGES.emailRequired, errors: { Email: [REGISTRATION_MESSAGES.emailRequired] } });
    const wrong = await check({ Email: 'nope', Email2: 'nope either' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ Email: [REGISTRATION_MESSAGES.emailInvalid], Email2: [REGISTRATION_MESSAGES.secondEmailInvalid] });
  });

  test('nothing is written by a check except its throttle count', async () => {
    const [before] = await t.db.select({ n: count() }).from(users);
    await check({ Email: uniqueEmail(), Email2: null });
    const [after] = await t.db.select({ n: count() }).from(users);
    expect(after.n).toBe(before.n);
  });

  test('thirty checks an hour per client address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 30; i++) expect((await check({ Email: uniqueEmail(), Email2: null }, '10.4.9.9')).statusCode).toBe(200);
    const res = await check({ Email: uniqueEmail(), Email2: null }, '10.4.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many email checks from your network/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect((await check({ Email: uniqueEmail(), Email2: null }, '10.4.9.10')).statusCode).toBe(200);
  });
});

describe('telling who has an account is costly (issue 35)', () => {
  test('60 guesses from one client, 10 of them registered: 30 answered, the other 30 refused alike (429)', async () => {
    const registered = new Set<string>();
    for (let i = 0; i < 10; i++) registered.add((await createUser(t.db, { email1: uniqueEmail('taken') })).email1);
    const guesses = [...registered, ...Array.from({ length: 50 }, () => uniqueEmail('guess'))].sort(() => 0.5 - Math.random());
    const answers = [];
    for (const Email of guesses) answers.push(await check({ Email, Email2: null }, '10.4.7.7'));
    expect(answers.filter((res) => res.statusCode !== 429)).toHaveLength(30);
    const refusals = answers.filter((res) => res.statusCode === 429).map((res) => res.json().message);
    expect(new Set(refusals).size).toBe(1);
  });

  test('past 100 answers an hour from all clients together, a taken address is judged like any other: 200, the same answer', async () => {
    const taken = await createUser(t.db, { email1: uniqueEmail('taken') });
    expect((await check({ Email: taken.email1, Email2: null }, '10.5.0.1')).statusCode).toBe(409);
    // 99 more checks from four other clients use up the hour's budget.
    for (let i = 0; i < 99; i++) expect((await check({ Email: uniqueEmail(), Email2: null }, `10.5.1.${i % 4}`)).statusCode).toBe(200);
    const known = await check({ Email: taken.email1, Email2: 'second@example.org' }, '10.5.2.1');
    const unknown = await check({ Email: uniqueEmail(), Email2: 'second@example.org' }, '10.5.2.2');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ response1: VALID, response2: VALID });
  });
});
