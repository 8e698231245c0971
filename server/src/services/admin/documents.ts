import { asc, count, desc, eq, gte, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  londonToday,
  roundedPageCount,
  VAT_RATE,
  type AdminCertificatesPage,
  type AdminInvoiceSort,
  type AdminInvoicesPage,
  type SortOrder,
} from '@insolvency/shared-contracts';
import { invoices, postingPeriods, posts, users } from '../../db/schema';
import { documentRows } from '../billing/seller-documents';
import type { ServiceContext } from '../context';

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

/** GET admin/invoice-list: one page of the invoices created in the last N days, sorted and paged in SQL. */
export async function listAdminInvoices(ctx: ServiceContext, query: AdminInvoicesPageQuery): Promise<AdminInvoicesPage> {
  const where = gte(invoices.createdAt, createdSince(ctx, query.daysAfterCreation));
  const [total] = await ctx.db.select({ n: count() }).from(invoices).where(where);
  const rows = await documentRows(ctx)
    .where(where)
    .orderBy(...ordered(query.order, INVOICE_SORT_COLUMNS[query.sort], invoices.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const totalCount = Number(total?.n ?? 0);
  return {
    invoiceList: rows.map(({ invoice, period, post, owner }) => ({
      invoiceId: invoice.id,
      businessId: post.id,
      periodId: period.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      forenames: owner.forenames,
      surname: owner.surname,
      company: period.invoiceCompanyName ?? owner.company,
      createdDate: londonToday(invoice.createdAt),
      startDate: period.startDate,
      endDate: period.endDate,
      totalDays: invoice.totalDays,
      priceRate: invoice.priceRate,
      vat: VAT_RATE,
      totalPrice: invoice.totalPrice,
    })),
    totalCount,
    roundedPageCount: roundedPageCount(totalCount, query.pageSize),
  };
}

/** GET admin/certificate-list: one page of the posting periods created in the last N days, by creation. */
export async function listAdminCertificates(ctx: ServiceContext, query: AdminDocumentsPageQuery): Promise<AdminCertificatesPage> {
  const where = gte(postingPeriods.createdAt, createdSince(ctx, query.daysAfterCreation));
  const [total] = await ctx.db.select({ n: count() }).from(postingPeriods).where(where);
  const rows = await ctx.db
    .select({ period: postingPeriods, post: posts, owner: users })
    .from(postingPeriods)
    .innerJoin(posts, eq(posts.id, postingPeriods.postId))
    .innerJoin(users, eq(users.id, posts.createdBy))
    .where(where)
    .orderBy(...ordered(query.order, postingPeriods.createdAt, postingPeriods.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const totalCount = Number(total?.n ?? 0);
  return {
    certificateList: rows.map(({ period, post, owner }) => ({
      periodId: period.id,
      businessId: post.id,
      reference: post.reference,
      activityHeading: post.activityHeading,
      userCompany: period.invoiceCompanyName ?? owner.company,
      forenames: owner.forenames,
      surname: owner.surname,
      createdDate: londonToday(period.createdAt),
      startDate: period.startDate,
      endDate: period.endDate,
    })),
    totalCount,
    roundedPageCount: roundedPageCount(totalCount, query.pageSize),
  };
}
