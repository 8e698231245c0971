/*
 * Customer due diligence (CDD) on a buyer, per sale (issue 56, part 3): what the buyer gives
 * before an offer (their source of funds, whether they are politically exposed, their confirmed
 * beneficial owners) and what the practitioner completes (identity verified, source-of-funds
 * evidence, a risk rating with reasons). Types, limits, labels and messages; the request schemas
 * are in `../schemas/cdd`.
 */
import type { BeneficialOwner } from './screening';

export const CDD_FUNDS_SOURCES = ['trading_income', 'savings', 'sale_of_assets', 'bank_loan', 'investor', 'group_funds', 'other'] as const;
export type CddFundsSource = (typeof CDD_FUNDS_SOURCES)[number];
export const CDD_FUNDS_SOURCE_LABELS: Record<CddFundsSource, string> = {
  trading_income: 'Income from trading',
  savings: 'Savings or personal wealth',
  sale_of_assets: 'Sale of a business, property or other assets',
  bank_loan: 'Bank loan or other lending',
  investor: 'Investment from others (equity)',
  group_funds: 'Funds of a parent or group company',
  other: 'Other (described below)',
};

export const CDD_IDENTITY_METHODS = ['in_person', 'electronic', 'certified_copy'] as const;
export type CddIdentityMethod = (typeof CDD_IDENTITY_METHODS)[number];
export const CDD_IDENTITY_METHOD_LABELS: Record<CddIdentityMethod, string> = {
  in_person: 'In person, original document seen',
  electronic: 'Electronic identity check',
  certified_copy: 'Certified copy of a document',
};

export const CDD_IDENTITY_DOCUMENTS = ['passport', 'driving_licence', 'national_identity_card', 'residence_permit', 'other'] as const;
export type CddIdentityDocument = (typeof CDD_IDENTITY_DOCUMENTS)[number];
export const CDD_IDENTITY_DOCUMENT_LABELS: Record<CddIdentityDocument, string> = {
  passport: 'Passport',
  driving_licence: 'Photocard driving licence',
  national_identity_card: 'National identity card',
  residence_permit: 'Biometric residence permit',
  other: 'Other (described)',
};

export const CDD_RISK_RATINGS = ['low', 'medium', 'high'] as const;
export type CddRiskRating = (typeof CDD_RISK_RATINGS)[number];
export const CDD_RISK_RATING_LABELS: Record<CddRiskRating, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** `not_required`: the practitioner turned the requirement off for the deal room (with a reason). */
export const CDD_STATES = ['complete', 'incomplete', 'not_required'] as const;
export type CddState = (typeof CDD_STATES)[number];
export const CDD_STATE_LABELS: Record<CddState, string> = { complete: 'CDD complete', incomplete: 'CDD items missing', not_required: 'CDD not required' };

export const CDD_STATEMENT_MAX_LENGTH = 2000;
export const CDD_NOTE_MAX_LENGTH = 2000;
export const CDD_OFF_REASON_MAX_LENGTH = 500;
export const CDD_COMPANY_NUMBER_MAX_LENGTH = 20;
export const CDD_DOCUMENT_DETAIL_MAX_LENGTH = 100;
/** The earliest date an identity check can be recorded as made on. */
export const CDD_EARLIEST_DATE = '2000-01-01';

/** What may be missing from a buyer's CDD, as the 409 and the forms name it. */
export const CDD_ITEMS = {
  fundsStatement: "the buyer's source of funds",
  ownersConfirmed: "the buyer's confirmation of their beneficial owners",
  ownersChanged: 'a new confirmation of the beneficial owners (they changed since the buyer confirmed them)',
  identity: "verification of the buyer's identity",
  fundsEvidence: 'source-of-funds evidence (a proof of funds on their offer, or a note of what was seen)',
  riskRating: 'a risk rating with reasons',
} as const;
export type CddItem = keyof typeof CDD_ITEMS;

