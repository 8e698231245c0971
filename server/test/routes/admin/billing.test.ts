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
const periods = (page: { invoiceList?: { periodId: number }[]; certificateList?: { periodId: number }[] }) => (page.invoiceList ?? page.certificateList ?? []).map((i) => i.periodId);

test('invoice-list: invoices created in the last N days, newest first, with who, dates, days and totals', async () => {
  expect(periods((await get('invoice-list?daysAfterCreation=1')).json())).toEqual([recent]);
  expect(periods((await get('invoice-list?daysAfterCreation=28')).json())).toEqual([recent, old]);
  expect(periods((await get('invoice-list?daysAfterCreation=365')).json())).toEqual([recent, old, ancient]);
  const [item] = (await get('invoice-list?daysAfterCreation=1')).json().invoiceList;
  expect(item).toMatchObject({ forenames: 'Ivy', surname: 'Owner', company: 'Owner LLP', totalDays: 28, priceRate: 345, vat: 0.2, totalPrice: 414 });
  // The admin opens the seller's printable invoice.
  const invoice = await t.app.inject({ method: 'GET', url: `/api/seller/invoice?id=${item.invoiceId}`, headers: { authorization: await bearerFor(t, admin) } });
  expect(invoice.statusCode).toBe(200);
});

test('certificate-list: periods created in the last N days, newest first', async () => {
  expect(periods((await get('certificate-list?daysAfterCreation=14')).json())).toEqual([recent, old]);
  expect(periods((await get('certificate-list?daysAfterCreation=3')).json())).toEqual([recent]);
  const [item] = (await get('certificate-list?daysAfterCreation=3')).json().certificateList;
  expect(item).toMatchObject({ userCompany: 'Owner LLP', forenames: 'Ivy' });
  const certificate = await t.app.inject({ method: 'GET', url: `/api/seller/certificate?id=${item.periodId}`, headers: { authorization: await bearerFor(t, admin) } });
  expect(certificate.statusCode).toBe(200);
});

test('invoice-list: paged and sorted on the server, with the total and the rounded page count', async () => {
  const first = (await get('invoice-list?daysAfterCreation=365&pageSize=5&page=1')).json();
  expect(first).toMatchObject({ totalCount: 3, roundedPageCount: 1 });
  expect(periods((await get('invoice-list?daysAfterCreation=365&order=asc')).json())).toEqual([ancient, old, recent]);
  expect(periods((await get('invoice-list?daysAfterCreation=365&pageSize=5&page=2')).json())).toEqual([]);
  // The three periods end on the same day: the invoice id decides, the same way, so pages never overlap.
  expect(periods((await get('invoice-list?daysAfterCreation=365&sort=endDate&order=asc')).json())).toEqual([recent, old, ancient]);
  expect(periods((await get('invoice-list?daysAfterCreation=365&sort=endDate')).json())).toEqual([ancient, old, recent]);
  for (const sort of ['createdDate', 'startDate', 'endDate', 'totalPrice', 'totalDays']) {
    expect((await get(`invoice-list?daysAfterCreation=365&sort=${sort}`)).statusCode).toBe(200);
  }
  for (const bad of ['pageSize=7', 'pageSize=100', 'page=0', 'sort=password', 'order=up']) {
    expect({ bad, status: (await get(`invoice-list?daysAfterCreation=28&${bad}`)).statusCode }).toEqual({ bad, status: 400 });
  }
});

test('certificate-list: 25 a page by default, paged on the server, oldest first on request', async () => {
  expect((await get('certificate-list?daysAfterCreation=365')).json()).toMatchObject({ totalCount: 3, roundedPageCount: 1 });
  expect(periods((await get('certificate-list?daysAfterCreation=365&order=asc')).json())).toEqual([ancient, old, recent]);
  const second = (await get('certificate-list?daysAfterCreation=365&pageSize=5&page=2')).json();
  expect(second).toMatchObject({ certificateList: [], totalCount: 3 });
  expect((await get('certificate-list?daysAfterCreation=14&pageSize=7')).statusCode).toBe(400);
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
