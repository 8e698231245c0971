import { londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { ADMIN_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { invoices, postingPeriods } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/db/seed/reference-labels';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

let t: TestApp;
let admin: TestUser;
const today = londonToday();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000 - 60_000);
let recent: number;
let old: number;
let ancient: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedReferenceLabels(t.db);
  admin = await createAdmin(t.db);
  const seller = await createSeller(t.db, { forenames: 'Ivy', surname: 'Owner', company: 'Owner LLP' });
  // Periods (certificates) and their invoices created today, 10 days ago and 100 days ago.
  for (const [age, set] of [
    [0, (id: number) => (recent = id)],
    [10, (id: number) => (old = id)],
    [100, (id: number) => (ancient = id)],
  ] as const) {
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
    const periodId = post.periods[0].id;
    await t.db.update(postingPeriods).set({ createdAt: daysAgo(age) }).where(eq(postingPeriods.id, periodId));
    await t.db.update(invoices).set({ createdAt: daysAgo(age) }).where(eq(invoices.periodId, periodId));
    set(periodId);
  }
});
afterAll(async () => t?.close());

const get = async (url: string, user: { id: number; role: string } | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });
const periods = (list: { periodId: number }[]) => list.map((i) => i.periodId);

test('invoice-list: invoices created in the last N days, newest first, with who, dates, days and totals', async () => {
  expect(periods((await get('invoice-list?daysAfterCreation=1')).json())).toEqual([recent]);
  expect(periods((await get('invoice-list?daysAfterCreation=28')).json())).toEqual([recent, old]);
  expect(periods((await get('invoice-list?daysAfterCreation=365')).json())).toEqual([recent, old, ancient]);
  const [item] = (await get('invoice-list?daysAfterCreation=1')).json();
  expect(item).toMatchObject({ forenames: 'Ivy', surname: 'Owner', company: 'Owner LLP', totalDays: 28, priceRate: 345, vat: 0.2, totalPrice: 414 });
  // The admin opens the seller's printable invoice.
  const invoice = await t.app.inject({ method: 'GET', url: `/api/seller/invoice?id=${item.invoiceId}`, headers: { authorization: await bearerFor(t, admin) } });
  expect(invoice.statusCode).toBe(200);
});

test('certificate-list: periods created in the last N days, newest first', async () => {
  expect(periods((await get('certificate-list?daysAfterCreation=14')).json())).toEqual([recent, old]);
  expect(periods((await get('certificate-list?daysAfterCreation=3')).json())).toEqual([recent]);
  const [item] = (await get('certificate-list?daysAfterCreation=3')).json();
  expect(item).toMatchObject({ userCompany: 'Owner LLP', forenames: 'Ivy' });
  const certificate = await t.app.inject({ method: 'GET', url: `/api/seller/certificate?id=${item.periodId}`, headers: { authorization: await bearerFor(t, admin) } });
  expect(certificate.statusCode).toBe(200);
});

test('daysAfterCreation must be a whole number above 0', async () => {
  for (const url of ['invoice-list', 'certificate-list']) {
    for (const days of ['0', '-7', '1.5', 'week', '']) {
      expect({ url, days, status: (await get(`${url}?daysAfterCreation=${days}`)).statusCode }).toEqual({ url, days, status: 400 });
    }
    expect((await get(url)).statusCode).toBe(400);
    expect((await get(`${url}?daysAfterCreation=0`)).json().message).toBe(ADMIN_MESSAGES.daysAfterCreation);
  }
});

test('anonymous 401; buyer and seller 403', async () => {
  const buyer = await createBuyer(t.db);
  const seller = await createSeller(t.db);
  for (const url of ['invoice-list?daysAfterCreation=28', 'certificate-list?daysAfterCreation=14']) {
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, buyer)).statusCode).toBe(403);
    expect((await get(url, seller)).statusCode).toBe(403);
  }
});
