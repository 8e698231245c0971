import { asc, count, desc, eq, gte, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  adminInvoiceExportFileName,
  roundedPageCount,
  VAT_RATE,
  type AdminCertificatesPage,
  type AdminInvoiceSort,
  type AdminInvoicesPage,
  type SortOrder,
} from '@insolvency/shared-contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { invoices, postingPeriods, posts, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { londonDateOf } from '../london-dates';
import { AppError } from '../../errors';
import { spreadsheetCsv } from '../spreadsheet-csv';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdminDocumentsPageQuery {
  daysAfterCreation: number;
  page: number;
  pageSize: number;
  order: SortOrder;
}

export interface AdminInvoicesPageQuery extends AdminDocumentsPageQuery {
  sort: AdminInvoiceSort;
}

const INVOICE_SORT_COLUMNS: Record<AdminInvoiceSort, AnyColumn> = {
  createdDate: invoices.createdAt,
  startDate: postingPeriods.startDate,
  endDate: postingPeriods.endDate,
  totalPrice: invoices.totalPrice,
  totalDays: invoices.totalDays,
};

/** The column in the order asked for, then the id the same way, so every page is stable. */
const ordered = (order: SortOrder, column: AnyColumn, id: AnyColumn): SQL[] => (order === 'asc' ? [asc(column), asc(id)] : [desc(column), desc(id)]);

const createdSince = (ctx: ServiceContext, days: number) => new Date(ctx.now().getTime() - days * DAY_MS);
const offsetOf = (query: AdminDocumentsPageQuery) => (query.page - 1) * query.pageSize;

/** What the list shows of an invoice: lean columns, the London date from PostgreSQL. */
const INVOICE_LIST_COLUMNS = {
  invoiceId: invoices.id,
  businessId: posts.id,
  periodId: postingPeriods.id,
  reference: posts.reference,
  activityHeading: posts.activityHeading,
  forenames: users.forenames,
  surname: users.surname,
  company: sql<string>`coalesce(${postingPeriods.invoiceCompanyName}, ${users.company})`,
  createdDate: londonDateOf(invoices.createdAt),
  startDate: postingPeriods.startDate,
  endDate: postingPeriods.endDate,
  totalDays: invoices.totalDays,
  priceRate: invoices.priceRate,
  totalPrice: invoices.totalPrice,
};
/** The export adds the net and VAT amounts. */
const INVOICE_EXPORT_ROW = { ...INVOICE_LIST_COLUMNS, subTotal: invoices.subTotal, vatAmount: invoices.vatAmount };

/** The invoice's period, post and seller beside it (a dynamic select: the list and the export choose their columns). */
const withInvoiceOwner = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId))
    .innerJoin(posts, eq(posts.id, postingPeriods.postId))
    .innerJoin(users, eq(users.id, posts.createdBy));

/** Sorts by a date of the posting period: the page's ids need the period beside the invoice. */
const PERIOD_SORTS = new Set<AdminInvoiceSort>(['startDate', 'endDate']);

/**
 * GET admin/invoice-list: one page of the invoices created in the last N days, sorted and paged
 * in SQL. The page's ids are found first on narrow entries (by creation, total price or total
 * days from an index alone, migration 0008; by a period date with the period joined), then only
 * those invoices are read with the few columns the list shows, in one statement.
 */
export async function listAdminInvoices(ctx: ServiceContext, query: AdminInvoicesPageQuery): Promise<AdminInvoicesPage> {
  const where = gte(invoices.createdAt, createdSince(ctx, query.daysAfterCreation));
  const order = ordered(query.order, INVOICE_SORT_COLUMNS[query.sort], invoices.id);
  const ids = ctx.db.select({ id: invoices.id }).from(invoices).$dynamic();
  const pageIds = (PERIOD_SORTS.has(query.sort) ? ids.innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId)) : ids)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [[total], rows] = await Promise.all([ctx.db.select({ n: count() }).from(invoices).where(where), withInvoiceOwner(ctx.db.select(INVOICE_LIST_COLUMNS).from(invoices).$dynamic()).where(inArray(invoices.id, pageIds)).orderBy(...order)]);
  const totalCount = Number(total?.n ?? 0);
  return {
    invoiceList: rows.map(({ totalPrice, ...row }) => ({ ...row, vat: VAT_RATE, totalPrice })),
    totalCount,
    roundedPageCount: roundedPageCount(totalCount, query.pageSize),
  };
}

