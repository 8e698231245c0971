// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { count, eq, sql } from 'drizzle-orm';
import { EMAIL_NOT_CONFIRMED_CODE, IP_NAME_REQUIRED_MESSAGE, ROLES } from '@insolvency/shared-contracts';
import { PASSWORD_MESSAGES, REGISTRATION_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { seedDatabase } from '../../../src/seed';
import {
  buyerAssetPreferences,
  buyerCategoryPreferences,
  buyerEmployeePreferences,
  buyerLocationPreferences,
  buyerPreferences,
  buyerTurnoverPreferences,
} from '../../../src/db/schema/buyer-preferences';
import { rateLimitEvents } from '../../../src/db/schema/abuse-protection';
import { userAddresses, users, userTokens } from '../../../src/db/schema/users';
import { hashUserToken } from '../../../src/services/accounts/user-tokens';
import { createUser } from '../../factories/users';
import { buyerPayload, linkQuery, mailsTo, NEW_PASSWORD, readOutbox, sellerPayload, uniqueEmail } from '../../accounts-support';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDatabase(t.db, { demo: false, now: new Date() });
});
afterAll(async () => t?.close());
// Registration is throttled per client address; each test starts with a clean count.
beforeEach(async () => {
  await t.db.delete(rateLimitEvents);
});

const post = (url: string, payload: unknown, remoteAddress = '10.2.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const registerBuyer = (payload: unknown, ip?: string) => post('/api/register-interestedparty', payload, ip);
const registerSeller = (payload: unknown, ip?: string) => post('/api/register-insolvencypractitioner', payload, ip);

/** Rows that a refused registration must not have added. */
async function counts() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [a] = await t.db.select({ n: count() }).from(userAddresses);
  const [tk] = await t.db.select({ n: count() }).from(userTokens);
  const [bp] = await t.db.select({ n: count() }).from(buyerPreferences);
  return { users: u.n, addresses: a.n, tokens: tk.n, buyerPreferences: bp.n, mails: (await readOutbox(t.config.outboxDir)).length };
}

async function expectRefusedWithoutChange(send: () => Promise<{ statusCode: number; json: () => unknown }>, status = 400) {
  const before = await counts();
  const res = await send();
  expect(res.statusCode).toBe(status);
  expect(await counts()).toEqual(before);
  return res.json() as { message: string; errors?: Record<string, string[]> };
}

const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(sql`lower(${users.email1}) = ${email.toLowerCase()}`))[0];

