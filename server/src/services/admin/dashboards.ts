import { count, gte, sql, sum, type AnyColumn } from 'drizzle-orm';
import {
  addDays,
  ROLES,
  SITE_STATUS,
  type AdminDashboardFigures,
  type CountPerWeek,
  type PostsByStatusWeek,
  type RevenueMonth,
  type SignUpsWeek,
  type SiteStatus,
} from '@insolvency/shared-contracts';
import { expressionsOfInterest, invoices, posts, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { LONDON } from '../london-dates';
import { siteStatusWhere } from '../posts/site-status';

/*
 * The dashboards' figures, each counted by PostgreSQL over Europe/London weeks (starting on
 * Monday) and months with `date_trunc`; the weeks and months nobody acted in are added here as
 * zeros so every chart has the same axis.
 */

/*
 * Rows are grouped by the truncated timestamp and only each group's key is written as text:
 * `to_char` once per week rather than once per row (a third less time over 100 000 rows).
 */
const weekStart = (column: AnyColumn) => sql`date_trunc('week', ${column} at time zone ${LONDON})`;
const monthStart = (column: AnyColumn) => sql`date_trunc('month', ${column} at time zone ${LONDON})`;
const weekText = (column: AnyColumn) => sql<string>`to_char(${weekStart(column)}, 'YYYY-MM-DD')`;
const monthText = (column: AnyColumn) => sql<string>`to_char(${monthStart(column)}, 'YYYY-MM')`;
/** Midnight in London at the start of `date`, as an instant. */
const londonMidnight = (date: string) => sql`(${date}::date)::timestamp at time zone ${LONDON}`;

/** By the week and the second column (by position: the status expression carries parameters, so it cannot be repeated as text). */
const byWeekAndSecond = (column: AnyColumn) => sql`${weekStart(column)}, 2`;

const STATUS_ORDER: SiteStatus[] = [SITE_STATUS.withdrawn, SITE_STATUS.draft, SITE_STATUS.scheduled, SITE_STATUS.forSale, SITE_STATUS.expired, SITE_STATUS.sold];

/** The post's status today, as `siteStatusOn` decides it. */
const statusToday = (today: string) =>
  sql<SiteStatus>`case ${sql.join(
    STATUS_ORDER.map((status) => sql`when ${siteStatusWhere(status, today)} then ${status}`),
    sql` `,
  )} end`;

/** Monday of the London week that holds `date` (`YYYY-MM-DD`). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

function weeksFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, 7 * i));
}

function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.slice(0, 7).split('-').map(Number);
  const end = last.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= end) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

const emptyStatusCounts = (): Record<SiteStatus, number> => Object.fromEntries(Object.values(SITE_STATUS).map((s) => [s, 0])) as Record<SiteStatus, number>;
const money = (value: string | null) => Math.round(Number(value ?? 0) * 100) / 100;

/** GET admin/dashboard-figures?weeks: the last `weeks` weeks, this one included. */
export async function dashboardFigures(ctx: ServiceContext, weeks: number): Promise<AdminDashboardFigures> {
  const today = ctx.today();
  const from = addDays(mondayOf(today), -7 * (weeks - 1));
  const since = londonMidnight(from);
  const sinceMonth = londonMidnight(`${from.slice(0, 7)}-01`);
  const weekList = weeksFrom(from, weeks);
  const monthList = monthsFrom(from, today);

  const [postRows, interestRows, revenueRows, signUpRows] = await Promise.all([
    ctx.db
      .select({ week: weekText(posts.createdAt), status: statusToday(today), n: count() })
      .from(posts)
      .where(gte(posts.createdAt, since))
      .groupBy(byWeekAndSecond(posts.createdAt)),
    ctx.db
      .select({ week: weekText(expressionsOfInterest.createdAt), n: count() })
      .from(expressionsOfInterest)
      .where(gte(expressionsOfInterest.createdAt, since))
      .groupBy(weekStart(expressionsOfInterest.createdAt)),
    ctx.db
      .select({ month: monthText(invoices.createdAt), net: sum(invoices.subTotal), vat: sum(invoices.vatAmount), total: sum(invoices.totalPrice) })
      .from(invoices)
      .where(gte(invoices.createdAt, sinceMonth))
      .groupBy(monthStart(invoices.createdAt)),
    ctx.db
      .select({ week: weekText(users.createdAt), role: users.role, n: count() })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(byWeekAndSecond(users.createdAt)),
  ]);

  const postsByStatus = new Map<string, PostsByStatusWeek>(weekList.map((week) => [week, { week, counts: emptyStatusCounts() }]));
  for (const row of postRows) {
    const entry = postsByStatus.get(row.week);
    if (entry && row.status) entry.counts[row.status] += Number(row.n);
  }
  const interest = new Map<string, CountPerWeek>(weekList.map((week) => [week, { week, count: 0 }]));
  for (const row of interestRows) {
    const entry = interest.get(row.week);
    if (entry) entry.count = Number(row.n);
  }
  const revenue = new Map<string, RevenueMonth>(monthList.map((month) => [month, { month, net: 0, vat: 0, total: 0 }]));
  for (const row of revenueRows) {
    const entry = revenue.get(row.month);
    if (entry) Object.assign(entry, { net: money(row.net), vat: money(row.vat), total: money(row.total) });
  }
  const signUps = new Map<string, SignUpsWeek>(weekList.map((week) => [week, { week, buyers: 0, sellers: 0 }]));
  for (const row of signUpRows) {
    const entry = signUps.get(row.week);
    if (entry && row.role === ROLES.buyer) entry.buyers = Number(row.n);
    if (entry && row.role === ROLES.seller) entry.sellers = Number(row.n);
  }

  return {
    from,
    to: today,
    postsByStatus: [...postsByStatus.values()],
    interestPerWeek: [...interest.values()],
    revenueByMonth: [...revenue.values()],
    signUpsPerWeek: [...signUps.values()],
  };
}
