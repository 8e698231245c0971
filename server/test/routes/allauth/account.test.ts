import { eq } from 'drizzle-orm';
import { ACCOUNT_SAVE_FAILED_MESSAGE, ACCOUNT_SAVED_MESSAGE, ALL_ROLES, ROLES } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { emailSuppressions } from '../../../src/db/schema/messaging';
import { userAddresses, users } from '../../../src/db/schema/users';
import { bearerFor } from '../../sessions';
import { ACCOUNT_FIELD_MESSAGES } from '../../../src/services/accounts/update-account';
import { createUser, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

const bearer = (user: { id: number; role: string }) => bearerFor(t, user);
const patch = async (url: string, payload: unknown, user?: TestUser) =>
  t.app.inject({ method: 'PATCH', url, payload: payload as object, headers: user ? { authorization: await bearer(user) } : {} });
const stored = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const storedAddress = async (id: number) => (await t.db.select().from(userAddresses).where(eq(userAddresses.userId, id)))[0];

const details = { TitleId: 2, Forenames: 'Robin', Surname: 'Hood', EmailAddress2: 'robin.second@example.com', Company: 'Sherwood Ltd', Position: 'Partner' };
const address = {
  AddressLine1: '10 Castle Gate',
  AddressLine2: 'Floor 2',
  AddressLine3: '',
  TownCity: 'Nottingham',
  County: 'Nottinghamshire',
  Postcode: 'NG1 6AA',
  CountryCode: 'GB',
  Telephone: '0115 000 0000',
  Mobile: null,
};

describe('PATCH /api/allauth/account?isBuyer', () => {
  test('401 without a token', async () => {
    const res = await patch('/api/allauth/account?isBuyer=true', details);
    expect(res.statusCode).toBe(401);
  });

  test.each([
    [ROLES.buyer, 'true'],
    [ROLES.seller, 'false'],
    [ROLES.admin, 'false'],
  ])('%s saves personal details (isBuyer=%s); the primary e-mail stays', async (role, isBuyer) => {
    const user = await createUser(t.db, { role });
    const res = await patch(`/api/allauth/account?isBuyer=${isBuyer}`, { ...details, EmailAddress1: 'hijack@example.com' }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_SAVED_MESSAGE });
    const after = await stored(user.id);
    expect(after).toMatchObject({ titleId: 2, forenames: 'Robin', surname: 'Hood', email1: user.email1, email2: 'robin.second@example.com', company: 'Sherwood Ltd', position: 'Partner' });
    // What the account screen reads back.
    const read = await t.app.inject({ method: 'GET', url: '/api/allauth/account-details', headers: { authorization: await bearer(user) } });
    expect(read.json().myAccountDetails).toMatchObject({ forenames: 'Robin', emailAddress1: user.email1, emailAddress2: 'robin.second@example.com' });
  });

  test('an empty secondary e-mail removes it', async () => {
    const user = await createUser(t.db, { email2: 'old-second@example.com' });
    for (const EmailAddress2 of ['', null]) {
      const res = await patch('/api/allauth/account?isBuyer=true', { ...details, EmailAddress2 }, user);
      expect(res.statusCode).toBe(200);
      expect((await stored(user.id)).email2).toBeNull();
    }
  });

  test('isBuyer must agree with the role', async () => {
    const buyer = await createUser(t.db, { role: ROLES.buyer });
    const seller = await createUser(t.db, { role: ROLES.seller });
    for (const [user, flag] of [[buyer, 'false'], [seller, 'true']] as const) {
      const res = await patch(`/api/allauth/account?isBuyer=${flag}`, details, user);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ACCOUNT_SAVE_FAILED_MESSAGE, errors: { isBuyer: [ACCOUNT_FIELD_MESSAGES.isBuyerMismatch] } });
    }
    const missing = await patch('/api/allauth/account', details, buyer);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: ACCOUNT_SAVE_FAILED_MESSAGE, errors: { isBuyer: ['isBuyer must be true or false'] } });
    expect((await stored(buyer.id)).forenames).toBe('Test');
  });

  test('each field rule answers "Problem with saving changes" with its message, and nothing is saved', async () => {
    const user = await createUser(t.db);
    const res = await patch('/api/allauth/account?isBuyer=true', { EmailAddress2: 'not-an-email' }, user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ACCOUNT_SAVE_FAILED_MESSAGE,
      errors: {
        TitleId: ['Title is required'],
        Forenames: ['Forenames is required'],
        Surname: ['Surname is required'],
        EmailAddress2: ['Second Email should be valid'],
        Company: ['Company Name is required'],
        Position: ['Position is required'],
      },
    });
    const unknownTitle = await patch('/api/allauth/account?isBuyer=true', { ...details, TitleId: 999 }, user);
    expect(unknownTitle.json()).toEqual({ message: ACCOUNT_SAVE_FAILED_MESSAGE, errors: { TitleId: [ACCOUNT_FIELD_MESSAGES.unknownTitle] } });
    const sameAsPrimary = await patch('/api/allauth/account?isBuyer=true', { ...details, EmailAddress2: user.email1.toUpperCase() }, user);
    expect(sameAsPrimary.json()).toEqual({ message: ACCOUNT_SAVE_FAILED_MESSAGE, errors: { EmailAddress2: [ACCOUNT_FIELD_MESSAGES.secondSameAsPrimary] } });
    expect((await stored(user.id)).forenames).toBe('Test');
  });

  test('a new secondary address does not inherit the old one\'s suppression', async () => {
    const user = await createUser(t.db, { email2: 'bounced-second@example.com', email2DisableReason: 'bounce', email2DisableDateTime: new Date() });
    await t.db.insert(emailSuppressions).values({ userId: user.id, addressSlot: 2, reason: 'bounce' });
    // Saving with the same address (any case) keeps it.
    await patch('/api/allauth/account?isBuyer=true', { ...details, EmailAddress2: 'Bounced-Second@example.com' }, user);
    expect((await stored(user.id)).email2DisableReason).toBe('bounce');
    await patch('/api/allauth/account?isBuyer=true', { ...details, EmailAddress2: 'fresh-second@example.com' }, user);
    const after = await stored(user.id);
    expect([after.email2, after.email2DisableReason, after.email2DisableDateTime]).toEqual(['fresh-second@example.com', null, null]);
    expect(await t.db.select().from(emailSuppressions).where(eq(emailSuppressions.userId, user.id))).toEqual([]);
  });
});

