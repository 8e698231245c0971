import { z } from 'zod';
import { BENEFICIAL_OWNER_MIN_SHARE, BENEFICIAL_OWNERS_MAX, DECISION_REASON_MAX_LENGTH, SCREENING_DECISION_MESSAGES, SCREENING_DECISIONS, SCREENING_MESSAGES } from '../deal-room/screening';
import { freeText, id, idParam, NAME_MAX_LENGTH, requiredText } from './fields';

/**
 * One beneficial owner: name, country, date of birth if known, share of 25% or more. Country is a
 * country label's code (`RU`) or its name (`Russia`, any case: what clients sent before the form
 * offered a list); the server refuses one that is neither and stores the label's name.
 */
export const beneficialOwnerSchema = z.object({
  Name: requiredText('Name', NAME_MAX_LENGTH),
  Country: requiredText('Country', NAME_MAX_LENGTH),
  DateOfBirth: z
    .string({ error: SCREENING_MESSAGES.dateOfBirthInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, SCREENING_MESSAGES.dateOfBirthInvalid)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), SCREENING_MESSAGES.dateOfBirthInvalid)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value || null),
  SharePercent: z
    .number({ error: SCREENING_MESSAGES.shareRequired })
    .min(BENEFICIAL_OWNER_MIN_SHARE, SCREENING_MESSAGES.shareTooLow)
    .max(100, SCREENING_MESSAGES.shareTooHigh),
});
export type BeneficialOwnerInput = z.input<typeof beneficialOwnerSchema>;

/** `PUT buyer/beneficial-owners {Owners}`: the whole list of the buyer's beneficial owners (empty: none). */
export const beneficialOwnersRequestSchema = z.object({
  Owners: z.array(beneficialOwnerSchema, { error: 'Owners must be a list' }).max(BENEFICIAL_OWNERS_MAX, SCREENING_MESSAGES.tooManyOwners),
});
export type BeneficialOwnersRequest = z.input<typeof beneficialOwnersRequestSchema>;

/** `GET seller/deal-room-buyer-screening?id&BuyerId`. */
export const buyerScreeningQuerySchema = z.object({ id: idParam('Unknown post'), BuyerId: idParam('Unknown buyer') });

/**
 * `POST seller/deal-room-screening-decision?id {BuyerId, MatchId, Decision, Reason}`: the
 * practitioner's decision on one possible match; a reason is required for not the same person.
 */
export const screeningDecisionRequestSchema = z
  .object({
    BuyerId: id('Unknown buyer'),
    MatchId: id('Unknown possible match'),
    Decision: z.enum(SCREENING_DECISIONS, { error: SCREENING_DECISION_MESSAGES.decisionRequired }),
    Reason: freeText('Reason', DECISION_REASON_MAX_LENGTH)
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : null)),
  })
  .superRefine((value, issues) => {
    if (value.Decision === 'not_same_person' && !value.Reason) issues.addIssue({ code: 'custom', path: ['Reason'], message: SCREENING_DECISION_MESSAGES.reasonRequired });
  });
export type ScreeningDecisionRequest = z.input<typeof screeningDecisionRequestSchema>;

/** `GET seller/deal-room-ofsi-report?id&BuyerId`: the draft report to OFSI of a buyer's true match. */
export const ofsiReportQuerySchema = buyerScreeningQuerySchema;
