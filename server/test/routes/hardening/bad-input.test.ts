import { londonToday, ROLES, SITE_STATUS } from '@insolvency/shared-contracts';
import { eq } from 'drizzle-orm';
import { expressionsOfInterest } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { bearerFor } from '../../sessions';
import { buyerPayload, sellerPayload } from '../../accounts-support';
import { createPost } from '../../factories/posts';
import { createUser, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

// Bytes, sizes and ids an attacker sends to the calls that exist: each is a 400 with the
// field's message, never a 500, and nothing is written.

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  seller = await createUser(t.db, { role: ROLES.seller });
});
afterAll(async () => t?.close());

const NUL = 'x\u0000y';
const bearer = (user: { id: number; role: string }) => bearerFor(t, user);

type Call = { method: 'POST' | 'PATCH'; url: string; payload: Record<string, unknown>; auth?: boolean };
const contact = { From: 'Ann', ReplyToEmail: 'ann@example.com', Regarding: 'Billing', Message: 'Hello' };
const accountDetails = { TitleId: 2, Forenames: 'Robin', Surname: 'Hood', EmailAddress2: null, Company: 'Sherwood Ltd', Position: 'Partner' };
const address = { AddressLine1: '1 Gate', TownCity: 'Nottingham', Postcode: 'NG1 6AA', CountryCode: 'GB', Telephone: '0115 000 0000' };

const textCalls: [string, Call, string][] = [
  ['login', { method: 'POST', url: '/api/login', payload: { Email: 'a@example.com', Password: 'Secret123' } }, 'Email'],
  ['validate-emails', { method: 'POST', url: '/api/validate-emails', payload: { Email: 'a@example.com' } }, 'Email'],
  ['forgotpassword', { method: 'POST', url: '/api/unauth/forgotpassword', payload: { Email: 'a@example.com' } }, 'Email'],
  ['resend-confirmation', { method: 'POST', url: '/api/unauth/resend-confirmation', payload: { Email: 'a@example.com' } }, 'Email'],
  ['contactus', { method: 'POST', url: '/api/unauth/contactus', payload: contact }, 'Message'],
  ['seller registration', { method: 'POST', url: '/api/register-insolvencypractitioner', payload: sellerPayload() as never }, 'Forenames'],
  ['buyer registration', { method: 'POST', url: '/api/register-interestedparty', payload: buyerPayload() as never }, 'Keywords'],
  ['account', { method: 'PATCH', url: '/api/allauth/account?isBuyer=false', payload: accountDetails, auth: true }, 'Surname'],
  ['account-address', { method: 'PATCH', url: '/api/allauth/account-address', payload: address, auth: true }, 'CountryCode'],
];

async function send(call: Call, payload: Record<string, unknown>) {
  return t.app.inject({ method: call.method, url: call.url, payload, headers: call.auth ? { authorization: await bearer(seller) } : {} });
}

describe('a NUL character in a text field', () => {
  test.each(textCalls)('%s: 400 naming the field', async (_name, call, field) => {
    const res = await send(call, { ...call.payload, [field]: NUL });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  });

  test('resetpassword?email= with a NUL: 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/unauth/resetpassword?email=a%00b%40example.com&token=abc',
      payload: { Password: 'Secret123', ConfirmPassword: 'Secret123' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a lone UTF-16 surrogate in a text field (issue 35: it answered 500)', () => {
  const LONE_HIGH = 'x\ud800';
  const LONE_LOW = '\udfffx';

  test.each(textCalls)('%s: 400 naming the field', async (_name, call, field) => {
    for (const text of [LONE_HIGH, LONE_LOW]) {
      const res = await send(call, { ...call.payload, [field]: text });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
  });

  test('an expression of interest of "\\ud800", sent as raw JSON text: 400, nothing recorded', async () => {
    const buyer = await createUser(t.db, { role: ROLES.buyer });
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today: londonToday() });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/buyer/express-interest?id=${post.id}`,
      payload: '{"ExpressInterestText":"\\ud800","ConnectedParty":false}',
      headers: { authorization: await bearer(buyer), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ ExpressInterestText: [expect.any(String)] });
    expect(await t.db.select().from(expressionsOfInterest).where(eq(expressionsOfInterest.postId, post.id))).toEqual([]);
  });

  test('a whole surrogate pair (an emoji) is still text', async () => {
    const account = textCalls.find(([name]) => name === 'account')![1];
    const res = await send(account, { ...accountDetails, Surname: 'Hood \ud83c\udff9' });
    expect(res.statusCode).toBe(200);
  });

  test('a lone surrogate in a key of the body is refused too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: '{"Email":"a@example.com","Password":"Secret123","\\udc00":1}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('sizes and ids', () => {
  test('a 1 MB e-mail at login is a 400 that says the address is too long', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: `${'a'.repeat(1_000_000)}@example.com`, Password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.Email).toEqual(['Email cannot be longer than 254 characters']);
  });

  test.each([2 ** 31, 2 ** 53, -1, 0, 1.5])('TitleId %p in PATCH allauth/account: 400 on the field', async (titleId) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/allauth/account?isBuyer=false',
      payload: { ...accountDetails, TitleId: titleId },
      headers: { authorization: await bearer(seller) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.TitleId).toEqual(['Title is required']);
  });

  test('ids of 2^31 in a buyer registration list: 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register-interestedparty', payload: buyerPayload({ Location: [2 ** 31] }) as never });
    expect(res.statusCode).toBe(400);
  });

  test('a NUL in a key of the body is refused too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: 'a@example.com', Password: 'Secret123', ['x\u0000']: 1 } });
    expect(res.statusCode).toBe(400);
  });
});

describe('contact form headers', () => {
  test.each([
    ['a display name in ReplyToEmail', { ReplyToEmail: 'Support<attacker@example.org>' }, 'ReplyToEmail'],
    ['CR/LF in From', { From: 'Ann\r\nBcc: victim@example.org' }, 'From'],
    ['CR/LF in Regarding', { Regarding: 'Billing\r\nSubject: urgent' }, 'Regarding'],
  ])('%s: 400 on the field, nothing sent', async (_name, change, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/unauth/contactus', payload: { ...contact, ...change } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });
});