/** The accountant's columns: what a VAT invoice states, one row per invoice. */
export const INVOICE_EXPORT_COLUMNS = [
  'Invoice No',
  'Created',
  'Reference',
  'Heading',
  'Practitioner',
  'Invoiced Company',
  'Start Date',
  'End Date',
  'Total Days',
  'Price Rate',
  'Net',
  'VAT',
  'Total',
] as const;

/** More rows than this is not a download but a database dump: the call asks for fewer days. */
export const INVOICE_EXPORT_MAX_ROWS = 100_000;

/** GET admin/invoice-export: every invoice of the last N days (all pages) as CSV, in the list's order. */
export async function exportAdminInvoices(
  ctx: ServiceContext,
  query: Pick<AdminInvoicesPageQuery, 'daysAfterCreation' | 'sort' | 'order'>,
): Promise<{ fileName: string; csv: string }> {
  const where = gte(invoices.createdAt, createdSince(ctx, query.daysAfterCreation));
  const [total] = await ctx.db.select({ n: count() }).from(invoices).where(where);
  if (Number(total?.n ?? 0) > INVOICE_EXPORT_MAX_ROWS) {
    throw new AppError(400, `More than ${INVOICE_EXPORT_MAX_ROWS} invoices: choose fewer days.`);
  }
  const rows = await withInvoiceOwner(ctx.db.select(INVOICE_EXPORT_ROW).from(invoices).$dynamic()).where(where).orderBy(...ordered(query.order, INVOICE_SORT_COLUMNS[query.sort], invoices.id));
  const money = (amount: number) => amount.toFixed(2);
  const records = rows.map((invoice) => [
    String(invoice.invoiceId),
    invoice.createdDate,
    invoice.reference,
    invoice.activityHeading,
    `${invoice.forenames} ${invoice.surname}`,
    invoice.company,
    invoice.startDate,
    invoice.endDate,
    String(invoice.totalDays),
    money(invoice.priceRate),
    money(invoice.subTotal),
    money(invoice.vatAmount),
    money(invoice.totalPrice),
  ]);
  return { fileName: adminInvoiceExportFileName(query.daysAfterCreation, ctx.today()), csv: spreadsheetCsv(INVOICE_EXPORT_COLUMNS, records) };
}

/** GET admin/certificate-list: one page of the posting periods created in the last N days, by creation. */
export async function listAdminCertificates(ctx: ServiceContext, query: AdminDocumentsPageQuery): Promise<AdminCertificatesPage> {
  const where = gte(postingPeriods.createdAt, createdSince(ctx, query.daysAfterCreation));
  const order = ordered(query.order, postingPeriods.createdAt, postingPeriods.id);
  // The page's ids from posting_periods_created_at_idx alone (migration 0008), then their rows.
  const pageIds = ctx.db.select({ id: postingPeriods.id }).from(postingPeriods).where(where).orderBy(...order).limit(query.pageSize).offset(offsetOf(query));
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(postingPeriods).where(where),
    ctx.db
      .select({
        periodId: postingPeriods.id,
        businessId: posts.id,
        reference: posts.reference,
        activityHeading: posts.activityHeading,
        userCompany: sql<string>`coalesce(${postingPeriods.invoiceCompanyName}, ${users.company})`,
        forenames: users.forenames,
        surname: users.surname,
        createdDate: londonDateOf(postingPeriods.createdAt),
        startDate: postingPeriods.startDate,
        endDate: postingPeriods.endDate,
      })
      .from(postingPeriods)
      .innerJoin(posts, eq(posts.id, postingPeriods.postId))
      .innerJoin(users, eq(users.id, posts.createdBy))
      .where(inArray(postingPeriods.id, pageIds))
      .orderBy(...order),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    certificateList: rows,
    totalCount,
    roundedPageCount: roundedPageCount(totalCount, query.pageSize),
  };
}
