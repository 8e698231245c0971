import { z } from 'zod';
import {
  CDD_COMPANY_NUMBER_MAX_LENGTH,
  CDD_DOCUMENT_DETAIL_MAX_LENGTH,
  CDD_EARLIEST_DATE,
  CDD_FUNDS_SOURCES,
  CDD_IDENTITY_DOCUMENTS,
  CDD_IDENTITY_METHODS,
  CDD_MESSAGES,
  CDD_NOTE_MAX_LENGTH,
  CDD_OFF_REASON_MAX_LENGTH,
  CDD_RISK_RATINGS,
  CDD_STATEMENT_MAX_LENGTH,
} from '../deal-room/cdd';
import { freeText, id, idParam, NAME_MAX_LENGTH, optionalText, requiredFreeText } from './fields';

/** Empty or missing: null; a form's select and text fields send ''. */
const emptyToNull = <T>(value: T | '' | null | undefined): T | null => (value === '' || value === undefined ? null : value);

/** One of `values`, or nothing ('' or null or absent). */
function optionalChoice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z
    .enum(values, { error: `${label} must be one of ${values.join(', ')}` })
    .or(z.literal(''))
    .nullish()
    .transform((value) => emptyToNull(value));
}

/** Free text that may be left empty (null then). */
function optionalFreeText(label: string, max: number) {
  return freeText(label, max)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));
}

/** A `YYYY-MM-DD` date that exists, from CDD_EARLIEST_DATE on (the server also refuses one after today), or nothing. */
const optionalDate = z
  .string({ error: CDD_MESSAGES.dateInvalid })
  .trim()
  .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, CDD_MESSAGES.dateInvalid)
  .refine((value) => value === '' || (!Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)), CDD_MESSAGES.dateInvalid)
  .refine((value) => value === '' || value >= CDD_EARLIEST_DATE, CDD_MESSAGES.dateTooEarly)
  .nullish()
  .transform((value) => value || null);

/**
 * `PUT buyer/deal-room-cdd?id {SourceOfFunds, FundsStatement, CompanyNumber?, PoliticallyExposed,
 * PoliticalExposureDetails?, ConfirmOwners}`: the buyer's part of their CDD for the sale: where
 * the money comes from in their words, the company number when buying for a company, whether they
 * or an owner are politically exposed (who and their role if so), and their confirmation that the
 * beneficial owners they declared are complete and correct.
 */
export const buyerCddRequestSchema = z
  .object({
    SourceOfFunds: z.enum(CDD_FUNDS_SOURCES, { error: CDD_MESSAGES.fundsSourceRequired }),
    FundsStatement: requiredFreeText('Source of funds statement', CDD_STATEMENT_MAX_LENGTH),
    CompanyNumber: optionalText('Company number', CDD_COMPANY_NUMBER_MAX_LENGTH),
    PoliticallyExposed: z.boolean({ error: 'Say whether anyone is politically exposed' }),
    PoliticalExposureDetails: optionalFreeText('Politically exposed persons', CDD_NOTE_MAX_LENGTH),
    ConfirmOwners: z.literal(true, { error: CDD_MESSAGES.ownersConfirmRequired }),
  })
  .superRefine((value, issues) => {
    if (value.PoliticallyExposed && !value.PoliticalExposureDetails) issues.addIssue({ code: 'custom', path: ['PoliticalExposureDetails'], message: CDD_MESSAGES.exposureDetailsRequired });
  });
export type BuyerCddRequest = z.input<typeof buyerCddRequestSchema>;

/**
 * `PUT seller/deal-room-cdd?id {BuyerId, Identity…, FundsEvidence?, RiskRating?, RiskReasons?,
 * EnhancedMeasures?}`: the practitioner's part, saved whole and possibly partly filled. The
 * identity check is recorded whole or not at all (how, which document, when, by whom); a risk
 * rating needs its reasons, a high one the enhanced measures taken.
 */
export const sellerCddRequestSchema = z
  .object({
    BuyerId: id('Unknown buyer'),
    IdentityMethod: optionalChoice('How the identity was verified', CDD_IDENTITY_METHODS),
    IdentityDocument: optionalChoice('Document', CDD_IDENTITY_DOCUMENTS),
    IdentityDocumentDetail: optionalText('Document details', CDD_DOCUMENT_DETAIL_MAX_LENGTH),
    IdentityVerifiedOn: optionalDate,
    IdentityVerifiedBy: optionalText('Verified by', NAME_MAX_LENGTH),
    FundsEvidence: optionalFreeText('Source-of-funds evidence', CDD_NOTE_MAX_LENGTH),
    RiskRating: optionalChoice('Risk rating', CDD_RISK_RATINGS),
    RiskReasons: optionalFreeText('Reasons for the rating', CDD_NOTE_MAX_LENGTH),
    EnhancedMeasures: optionalFreeText('Enhanced due diligence measures', CDD_NOTE_MAX_LENGTH),
  })
  .superRefine((value, issues) => {
    const identity = { IdentityMethod: value.IdentityMethod, IdentityDocument: value.IdentityDocument, IdentityVerifiedOn: value.IdentityVerifiedOn, IdentityVerifiedBy: value.IdentityVerifiedBy };
    const given = Object.values(identity).some((field) => field !== null);
    if (given) {
      for (const [field, fieldValue] of Object.entries(identity)) if (fieldValue === null) issues.addIssue({ code: 'custom', path: [field], message: CDD_MESSAGES.identityIncomplete });
    }
    if (value.IdentityDocument === 'other' && !value.IdentityDocumentDetail) issues.addIssue({ code: 'custom', path: ['IdentityDocumentDetail'], message: CDD_MESSAGES.documentDetailRequired });
    if (value.RiskRating && !value.RiskReasons) issues.addIssue({ code: 'custom', path: ['RiskReasons'], message: CDD_MESSAGES.riskReasonsRequired });
    if (value.RiskRating === 'high' && !value.EnhancedMeasures) issues.addIssue({ code: 'custom', path: ['EnhancedMeasures'], message: CDD_MESSAGES.enhancedRequired });
  });
export type SellerCddRequest = z.input<typeof sellerCddRequestSchema>;

/** `?id=<postId>&BuyerId=` of the practitioner's CDD calls. */
export const cddQuerySchema = z.object({ id: idParam('Unknown post'), BuyerId: idParam('Unknown buyer') });

/**
 * The deal-room settings' CDD fields (`PUT seller/deal-room`), both optional so that an earlier
 * payload still passes: `CddRequired` absent leaves the requirement as it is; false needs the
 * reason (a sale under the regulations' threshold), which the trail and the SIP 16 evidence show.
 */
export const cddSettingFields = {
  CddRequired: z.boolean({ error: 'CDD required must be true or false' }).optional(),
  CddOffReason: optionalFreeText('Reason CDD is not required', CDD_OFF_REASON_MAX_LENGTH),
};
