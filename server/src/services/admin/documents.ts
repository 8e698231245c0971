import { desc, eq, gte } from 'drizzle-orm';
import { londonToday, VAT_RATE, type AdminCertificateItem, type AdminInvoiceItem } from '@insolvency/shared-contracts';
import { invoices, postingPeriods, posts, users } from '../../db/schema';
import { documentRows } from '../billing/seller-documents';
import type { ServiceContext } from '../context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET admin/invoice-list?daysAfterCreation: invoices created in the last N days, newest first. */
export async function listAdminInvoices(ctx: ServiceContext, days: number): Promise<AdminInvoiceItem[]> {
  const since = new Date(ctx.now().getTime() - days * DAY_MS);
  const rows = await documentRows(ctx)
    .where(gte(invoices.createdAt, since))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(({ invoice, period, post, owner }) => ({
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
  }));
}

/** GET admin/certificate-list?daysAfterCreation: posting periods created in the last N days, newest first. */
export async function listAdminCertificates(ctx: ServiceContext, days: number): Promise<AdminCertificateItem[]> {
  const since = new Date(ctx.now().getTime() - days * DAY_MS);
  const rows = await ctx.db
    .select({ period: postingPeriods, post: posts, owner: users })
    .from(postingPeriods)
    .innerJoin(posts, eq(posts.id, postingPeriods.postId))
    .innerJoin(users, eq(users.id, posts.createdBy))
    .where(gte(postingPeriods.createdAt, since))
    .orderBy(desc(postingPeriods.createdAt), desc(postingPeriods.id));
  return rows.map(({ period, post, owner }) => ({
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
  }));
}
