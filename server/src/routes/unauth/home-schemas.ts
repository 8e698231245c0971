import { z } from 'zod';
import { SITE_STATUS, type ExpressionOfInterest, type HomeStats, type Post } from '@insolvency/shared-contracts';
import { labelOf } from '../label/schemas';

/** The `ExpressionOfInterest` contract as a schema (post detail, the buyer's and the seller's lists). */
export const expressionResponseSchema = z.object({
  expressionId: z.number(),
  businessId: z.number(),
  createdDate: z.string(),
  forenames: z.string(),
  surname: z.string(),
  visibleToInsolvency: z.boolean(),
  viewedByInsolvency: z.boolean(),
  connectedParty: z.boolean().nullable(),
  reference: z.string(),
  profile: z.string(),
  dateExpressed: z.string(),
  activityHeading: z.string(),
  primaryCategory: z.string(),
}) satisfies z.ZodType<ExpressionOfInterest>;

/** The `Post` contract as a schema, for the OpenAPI document. */
export const postResponseSchema = z.object({
  businessId: z.number(),
  reference: z.string(),
  activityHeading: z.string(),
  siteStatus: z.enum(Object.values(SITE_STATUS) as [Post['siteStatus'], ...Post['siteStatus'][]]),
  approved: z.boolean(),
  adminApproved: z.boolean(),
  createdBy: z.number(),
  createdByName: z.string(),
  createdByCompany: z.string(),
  creationDate: z.string(),
  activeStartDate: z.array(z.string()),
  activeEndDate: z.array(z.string()),
  businessStatus: z.string(),
  businessStatusID: z.number(),
  tradingStatus: z.string(),
  tradingStatusID: z.number(),
  locations: z.array(labelOf('locationId')),
  turnover: z.string(),
  turnoverID: z.number(),
  employee: z.string(),
  employeeID: z.number(),
  displayHome: z.boolean(),
  primaryCategory: z.array(labelOf('categoryId')),
  categories: z.array(labelOf('categoryId')),
  assets: z.array(labelOf('assetId')),
  description: z.string(),
  hasExpressedInterest: z.boolean(),
  expressionsOfInterest: z.array(expressionResponseSchema),
  invoice: z.array(z.object({ invoiceId: z.number(), createdDate: z.string() })),
  priceRate: z.number().optional(),
  views: z.object({ total: z.number(), viewers: z.number() }).optional(),
}) satisfies z.ZodType<Post>;

export const homeStatsResponseSchema = z.object({
  livePosts: z.number(),
  interestedParties: z.number(),
  insolvencyPractitioners: z.number(),
  expressionsOfInterest: z.number(),
}) satisfies z.ZodType<HomeStats>;
