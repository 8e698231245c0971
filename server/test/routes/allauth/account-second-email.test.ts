import { eq } from 'drizzle-orm';
import { ACCOUNT_SAVE_FAILED_MESSAGE, ACCOUNT_SAVED_MESSAGE } from '@insolvency/shared-contracts';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { users } from '../../../src/db/schema/users';
import { ACCOUNT_FIELD_MESSAGES, secondEmailChangesThrottledMessage } from '../../../src/services/accounts/update-account';
import { uniqueEmail } from '../../accounts-support';
import { createUser, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

// Security finding (issue 35): EmailAddress2 took another user's address with no confirmation,
// so a buyer could show sellers someone else's registered address as their own contact.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
});
afterAll(async () => t?.close());

const details = { TitleId: 2, Forenames: 'Robin', Surname: 'Hood', Company: 'Sherwood Ltd', Position: 'Partner' };
const saveSecond = async (user: TestUser, EmailAddress2: string | null) =>
  t.app.inject({ method: 'PATCH', url: '/api/allauth/account?isBuyer=true', payload: { ...details, EmailAddress2 }, headers: { authorization: await bearerFor(t, user) } });
const secondOf = async (user: TestUser) => (await t.db.select({ email2: users.email2 }).from(users).where(eq(users.id, user.id)))[0].email2;

test("another account's primary address (any case) is refused as a Second Email; nothing is saved", async () => {
  const victim = await createUser(t.db);
  const buyer = await createUser(t.db, { email2: null });
  const res = await saveSecond(buyer, victim.email1.toUpperCase());
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: ACCOUNT_SAVE_FAILED_MESSAGE, errors: { EmailAddress2: [ACCOUNT_FIELD_MESSAGES.secondOfAnotherAccount] } });
  expect(await secondOf(buyer)).toBeNull();
});

test("a shared mailbox that is someone else's Second Email is still allowed, and so is re-saving one's own", async () => {
  const shared = uniqueEmail('office');
  await createUser(t.db, { email2: shared });
  const buyer = await createUser(t.db, { email2: null });
  expect((await saveSecond(buyer, shared)).json()).toEqual({ message: ACCOUNT_SAVED_MESSAGE });
  expect((await saveSecond(buyer, shared.toUpperCase())).statusCode).toBe(200);
  expect((await saveSecond(buyer, null)).statusCode).toBe(200);
  expect(await secondOf(buyer)).toBeNull();
});

test('a new Second Email at most 5 times in 24 hours, refused tries included: then 429 with Retry-After, nothing saved', async () => {
  const victim = await createUser(t.db);
  const buyer = await createUser(t.db, { email2: null });
  expect((await saveSecond(buyer, victim.email1)).statusCode).toBe(400);
  for (let i = 0; i < 4; i++) expect((await saveSecond(buyer, uniqueEmail('second'))).statusCode).toBe(200);
  const kept = await secondOf(buyer);
  const res = await saveSecond(buyer, uniqueEmail('second'));
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(23 * 3600);
  expect(res.json()).toEqual({ message: secondEmailChangesThrottledMessage(wait) });
  expect(await secondOf(buyer)).toBe(kept);
  // Other details, with the Second Email unchanged, still save.
  expect((await saveSecond(buyer, kept)).statusCode).toBe(200);
});
