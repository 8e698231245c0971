import { decodeJwt } from 'jose';
import { ROLES } from '@insolvency/shared-contracts';
import { seedDatabase } from '../../../src/seed';
import { DEMO_NOT_SAME_PERSON_REASON } from '../../../src/seed/demo-sanctions';
import { dealRooms } from '../../../src/db/schema';
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

test("the demo's deal room shows both states of the sanctions checks: one buyer clear, one possible match decided not the same person", async () => {
  const token = async (email: string) => (await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: email, Password: 'Demo1234' } })).json().token as string;
  const headers = { authorization: `Bearer ${await token('seller@example.com')}` };
  const [room] = await t.db.select({ postId: dealRooms.postId }).from(dealRooms).limit(1);
  const statuses = (await t.app.inject({ method: 'GET', url: `/api/seller/deal-room-screening-statuses?id=${room.postId}`, headers })).json();
  expect(statuses.map((row: { status: string }) => row.status).sort()).toEqual(['clear', 'clear']);
  const reads = await Promise.all(
    statuses.map(async (row: { buyerId: number }) => (await t.app.inject({ method: 'GET', url: `/api/seller/deal-room-buyer-screening?id=${room.postId}&BuyerId=${row.buyerId}`, headers })).json()),
  );
  expect(reads.map((read) => read.matches.length > 0).sort()).toEqual([false, true]);
  const decided = reads.find((read) => read.matches.length > 0);
  expect(decided.matches.every((match: { decision: { decision: string; reason: string } }) => match.decision.decision === 'not_same_person' && match.decision.reason === DEMO_NOT_SAME_PERSON_REASON)).toBe(true);
});
