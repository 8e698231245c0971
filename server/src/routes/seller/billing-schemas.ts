import { z } from 'zod';
import type { Certificate, CertificateListItem, Invoice, InvoiceListItem } from '@insolvency/shared-contracts';

/** Response schemas of the seller's invoices and certificates, for the OpenAPI document. */

const wireDate = z.string().describe('YYYY-MM-DD');

export const invoiceSchema = z.object({
  invoiceId: z.number(),
  businessId: z.number(),
  periodId: z.number(),
  reference: z.string(),
  activityHeading: z.string(),
  forenames: z.string(),
  surname: z.string(),
  company: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  townCity: z.string(),
  county: z.string().nullable(),
  postcode: z.string(),
  createdDate: wireDate,
  dueDate: wireDate,
  startDate: wireDate,
  endDate: wireDate,
  totalDays: z.number(),
  priceRate: z.number(),
  vatRate: z.number(),
  supplier: z.object({ name: z.string(), address: z.string(), vatNumber: z.string() }),
  calculatedInformation: z.object({
    first28Q: z.number(),
    first28Amount: z.number(),
    further28Q: z.number(),
    further28Amount: z.number(),
    subTotal: z.number(),
    vatAmount: z.number(),
    totalPrice: z.number(),
  }),
}) satisfies z.ZodType<Invoice>;

/** What a line of the invoice list and of the certificate list says of the posting period. */
const periodListFields = {
  businessId: z.number(),
  reference: z.string(),
  activityHeading: z.string(),
  createdDate: wireDate,
  startDate: wireDate,
  endDate: wireDate,
};

export const invoiceListSchema = z.array(z.object({ invoiceId: z.number(), ...periodListFields, totalPrice: z.number() }) satisfies z.ZodType<InvoiceListItem>);

export const certificateSchema = z.object({
  periodId: z.number(),
  businessId: z.number(),
  startDate: wireDate,
  endDate: wireDate,
  createdDate: wireDate,
  userCompany: z.string(),
  invoice: z.object({ businessId: z.number(), reference: z.string(), forenames: z.string(), surname: z.string() }),
  business: z.object({
    activityHeading: z.string(),
    businessStatus: z.string(),
    tradingStatus: z.string(),
    businessPostingCategory: z.array(z.object({ description: z.string(), primaryCategory: z.boolean() })),
    businessPostingLocation: z.array(z.string()),
    businessPostingAsset: z.array(z.string()),
    turnover: z.string(),
    employees: z.string(),
    description: z.string(),
  }),
  totalNoOfInterestedPartiesEmailed: z.number(),
  expressedInterestsCount: z.number(),
}) satisfies z.ZodType<Certificate>;

export const certificateListSchema = z.array(z.object({ periodId: z.number(), ...periodListFields }) satisfies z.ZodType<CertificateListItem>);