describe('PATCH /api/allauth/account-address', () => {
  test('401 without a token', async () => {
    expect((await patch('/api/allauth/account-address', address)).statusCode).toBe(401);
  });

  test.each(ALL_ROLES)('%s saves address and phones', async (role) => {
    const user = await createUser(t.db, { role });
    const res = await patch('/api/allauth/account-address', address, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_SAVED_MESSAGE });
    expect(await storedAddress(user.id)).toEqual({
      userId: user.id,
      addressLine1: '10 Castle Gate',
      addressLine2: 'Floor 2',
      addressLine3: null,
      townCity: 'Nottingham',
      county: 'Nottinghamshire',
      postcode: 'NG1 6AA',
      countryCode: 'GB',
      telephone: '0115 000 0000',
      mobile: null,
    });
  });

  test('a user without an address row gets one', async () => {
    const user = await createUser(t.db, { address: false });
    expect((await patch('/api/allauth/account-address', { ...address, CountryCode: 'gb' }, user)).statusCode).toBe(200);
    expect((await storedAddress(user.id)).countryCode).toBe('GB');
  });

  test("postcode longer than 10: 'Post Code must be less than 10 characters', nothing saved", async () => {
    const user = await createUser(t.db);
    const res = await patch('/api/allauth/account-address', { ...address, Postcode: 'LS1 1AA 12345' }, user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ACCOUNT_SAVE_FAILED_MESSAGE, errors: { Postcode: ['Post Code must be less than 10 characters'] } });
    expect((await storedAddress(user.id)).postcode).toBe('LS1 1AA');
    // Exactly 10 is fine.
    expect((await patch('/api/allauth/account-address', { ...address, Postcode: 'AB12 3CDEF' }, user)).statusCode).toBe(200);
  });

  test('required fields and an unknown country', async () => {
    const user = await createUser(t.db);
    const res = await patch('/api/allauth/account-address', {}, user);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ACCOUNT_SAVE_FAILED_MESSAGE,
      errors: {
        AddressLine1: ['Address Line 1 is required'],
        TownCity: ['Town/City is required'],
        Postcode: ['Postcode is required'],
        CountryCode: ['Country is required'],
        Telephone: ['Telephone is required'],
      },
    });
    const unknown = await patch('/api/allauth/account-address', { ...address, CountryCode: 'ZZ' }, user);
    expect(unknown.json()).toEqual({ message: ACCOUNT_SAVE_FAILED_MESSAGE, errors: { CountryCode: [ACCOUNT_FIELD_MESSAGES.unknownCountry] } });
    expect((await storedAddress(user.id)).addressLine1).toBe('1 High Street');
  });
});
