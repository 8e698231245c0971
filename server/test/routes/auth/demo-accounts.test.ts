import { decodeJwt } from 'jose';
import { ROLES } from '@insolvency/shared-contracts';
import { seedDatabase } from '../../../src/db/seed';
import { buildTestApp, type TestApp } from '../../helper';

// README, Demo accounts: the demo accounts `npm start` seeds log in with password Demo1234.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDatabase(t.db, { demo: true, now: new Date() });
});
afterAll(async () => t?.close());

test.each([
  ['admin@example.com', ROLES.admin],
  ['seller@example.com', ROLES.seller],
  ['buyer@example.com', ROLES.buyer],
])('%s logs in as %s and reads its account details', async (email, role) => {
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: email, Password: 'Demo1234' } });
  expect(login.statusCode).toBe(200);
  const { token } = login.json();
  expect(decodeJwt(token).role).toBe(role);
  const details = await t.app.inject({ method: 'GET', url: '/api/allauth/account-details', headers: { authorization: `Bearer ${token}` } });
  expect(details.statusCode).toBe(200);
  expect(details.json().myAccountDetails.emailAddress1).toBe(email);
});
