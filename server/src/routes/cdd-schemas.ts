import { z } from 'zod';
import {
  CDD_FUNDS_SOURCES,
  CDD_IDENTITY_DOCUMENTS,
  CDD_IDENTITY_METHODS,
  CDD_ITEMS,
  CDD_RISK_RATINGS,
  CDD_STATES,
  type BuyerCdd,
  type CddItem,
  type CddStatus,
  type SellerCdd,
} from '@insolvency/shared-contracts/deal-room';
import { beneficialOwnerSchema } from './screening-schemas';

const item = z.enum(Object.keys(CDD_ITEMS) as [CddItem, ...CddItem[]]);

const buyerPartSchema = z.object({
  sourceOfFunds: z.enum(CDD_FUNDS_SOURCES).nullable(),
  fundsStatement: z.string().nullable(),
  companyNumber: z.string().nullable(),
  politicallyExposed: z.boolean().nullable(),
  politicalExposureDetails: z.string().nullable(),
  ownersConfirmedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});

/** The buyer's own part of their CDD for a sale and what of it is missing. */
export const buyerCddSchema = z.object({
  postId: z.number().int(),
  required: z.boolean(),
  buyer: buyerPartSchema,
  owners: z.array(beneficialOwnerSchema),
  ownersChangedSinceConfirmed: z.boolean(),
  missing: z.array(item),
}) satisfies z.ZodType<BuyerCdd>;

/** One buyer's whole CDD record for a sale, as the practitioner reads it. */
export const sellerCddSchema = z.object({
  postId: z.number().int(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  company: z.string(),
  required: z.boolean(),
  offReason: z.string().nullable(),
  status: z.enum(CDD_STATES),
  missing: z.array(item),
  buyer: buyerPartSchema,
  owners: z.array(beneficialOwnerSchema),
  ownersChangedSinceConfirmed: z.boolean(),
  proofOfFundsOnOffer: z.boolean(),
  practitioner: z.object({
    identityMethod: z.enum(CDD_IDENTITY_METHODS).nullable(),
    identityDocument: z.enum(CDD_IDENTITY_DOCUMENTS).nullable(),
    identityDocumentDetail: z.string().nullable(),
    identityVerifiedOn: z.string().nullable(),
    identityVerifiedBy: z.string().nullable(),
    fundsEvidence: z.string().nullable(),
    riskRating: z.enum(CDD_RISK_RATINGS).nullable(),
    riskReasons: z.string().nullable(),
    enhancedMeasures: z.string().nullable(),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  }),
  canEdit: z.boolean(),
}) satisfies z.ZodType<SellerCdd>;

export const cddStatusSchema = z.object({ buyerId: z.number().int(), status: z.enum(CDD_STATES), missing: z.array(item) }) satisfies z.ZodType<CddStatus>;
