import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  londonToday,
  ROLES,
  VAT_RATE,
  type Certificate,
  type CertificateListItem,
  type Invoice,
  type InvoiceListItem,
} from '@insolvency/shared-contracts';
import { expressionsOfInterest, invoices, postingPeriods, posts, userAddresses, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { serializePosts } from '../posts/post-serializer';

export const INVOICE_NOT_FOUND_MESSAGE = 'This invoice does not exist or is not yours.';
export const CERTIFICATE_NOT_FOUND_MESSAGE = 'This certificate does not exist or is not yours.';

/** A seller reads the documents of their own posts; Admin any. */
const ownedBy = (caller: AuthUser): SQL | undefined => (caller.role === ROLES.admin ? undefined : eq(posts.createdBy, caller.id));

/** Invoices with their period, post, owner and owner's address (also admin/invoice-list). */
export const documentRows = (ctx: ServiceContext) =>
  ctx.db
    .select({ invoice: invoices, period: postingPeriods, post: posts, owner: users, address: userAddresses })
    .from(invoices)
    .innerJoin(postingPeriods, eq(postingPeriods.id, invoices.periodId))
    .innerJoin(posts, eq(posts.id, postingPeriods.postId))
    .innerJoin(users, eq(users.id, posts.createdBy))
    .leftJoin(userAddresses, eq(userAddresses.userId, users.id));

/** GET seller/invoice?id: the invoice with its figures as frozen when it was issued. */
export async function getInvoice(ctx: ServiceContext, caller: AuthUser, invoiceId: number): Promise<Invoice> {
  const [row] = await documentRows(ctx).where(and(eq(invoices.id, invoiceId), ownedBy(caller)));
  if (!row) throw new AppError(404, INVOICE_NOT_FOUND_MESSAGE);
  const { invoice, period, post, owner, address } = row;
  return {
    invoiceId: invoice.id,
    businessId: post.id,
    periodId: period.id,
    reference: post.reference,
    activityHeading: post.activityHeading,
    forenames: owner.forenames,
    surname: owner.surname,
    company: period.invoiceCompanyName ?? owner.company,
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? null,
    addressLine3: address?.addressLine3 ?? null,
    townCity: address?.townCity ?? '',
    county: address?.county ?? null,
    postcode: address?.postcode ?? '',
    createdDate: londonToday(invoice.createdAt),
    dueDate: invoice.dueDate,
    startDate: period.startDate,
    endDate: period.endDate,
    totalDays: invoice.totalDays,
    priceRate: invoice.priceRate,
    vatRate: VAT_RATE,
    supplier: ctx.config.supplier,
    calculatedInformation: {
      first28Q: invoice.first28Quantity,
      first28Amount: invoice.first28Amount,
      further28Q: invoice.further28Quantity,
      further28Amount: invoice.further28Amount,
      subTotal: invoice.subTotal,
      vatAmount: invoice.vatAmount,
      totalPrice: invoice.totalPrice,
    },
  };
}

/** GET seller/invoice-list: the caller's invoices, newest first. */
export async function listInvoices(ctx: ServiceContext, caller: AuthUser): Promise<InvoiceListItem[]> {
  const rows = await documentRows(ctx)
    .where(eq(posts.createdBy, caller.id))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(({ invoice, period, post }) => ({
    invoiceId: invoice.id,
    businessId: post.id,
    reference: post.reference,
    activityHeading: post.activityHeading,
    createdDate: londonToday(invoice.createdAt),
    startDate: period.startDate,
    endDate: period.endDate,
    totalPrice: invoice.totalPrice,
  }));
}

/** GET seller/certificate-list: the caller's posting periods, newest first. */
export async function listCertificates(ctx: ServiceContext, caller: AuthUser): Promise<CertificateListItem[]> {
  const rows = await ctx.db
    .select({ period: postingPeriods, post: posts })
    .from(postingPeriods)
    .innerJoin(posts, eq(posts.id, postingPeriods.postId))
    .where(eq(posts.createdBy, caller.id))
    .orderBy(desc(postingPeriods.createdAt), desc(postingPeriods.id));
  return rows.map(({ period, post }) => ({
    periodId: period.id,
    businessId: post.id,
    reference: post.reference,
    activityHeading: post.activityHeading,
    createdDate: londonToday(period.createdAt),
    startDate: period.startDate,
    endDate: period.endDate,
  }));
}

/**
 * GET seller/certificate?id (periodId): that the post was on the marketplace from start to
 * end, what it said, how many matching buyers were e-mailed and how many expressed interest.
 */
export async function getCertificate(ctx: ServiceContext, caller: AuthUser, periodId: number): Promise<Certificate> {
  const [row] = await ctx.db
    .select({ period: postingPeriods, post: posts, owner: users })
    .from(postingPeriods)
    .innerJoin(posts, eq(posts.id, postingPeriods.postId))
    .innerJoin(users, eq(users.id, posts.createdBy))
    .where(and(eq(postingPeriods.id, periodId), ownedBy(caller)));
  if (!row) throw new AppError(404, CERTIFICATE_NOT_FOUND_MESSAGE);
  const { period, post, owner } = row;
  const [detail] = await serializePosts(ctx, [post.id], { today: ctx.today(), viewer: null });
  const [interest] = await ctx.db.select({ n: count() }).from(expressionsOfInterest).where(eq(expressionsOfInterest.postId, post.id));
  return {
    periodId: period.id,
    businessId: post.id,
    startDate: period.startDate,
    endDate: period.endDate,
    createdDate: londonToday(period.createdAt),
    userCompany: period.invoiceCompanyName ?? owner.company,
    invoice: { businessId: post.id, reference: post.reference, forenames: owner.forenames, surname: owner.surname },
    business: {
      activityHeading: detail.activityHeading,
      businessStatus: detail.businessStatus,
      tradingStatus: detail.tradingStatus,
      businessPostingCategory: [
        ...detail.primaryCategory.map((c) => ({ description: c.description, primaryCategory: true })),
        ...detail.categories.map((c) => ({ description: c.description, primaryCategory: false })),
      ],
      businessPostingLocation: detail.locations.map((l) => l.description),
      businessPostingAsset: detail.assets.map((a) => a.description),
      turnover: detail.turnover,
      employees: detail.employee,
      description: detail.description,
    },
    totalNoOfInterestedPartiesEmailed: period.interestedPartiesEmailed,
    expressedInterestsCount: Number(interest?.n ?? 0),
  };
}