describe('POST /api/register-interestedparty', () => {
  test('stores an unconfirmed buyer with address and preferences, and mails a confirmation link', async () => {
    const payload = buyerPayload({ Email2: 'second@example.org', Mobile: '07700 900456' });
    const res = await registerBuyer(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.stringContaining(payload.Email) });
    expect(res.json().message).toMatch(/confirm/i);

    const user = await userByEmail(payload.Email);
    expect(user).toMatchObject({
      role: ROLES.buyer,
      email1: payload.Email,
      email2: 'second@example.org',
      titleId: 2,
      forenames: 'Jane',
      surname: 'Doe',
      position: 'Director',
      company: 'Doe Holdings Ltd',
      functionId: 1,
      functionOther: null,
      capacityId: null,
      emailConfirmed: false,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [address] = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, user.id));
    expect(address).toMatchObject({ addressLine1: '10 King Street', townCity: 'Manchester', county: 'Greater Manchester', postcode: 'M2 4WU', countryCode: 'GB', telephone: '0161 496 0000', mobile: '07700 900456' });
    const ids = async (table: typeof buyerLocationPreferences | typeof buyerTurnoverPreferences | typeof buyerEmployeePreferences | typeof buyerCategoryPreferences | typeof buyerAssetPreferences, column: string) =>
      ((await t.db.select().from(table).where(eq(table.userId, user.id))) as unknown as Record<string, number>[]).map((r) => r[column]).sort((a, b) => a - b);
    expect(await ids(buyerLocationPreferences, 'locationId')).toEqual([1, 7]);
    expect(await ids(buyerTurnoverPreferences, 'turnoverId')).toEqual([3]);
    expect(await ids(buyerEmployeePreferences, 'employeesId')).toEqual([2, 3]);
    expect(await ids(buyerCategoryPreferences, 'categoryId')).toEqual([100, 101]);
    expect(await ids(buyerAssetPreferences, 'assetId')).toEqual([3]);
    const [prefs] = await t.db.select().from(buyerPreferences).where(eq(buyerPreferences.userId, user.id));
    expect(prefs.keywords).toBe('bakery, food');

    // The mail: a link to the ConfirmEmail screen whose token is stored only as a hash, for 7 days.
    const [mail] = await mailsTo(t.config.outboxDir, payload.Email);
    expect(mail.subject).toMatch(/confirm your email address/i);
    const query = linkQuery(mail, '/confirm-email');
    expect(query.get('userId')).toBe(String(user.id));
    const token = query.get('token') ?? '';
    expect(mail.text).toContain(t.config.supportEmail);
    const [stored] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(stored).toMatchObject({ purpose: 'confirm-email', tokenHash: hashUserToken(token), usedAt: null });
    expect(stored.tokenHash).not.toContain(token);
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Not confirmed yet: login refused with the code that offers a new mail.
    const login = await post('/api/login', { Email: payload.Email, Password: NEW_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe(EMAIL_NOT_CONFIRMED_CODE);
  });

  test('optional parts may be left out: no categories, assets or keywords; empty secondary e-mail stored as null', async () => {
    const payload = buyerPayload({ Email2: '', Categories: undefined, KeyAssets: [], Keywords: null });
    const res = await registerBuyer(payload);
    expect(res.statusCode).toBe(200);
    const user = await userByEmail(payload.Email);
    expect(user.email2).toBeNull();
    expect(await t.db.select().from(buyerCategoryPreferences).where(eq(buyerCategoryPreferences.userId, user.id))).toEqual([]);
    const [prefs] = await t.db.select().from(buyerPreferences).where(eq(buyerPreferences.userId, user.id));
    expect(prefs.keywords).toBe('');
  });

  test('an empty payload gets every required-field message of section 5', async () => {
    const body = await expectRefusedWithoutChange(() => registerBuyer({}));
    expect(body.errors).toMatchObject({
      Email: [REGISTRATION_MESSAGES.emailRequired],
      Password: [PASSWORD_MESSAGES.required],
      Title: ['Title is required'],
      Forenames: ['Forenames is required'],
      Surname: ['Surname is required'],
      Position: ['Position is required'],
      CompanyName: ['Company Name is required'],
      Telephone: ['Telephone is required'],
      Function: ['Function is required'],
      AddressLine1: ['Address Line 1 is required'],
      TownCity: ['Town/City is required'],
      Country: ['Country is required'],
      Postcode: ['Postcode is required'],
      Location: [REGISTRATION_MESSAGES.locationsRequired],
      Turnover: [REGISTRATION_MESSAGES.turnoversRequired],
      Employees: [REGISTRATION_MESSAGES.employeesRequired],
    });
    expect(body.errors?.Mobile).toBeUndefined();
    expect(body.errors?.Email2).toBeUndefined();
  });

  test('blank strings count as missing; empty lists are refused', async () => {
    const body = await expectRefusedWithoutChange(() =>
      registerBuyer(buyerPayload({ Forenames: '   ', CompanyName: '', Location: [], Turnover: [], Employees: [] })),
    );
    expect(body.errors).toEqual({
      Forenames: ['Forenames is required'],
      CompanyName: ['Company Name is required'],
      Location: [REGISTRATION_MESSAGES.locationsRequired],
      Turnover: [REGISTRATION_MESSAGES.turnoversRequired],
      Employees: [REGISTRATION_MESSAGES.employeesRequired],
    });
  });

  test('e-mail rules: valid primary and secondary addresses', async () => {
    const body = await expectRefusedWithoutChange(() => registerBuyer(buyerPayload({ Email: 'not-an-email', Email2: 'also wrong' })));
    expect(body.errors).toEqual({ Email: [REGISTRATION_MESSAGES.emailInvalid], Email2: [REGISTRATION_MESSAGES.secondEmailInvalid] });
    // Past the pattern, but no mail could reach it (one-letter top-level domain, reserved domain).
    const undeliverable = await expectRefusedWithoutChange(() => registerBuyer(buyerPayload({ Email: 'jo@example.c', Email2: 'jo@site.invalid' })));
    expect(undeliverable.errors).toEqual({ Email: [REGISTRATION_MESSAGES.emailRejected], Email2: [REGISTRATION_MESSAGES.secondEmailRejected] });
  });

  test('password rules of section 5, every unmet rule reported', async () => {
    const short = await expectRefusedWithoutChange(() => registerBuyer(buyerPayload({ Password: 'abc' })));
    expect(short.errors?.Password).toEqual([PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.digit, PASSWORD_MESSAGES.uppercase]);
    const noLower = await expectRefusedWithoutChange(() => registerBuyer(buyerPayload({ Password: 'ABCDEFG1' })));
    expect(noLower.errors?.Password).toEqual([PASSWORD_MESSAGES.lowercase]);
    const empty = await expectRefusedWithoutChange(() => registerBuyer(buyerPayload({ Password: '' })));
    expect(empty.errors?.Password).toEqual([PASSWORD_MESSAGES.required]);
  });

  test('postcode at most 10 characters, keywords at most 1000', async () => {
    const body = await expectRefusedWithoutChange(() => registerBuyer(buyerPayload({ Postcode: 'SW1A 1AA 12', Keywords: 'k'.repeat(1001) })));
    expect(body.errors).toEqual({
      Postcode: ['Postcode cannot be longer than 10 characters'],
      Keywords: [REGISTRATION_MESSAGES.keywordsTooLong],
    });
    expect((await registerBuyer(buyerPayload({ Postcode: 'SW1A 1AA12', Keywords: 'k'.repeat(1000) }))).statusCode).toBe(200);
  });

  test('ids must be label ids the product offers', async () => {
    const body = await expectRefusedWithoutChange(() =>
      registerBuyer(buyerPayload({ Title: 999, Country: 'ZZ', Function: 99, Location: [1, 999], Turnover: [77], Employees: [88], Categories: [12345], KeyAssets: [4242] })),
    );
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['Categories', 'Country', 'Employees', 'Function', 'KeyAssets', 'Location', 'Title', 'Turnover']);
    expect(body.errors?.Location).toEqual(['Location is not one of the choices offered: 999']);
    expect(body.errors?.Title).toEqual(['Title is not one of the choices offered']);
  });

  test("function 'Other' needs Function Other; another function drops it", async () => {
    const body = await expectRefusedWithoutChange(() => registerBuyer(buyerPayload({ Function: 8, FunctionOther: '' })));
    expect(body).toEqual({ message: REGISTRATION_MESSAGES.functionOtherRequired, errors: { FunctionOther: [REGISTRATION_MESSAGES.functionOtherRequired] } });

    const other = buyerPayload({ Function: 8, FunctionOther: 'Family office' });
    expect((await registerBuyer(other)).statusCode).toBe(200);
    expect(await userByEmail(other.Email)).toMatchObject({ functionId: 8, functionOther: 'Family office' });

    const trade = buyerPayload({ Function: 1, FunctionOther: 'ignored' });
    expect((await registerBuyer(trade)).statusCode).toBe(200);
    expect((await userByEmail(trade.Email)).functionOther).toBeNull();
  });

  test('an address already registered (any case) is refused with 409 naming it', async () => {
    const existing = await createUser(t.db, { email1: uniqueEmail('taken') });
    const body = await expectRefusedWithoutChange(() => registerBuyer(buyerPayload({ Email: existing.email1.toUpperCase() })), 409);
    expect(body.message).toContain(existing.email1.toUpperCase());
    expect(body.message).toMatch(/already exists/);
  });

  test('field names match case-insensitively', async () => {
    const { Email, Password, ...rest } = buyerPayload();
    const res = await registerBuyer({ ...rest, email: Email, PASSWORD: Password });
    expect(res.statusCode).toBe(200);
    expect(await userByEmail(Email)).toBeDefined();
  });
});

