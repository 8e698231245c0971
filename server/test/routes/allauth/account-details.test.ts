import { ALL_ROLES, ROLES } from '@insolvency/shared-contracts';
import { bearerFor } from '../../sessions';
import { createUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const bearer = (user: { id: number; role: string }) => bearerFor(t, user);

describe('GET /api/allauth/account-details', () => {
  test('401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/allauth/account-details' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  test.each(ALL_ROLES)('200 with the account details for %s', async (role) => {
    const user = await createUser(t.db, {
      role,
      forenames: 'Alex',
      surname: 'Smith',
      email2: 'second@example.com',
      customPriceRate: role === ROLES.seller ? 300 : null,
      address: { addressLine1: '2 Park Row', postcode: 'LS1 5HD', county: 'West Yorkshire' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/allauth/account-details', headers: { authorization: await bearer(user) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      myAccountDetails: {
        titleId: 1,
        forenames: 'Alex',
        surname: 'Smith',
        emailAddress1: user.email1,
        emailAddress2: 'second@example.com',
        company: 'Test Company Ltd',
        position: 'Director',
        flagged: false,
        customPriceRate: role === ROLES.seller ? 300 : null,
      },
      accountAddress: {
        addressLine1: '2 Park Row',
        addressLine2: null,
        addressLine3: null,
        townCity: 'Leeds',
        county: 'West Yorkshire',
        postcode: 'LS1 5HD',
        countryCode: 'GB',
        telephone: '0113 000 0000',
        mobile: null,
      },
    });
  });

  test('a user without an address row still gets the shape', async () => {
    const user = await createUser(t.db, { address: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/allauth/account-details', headers: { authorization: await bearer(user) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().accountAddress.addressLine1).toBe('');
  });
});
