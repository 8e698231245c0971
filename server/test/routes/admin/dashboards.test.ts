// Also run on PostgreSQL by `npm test`: values as the PostgreSQL driver returns them (bigint counts, numeric sums, timestamps).
import { ROLES, SITE_STATUS } from '@insolvency/shared-contracts';
import { ADMIN_MESSAGES } from '@insolvency/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { expressionsOfInterest, invoices, postingPeriods, users } from '../../../src/db/schema';
import { seedReferenceLabels } from '../../../src/seed/reference-labels';
import { createPost } from '../../factories/posts';
import { createAdmin, createBuyer, createSeller, type TestUser } from '../../factories/users';
import { buildTestApp, type TestApp } from '../../helper';
import { bearerFor } from '../../sessions';

// Wednesday 15 July 2026, British Summer Time (UTC+1): this week starts on Monday 13 July.
const NOW = Date.parse('2026-07-15T12:00:00Z');
const TODAY = '2026-07-15';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  await seedReferenceLabels(t.db);
  admin = await createAdmin(t.db, { createdAt: new Date('2026-01-01T00:00:00Z') });
  const at = (iso: string) => new Date(iso);
  const seller = await createSeller(t.db, { createdAt: at('2026-06-23T09:00:00Z') });
  // 00:30 on Monday 13 July in London, still Sunday in UTC: a sign-up of this week, not last week.
  await createSeller(t.db, { createdAt: at('2026-07-12T23:30:00Z') });
  await createBuyer(t.db, { createdAt: at('2026-07-13T10:00:00Z') });
  await createBuyer(t.db, { createdAt: at('2026-07-14T10:00:00Z') });
  await createBuyer(t.db, { createdAt: at('2025-01-01T10:00:00Z') });

  const post = async (status: (typeof SITE_STATUS)[keyof typeof SITE_STATUS], createdAt: string) =>
    createPost(t.db, { createdBy: seller.id, status, today: TODAY, createdAt: at(createdAt) });
  const forSale = await post(SITE_STATUS.forSale, '2026-07-12T23:30:00Z');
  const scheduled = await post(SITE_STATUS.scheduled, '2026-07-14T08:00:00Z');
  await post(SITE_STATUS.draft, '2026-06-29T12:00:00Z');
  await post(SITE_STATUS.withdrawn, '2026-06-29T13:00:00Z');
  await post(SITE_STATUS.expired, '2026-05-01T12:00:00Z');

  // Invoiced revenue: everything else long ago; one invoice on 25 June, one at 00:30 on 1 July in London.
  await t.db.update(invoices).set({ createdAt: at('2025-06-01T00:00:00Z') });
  const [june] = await t.db.select({ id: invoices.id }).from(invoices).innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId)).where(eq(postingPeriods.postId, forSale.id));
  const [july] = await t.db.select({ id: invoices.id }).from(invoices).innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId)).where(eq(postingPeriods.postId, scheduled.id));
  await t.db.update(invoices).set({ createdAt: at('2026-06-25T10:00:00Z') }).where(eq(invoices.id, june.id));
  await t.db.update(invoices).set({ createdAt: at('2026-06-30T23:30:00Z') }).where(eq(invoices.id, july.id));

  const buyers = await t.db.select({ id: users.id }).from(users).where(eq(users.role, ROLES.buyer));
  const interest = (buyerId: number, postId: number, createdAt: string) => ({ buyerId, postId, profile: 'Interested.', createdAt: at(createdAt) });
  await t.db.insert(expressionsOfInterest).values([
    interest(buyers[0].id, forSale.id, '2026-07-13T09:00:00Z'),
    interest(buyers[1].id, forSale.id, '2026-07-15T09:00:00Z'),
    interest(buyers[2].id, forSale.id, '2026-07-01T09:00:00Z'),
  ]);
});
afterAll(async () => t?.close());

const get = async (url: string, user: { id: number; role: string } | null = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: user ? { authorization: await bearerFor(t, user) } : {} });
const zeroStatuses = { Draft: 0, Scheduled: 0, 'For Sale': 0, Expired: 0, Sold: 0, Withdrawn: 0 };

test('dashboard-figures: the last N London weeks and their months, counted from the rows, empty weeks as zeros', async () => {
  const res = await get('dashboard-figures?weeks=4');
  expect(res.statusCode).toBe(200);
  const figures = res.json();
  expect(figures.from).toBe('2026-06-22');
  expect(figures.to).toBe(TODAY);
  expect(figures.postsByStatus).toEqual([
    { week: '2026-06-22', counts: zeroStatuses },
    { week: '2026-06-29', counts: { ...zeroStatuses, Draft: 1, Withdrawn: 1 } },
    { week: '2026-07-06', counts: zeroStatuses },
    { week: '2026-07-13', counts: { ...zeroStatuses, 'For Sale': 1, Scheduled: 1 } },
  ]);
  expect(figures.interestPerWeek).toEqual([
    { week: '2026-06-22', count: 0 },
    { week: '2026-06-29', count: 1 },
    { week: '2026-07-06', count: 0 },
    { week: '2026-07-13', count: 2 },
  ]);
  expect(figures.signUpsPerWeek).toEqual([
    { week: '2026-06-22', buyers: 0, sellers: 1 },
    { week: '2026-06-29', buyers: 0, sellers: 0 },
    { week: '2026-07-06', buyers: 0, sellers: 0 },
    { week: '2026-07-13', buyers: 2, sellers: 1 },
  ]);
  expect(figures.revenueByMonth).toEqual([
    { month: '2026-06', net: 345, vat: 69, total: 414 },
    { month: '2026-07', net: 345, vat: 69, total: 414 },
  ]);
});

test('dashboard-figures: 12 weeks by default; weeks must be a whole number from 1 to 104', async () => {
  const figures = (await get('dashboard-figures')).json();
  expect(figures.postsByStatus).toHaveLength(12);
  expect(figures.postsByStatus.at(-1).week).toBe('2026-07-13');
  expect((await get('dashboard-figures?weeks=1')).json().interestPerWeek).toEqual([{ week: '2026-07-13', count: 2 }]);
  for (const weeks of ['0', '-1', '105', '2.5', 'many', '']) {
    const res = await get(`dashboard-figures?weeks=${weeks}`);
    expect({ weeks, status: res.statusCode, message: res.json().message }).toEqual({ weeks, status: 400, message: ADMIN_MESSAGES.weeks });
  }
});

test('config: nothing configured by default', async () => {
  expect((await get('config')).json()).toEqual({ reportUrl: null, mailServiceDashboardUrl: null });
});

test('config: the report and the mail service dashboard when configured', async () => {
  const configured = await buildTestApp({ config: { adminReportUrl: 'https://reports.example.com/embed/1', mailServiceDashboardUrl: 'https://mail.example.com/' } });
  try {
    const admin2 = await createAdmin(configured.db);
    const res = await configured.app.inject({ method: 'GET', url: '/api/admin/config', headers: { authorization: await bearerFor(configured, admin2) } });
    expect(res.json()).toEqual({ reportUrl: 'https://reports.example.com/embed/1', mailServiceDashboardUrl: 'https://mail.example.com/' });
  } finally {
    await configured.close();
  }
});

test('anonymous 401; buyer and seller 403', async () => {
  const buyer = await createBuyer(t.db);
  const seller = await createSeller(t.db);
  for (const url of ['dashboard-figures', 'config']) {
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, buyer)).statusCode).toBe(403);
    expect((await get(url, seller)).statusCode).toBe(403);
  }
});
