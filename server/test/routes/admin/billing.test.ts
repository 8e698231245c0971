// Also run on PostgreSQL by `npm test`: values as the PostgreSQL driver returns them (bigint counts, numeric sums, timestamps).
import { londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { ADMIN_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { invoices, postingPeriods } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
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

test("invoice-export: the accountant's CSV of every invoice in the window, in the list's order, opening in a spreadsheet", async () => {
  const answer = await get('invoice-export?daysAfterCreation=28&order=asc');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toBe(`attachment; filename="invoices-last-28-days-${today}.csv"`);
  expect(answer.body.startsWith('\uFEFF')).toBe(true);
  const lines = answer.body.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Invoice No,Created,Reference,Heading,Practitioner,Invoiced Company,Start Date,End Date,Total Days,Price Rate,Net,VAT,Total');
  expect(lines).toHaveLength(3);
  const [oldRow, recentRow] = lines.slice(1).map((line) => line.split(','));
  const [oldInvoice] = await t.db.select().from(invoices).where(eq(invoices.periodId, old));
  expect(oldRow[0]).toBe(String(oldInvoice.id));
  expect(recentRow.slice(4)).toEqual(['Ivy Owner', 'Owner LLP', expect.any(String), expect.any(String), '28', '345.00', '345.00', '69.00', '414.00']);
  expect((await get('invoice-export?daysAfterCreation=1')).body.trimEnd().split('\r\n')).toHaveLength(2);
  for (const bad of ['daysAfterCreation=0', 'daysAfterCreation=28&sort=password', 'daysAfterCreation=28&order=up', '']) {
    expect({ bad, status: (await get(`invoice-export?${bad}`)).statusCode }).toEqual({ bad, status: 400 });
  }
});

test('invoice-export: a heading that a spreadsheet would run as a formula is written as text', async () => {
  const seller = await createSeller(t.db, { forenames: 'Formula', surname: 'Seller' });
  const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today, activityHeading: '=HYPERLINK("http://evil.example")' });
  const csv = (await get('invoice-export?daysAfterCreation=1')).body;
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  expect(post.periods).toHaveLength(1);
});

test('anonymous 401; buyer and seller 403', async () => {
  const buyer = await createBuyer(t.db);
  const seller = await createSeller(t.db);
  for (const url of ['invoice-list?daysAfterCreation=28', 'certificate-list?daysAfterCreation=14', 'invoice-export?daysAfterCreation=28']) {
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, buyer)).statusCode).toBe(403);
    expect((await get(url, seller)).statusCode).toBe(403);
  }
});

// Last in the file: it adds invoices the tests above do not expect.
test('every invoice sort, either order: page 2 continues page 1 exactly as one longer page lists them; dates are London dates', async () => {
  const seller = await createSeller(t.db);
  for (let i = 0; i < 8; i++) {
    const post = await createPost(t.db, { createdBy: seller.id, status: SITE_STATUS.forSale, today });
    const periodId = post.periods[0].id;
    await t.db.update(postingPeriods).set({ createdAt: daysAgo(20 + i) }).where(eq(postingPeriods.id, periodId));
    await t.db.update(invoices).set({ createdAt: daysAgo(20 + (i % 3)), totalDays: 28 + (i % 2), totalPrice: 400 + (i % 4) }).where(eq(invoices.periodId, periodId));
  }
  for (const sort of ['createdDate', 'startDate', 'endDate', 'totalPrice', 'totalDays']) {
    for (const order of ['asc', 'desc']) {
      const ids = async (query: string) => periods((await get(`invoice-list?daysAfterCreation=365&sort=${sort}&order=${order}&${query}`)).json());
      const [first, second, long] = [await ids('page=1&pageSize=5'), await ids('page=2&pageSize=5'), await ids('page=1&pageSize=10')];
      expect([...first, ...second]).toEqual(long);
    }
  }
  const certificates = async (page: number) => periods((await get(`certificate-list?daysAfterCreation=365&pageSize=5&page=${page}`)).json());
  expect([...(await certificates(1)), ...(await certificates(2))]).toEqual(periods((await get('certificate-list?daysAfterCreation=365&pageSize=10')).json()));

  // 23:30 UTC on the last 30 June is 1 July in London (BST).
  const now = new Date();
  const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const lateJune = new Date(`${year}-06-30T23:30:00Z`);
  await t.db.update(invoices).set({ createdAt: lateJune }).where(eq(invoices.periodId, old));
  await t.db.update(postingPeriods).set({ createdAt: lateJune }).where(eq(postingPeriods.id, old));
  const since = Math.ceil((now.getTime() - lateJune.getTime()) / (24 * 3600 * 1000)) + 1;
  const invoice = (await get(`invoice-list?daysAfterCreation=${since}&pageSize=50`)).json().invoiceList.find((i: { periodId: number }) => i.periodId === old);
  const certificate = (await get(`certificate-list?daysAfterCreation=${since}&pageSize=50`)).json().certificateList.find((c: { periodId: number }) => c.periodId === old);
  expect([invoice?.createdDate, certificate?.createdDate]).toEqual([`${year}-07-01`, `${year}-07-01`]);
});