describe('POST /api/register-insolvencypractitioner', () => {
  test('stores an unconfirmed seller with their capacity and mails a confirmation link', async () => {
    const payload = sellerPayload();
    const res = await registerSeller(payload);
    expect(res.statusCode).toBe(200);
    const user = await userByEmail(payload.Email);
    expect(user).toMatchObject({ role: ROLES.seller, capacityId: 1, ipName: null, functionId: null, emailConfirmed: false });
    expect(await t.db.select().from(buyerPreferences).where(eq(buyerPreferences.userId, user.id))).toEqual([]);
    const [mail] = await mailsTo(t.config.outboxDir, payload.Email);
    expect(linkQuery(mail, '/confirm-email').get('userId')).toBe(String(user.id));
  });

  test("capacity code '2' requires the Insolvency Practitioner's name", async () => {
    const body = await expectRefusedWithoutChange(() => registerSeller(sellerPayload({ CapacityID: 2, IPName: '  ' })));
    expect(body).toEqual({ message: IP_NAME_REQUIRED_MESSAGE, errors: { IPName: [IP_NAME_REQUIRED_MESSAGE] } });

    const named = sellerPayload({ CapacityID: 2, IPName: 'Sarah Okafor' });
    expect((await registerSeller(named)).statusCode).toBe(200);
    expect(await userByEmail(named.Email)).toMatchObject({ capacityId: 2, ipName: 'Sarah Okafor' });

    // Other capacities do not keep an IP Name.
    const licensed = sellerPayload({ CapacityID: 1, IPName: 'Not needed' });
    expect((await registerSeller(licensed)).statusCode).toBe(200);
    expect((await userByEmail(licensed.Email)).ipName).toBeNull();
  });

  test('capacity is required and must exist', async () => {
    const missing = await expectRefusedWithoutChange(() => registerSeller(sellerPayload({ CapacityID: undefined })));
    expect(missing.errors).toEqual({ CapacityID: ['Capacity is required'] });
    const unknown = await expectRefusedWithoutChange(() => registerSeller(sellerPayload({ CapacityID: 42 })));
    expect(unknown.errors).toEqual({ CapacityID: ['Capacity is not one of the choices offered'] });
  });

  test('a seller cannot take a buyer’s address either', async () => {
    const buyer = buyerPayload();
    expect((await registerBuyer(buyer)).statusCode).toBe(200);
    const body = await expectRefusedWithoutChange(() => registerSeller(sellerPayload({ Email: buyer.Email })), 409);
    expect(body.message).toContain(buyer.Email);
  });
});

