import { z } from 'zod';
import { SCREENING_DECISIONS, SCREENING_STATUSES, type BeneficialOwner, type BuyerScreening, type BuyerScreeningStatus } from '@insolvency/shared-contracts/deal-room';

/** A beneficial owner as the buyer declared them. */
export const beneficialOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  dateOfBirth: z.string().nullable(),
  sharePercent: z.number(),
}) satisfies z.ZodType<BeneficialOwner>;

const subjectKind = z.enum(['buyer', 'company', 'owner']);

/** A buyer's latest screening against the UK Sanctions List, as the practitioner reads it. */
export const buyerScreeningSchema = z.object({
  buyerId: z.number().int(),
  result: z.enum(['not_screened', 'clear', 'possible_match']),
  screenedAt: z.string().nullable(),
  reason: z.string().nullable(),
  list: z.object({ versionId: z.number().int(), publishedOn: z.string(), inForce: z.boolean() }).nullable(),
  subjects: z.array(z.object({ kind: subjectKind, name: z.string(), country: z.string().nullable(), dateOfBirth: z.string().nullable(), sharePercent: z.number().nullable() })),
  matches: z.array(
    z.object({
      id: z.number().int(),
      subjectKind,
      subjectName: z.string(),
      uniqueId: z.string(),
      matchedName: z.string(),
      nameType: z.string(),
      entityType: z.string(),
      regime: z.string(),
      datesOfBirth: z.array(z.string()),
      nationalities: z.array(z.string()),
      nameScore: z.number(),
      score: z.number(),
      reasons: z.array(z.string()),
      decision: z.object({ decision: z.enum(SCREENING_DECISIONS), reason: z.string().nullable(), decidedAt: z.string(), decidedBy: z.string() }).nullable().optional(),
    }),
  ),
  status: z.enum(SCREENING_STATUSES).optional(),
}) satisfies z.ZodType<BuyerScreening>;

/** Each interested buyer's checks status in a post's deal room. */
export const buyerScreeningStatusesSchema = z.array(z.object({ buyerId: z.number().int(), status: z.enum(SCREENING_STATUSES) })) satisfies z.ZodType<BuyerScreeningStatus[]>;
