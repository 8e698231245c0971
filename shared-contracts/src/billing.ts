import type { PriceBreakdown } from './pricing';

/** The supplier of the listings, as a UK VAT invoice must name it. */
export interface InvoiceSupplier {
  name: string;
  address: string;
  vatNumber: string;
}

/** GET seller/invoice?id: one invoice (spec §3) with what a UK VAT invoice must show. */
export interface Invoice {
  invoiceId: number;
  businessId: number;
  periodId: number;
  reference: string;
  activityHeading: string;
  forenames: string;
  surname: string;
  /** The seller's company, or the name asked for when posting (`useCustomCompanyName`). */
  company: string;
  addressLine1: string;
  addressLine2: string | null;
  addressLine3: string | null;
  townCity: string;
  county: string | null;
  postcode: string;
  createdDate: string;
  dueDate: string;
  startDate: string;
  endDate: string;
  totalDays: number;
  priceRate: number;
  /** 0.2 */
  vatRate: number;
  supplier: InvoiceSupplier;
  calculatedInformation: Omit<PriceBreakdown, 'totalDays'>;
}

/** GET seller/certificate?id (periodId): the evidence that a post was on the marketplace for a period. */
export interface Certificate {
  periodId: number;
  businessId: number;
  startDate: string;
  endDate: string;
  createdDate: string;
  userCompany: string;
  invoice: { businessId: number; reference: string; forenames: string; surname: string };
  business: {
    activityHeading: string;
    businessStatus: string;
    tradingStatus: string;
    businessPostingCategory: { description: string; primaryCategory: boolean }[];
    businessPostingLocation: string[];
    businessPostingAsset: string[];
    turnover: string;
    employees: string;
    description: string;
  };
  totalNoOfInterestedPartiesEmailed: number;
  expressedInterestsCount: number;
}

/** An item of `seller/invoice-list`. */
export interface InvoiceListItem {
  invoiceId: number;
  businessId: number;
  reference: string;
  activityHeading: string;
  createdDate: string;
  startDate: string;
  endDate: string;
  totalPrice: number;
}

/** An item of `seller/certificate-list`. */
export interface CertificateListItem {
  periodId: number;
  businessId: number;
  reference: string;
  activityHeading: string;
  createdDate: string;
  startDate: string;
  endDate: string;
}