describe('registration throttle', () => {
  test('thirty registration attempts an hour per client address, then 429 with Retry-After; other addresses unaffected', async () => {
    const first = sellerPayload();
    expect((await registerSeller(first, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 29; i++) {
      // Refused attempts count too (here: the address is taken), so probing for accounts is limited.
      expect((await registerSeller(first, '10.3.0.1')).statusCode).toBe(409);
    }
    const before = await counts();
    const res = await registerSeller(sellerPayload(), '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many registrations from your network\. Please try again in \d+ minutes?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
    expect((await registerSeller(sellerPayload(), '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('OpenAPI document', () => {
  test('lists the account calls with their payloads', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/register-interestedparty',
      '/api/register-insolvencypractitioner',
      '/api/validate-emails',
      '/api/confirmemail',
      '/api/unauth/forgotpassword',
      '/api/unauth/resetpassword',
      '/api/unauth/resend-confirmation',
    ]) {
      expect(doc.paths[path]?.post).toBeDefined();
    }
    const buyerBody = doc.paths['/api/register-interestedparty'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(buyerBody.properties)).toEqual(expect.arrayContaining(['Email', 'Email2', 'Function', 'FunctionOther', 'Location', 'KeyAssets', 'Keywords']));
    const resetQuery = doc.paths['/api/unauth/resetpassword'].post.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(resetQuery).toEqual(expect.arrayContaining(['query:email', 'query:token']));
  });
});
