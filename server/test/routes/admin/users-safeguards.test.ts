// Also run on PostgreSQL by `npm test`: several connections at once (PGlite runs one statement at a time: races, row locks and SKIP LOCKED only show on PostgreSQL).
import { ADMIN_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { adminAuditLog, users } from '../../../src/db/schema';
import { ADMIN_USER_MESSAGES } from '../../../src/services/admin/users';
import { createAdmin, createSeller, TEST_PASSWORD, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';

// Security findings (issue 35): the only admin could disable themselves, leaving no one to
// unlock accounts; a price rate of 1e-9 was stored as 0 (free postings) and audited as 1e-9.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const signIn = async (user: TestUser) => (await t.app.inject({ method: 'POST', url: '/api/login', payload: { Email: user.email1, Password: TEST_PASSWORD } })).json().token as string;
const adminCall = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const auditOf = (userId: number) => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.userId, userId));

describe('POST admin/disable never leaves no active admin', () => {
  test('an admin disabling themselves, alone or not: 409, still signed in, nothing changed or audited', async () => {
    const only = await createAdmin(t.db);
    const token = await signIn(only);
    for (const days of [1, 3650]) {
      const res = await adminCall(token, 'POST', `disable?id=${only.id}&days=${days}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ADMIN_USER_MESSAGES.disableSelf });
    }
    expect((await userRow(only.id)).lockedOutUntil).toBeNull();
    expect(await auditOf(only.id)).toEqual([]);
    expect((await adminCall(token, 'GET', `user?id=${only.id}`)).statusCode).toBe(200);
  });

  test('two admins disabling each other at once: one succeeds, the other is refused, one admin stays active', async () => {
    const [first, second] = [await createAdmin(t.db), await createAdmin(t.db)];
    // Every other admin of this database is out of the way, so these two are the only ones able to log in.
    const lockedUntil = new Date(Date.now() + 86_400_000);
    const others = (await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'Admin'))).filter(({ id }) => id !== first.id && id !== second.id);
    for (const { id } of others) await t.db.update(users).set({ lockedOutUntil: lockedUntil }).where(eq(users.id, id));
    const [firstToken, secondToken] = [await signIn(first), await signIn(second)];

    const answers = await Promise.all([adminCall(firstToken, 'POST', `disable?id=${second.id}&days=1`), adminCall(secondToken, 'POST', `disable?id=${first.id}&days=1`)]);
    // The loser is refused as the last active admin (409), or, when the winner's transaction
    // ended first, finds its own session already ended (401).
    const [winner, loser] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(winner.statusCode).toBe(200);
    expect([401, 409]).toContain(loser.statusCode);
    if (loser.statusCode === 409) expect(loser.json()).toEqual({ message: ADMIN_USER_MESSAGES.lastActiveAdmin });
    const stillActive = [await userRow(first.id), await userRow(second.id)].filter((row) => row.lockedOutUntil === null);
    expect(stillActive).toHaveLength(1);
  });

  test('the OpenAPI document lists the 409', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths['/api/admin/disable'].post.responses)).toContain('409');
  });
});

describe('PUT admin/user-pricerate takes pounds and pence from 0.01', () => {
  test('1e-9, 0.001, 0.009 and 12.345 are refused (400) and change nothing; 0.01 and 12.3 are stored and audited as stored', async () => {
    const admin = await createAdmin(t.db);
    const token = await signIn(admin);
    const seller = await createSeller(t.db);
    for (const PriceRate of [1e-9, 0.001, 0.009, 0.004999, 12.345, 1e-7]) {
      const res = await adminCall(token, 'PUT', `user-pricerate?userId=${seller.id}`, { PriceRate });
      expect({ PriceRate, status: res.statusCode, body: res.json() }).toEqual({ PriceRate, status: 400, body: expect.objectContaining({ message: ADMIN_MESSAGES.priceRate }) });
    }
    expect((await userRow(seller.id)).customPriceRate).toBeNull();
    expect(await auditOf(seller.id)).toEqual([]);

    for (const PriceRate of [0.01, 12.3]) expect((await adminCall(token, 'PUT', `user-pricerate?userId=${seller.id}`, { PriceRate })).statusCode).toBe(200);
    expect((await userRow(seller.id)).customPriceRate).toBe(12.3);
    expect((await auditOf(seller.id)).map((entry) => entry.after)).toEqual([{ customPriceRate: 0.01 }, { customPriceRate: 12.3 }]);
  });
});