export const CDD_MESSAGES = {
  buyerSaved: 'Your details for the practitioner were saved.',
  practitionerSaved: 'Customer due diligence saved.',
  incomplete: (buyerName: string, missing: readonly CddItem[]) =>
    `This offer cannot be accepted yet: customer due diligence on ${buyerName} is incomplete. Missing: ${missing.map((item) => CDD_ITEMS[item]).join('; ')}.`,
  /** A buyer's offer refused (409) while the deal room requires CDD and their own part is missing. */
  buyerPartBeforeOffer: (missing: readonly CddItem[]) =>
    `Before you make or replace an offer, give the practitioner your details for customer due diligence (in this deal room's Your details for the practitioner section). Missing: ${missing.map((item) => CDD_ITEMS[item]).join('; ')}.`,
  offReasonRequired: 'Give the reason CDD is not needed for this sale (for example, a sale under the regulations’ threshold)',
  ownersConfirmRequired: 'Confirm that the beneficial owners listed are complete and correct',
  exposureDetailsRequired: 'Say who is politically exposed and their role',
  fundsSourceRequired: 'Choose where the money for the purchase comes from',
  identityIncomplete: 'Record how, with which document, when and by whom the identity was verified, or none of these',
  documentDetailRequired: 'Describe the document seen',
  dateInvalid: 'Date must be a date (YYYY-MM-DD)',
  dateFuture: 'The date cannot be in the future',
  dateTooEarly: `The date cannot be before ${CDD_EARLIEST_DATE.slice(0, 4)}`,
  riskReasonsRequired: 'Give the reasons for the risk rating',
  enhancedRequired: 'A high risk needs the enhanced due diligence measures taken',
  notInDealRoom: 'This buyer has not expressed interest in this post.',
  adminReadOnly: 'Admin can read customer due diligence but not change it.',
} as const;

/** The buyer's own part of their CDD for one sale. */
export interface CddBuyerPart {
  sourceOfFunds: CddFundsSource | null;
  fundsStatement: string | null;
  companyNumber: string | null;
  politicallyExposed: boolean | null;
  politicalExposureDetails: string | null;
  /** When the buyer last confirmed their beneficial owners (null: never). */
  ownersConfirmedAt: string | null;
  submittedAt: string | null;
}

/** What the practitioner records. */
export interface CddPractitionerPart {
  identityMethod: CddIdentityMethod | null;
  identityDocument: CddIdentityDocument | null;
  identityDocumentDetail: string | null;
  identityVerifiedOn: string | null;
  identityVerifiedBy: string | null;
  fundsEvidence: string | null;
  riskRating: CddRiskRating | null;
  riskReasons: string | null;
  enhancedMeasures: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** `GET buyer/deal-room-cdd?id`: what the buyer gives, and which of their items is still missing (never the practitioner's part). */
export interface BuyerCdd {
  postId: number;
  required: boolean;
  buyer: CddBuyerPart;
  owners: BeneficialOwner[];
  /** Their owners changed since they confirmed them. */
  ownersChangedSinceConfirmed: boolean;
  missing: CddItem[];
}

/** `GET seller/deal-room-cdd?id&BuyerId`: the whole record, for the practitioner selling the post. */
export interface SellerCdd {
  postId: number;
  buyerId: number;
  buyerName: string;
  company: string;
  required: boolean;
  offReason: string | null;
  status: CddState;
  missing: CddItem[];
  buyer: CddBuyerPart;
  owners: BeneficialOwner[];
  ownersChangedSinceConfirmed: boolean;
  /** The buyer's latest offer names a proof of funds (evidence of the source of funds). */
  proofOfFundsOnOffer: boolean;
  practitioner: CddPractitionerPart;
  canEdit: boolean;
}

/** `GET seller/deal-room-cdd-statuses?id`: each interested buyer's CDD state, for the Buyers table. */
export interface CddStatus {
  buyerId: number;
  status: CddState;
  missing: CddItem[];
}
