/**
 * Screening buyers against the UK Sanctions List (issue 56, part 2): the beneficial owners a
 * buyer declares and the results the practitioner reads. Types, limits and messages only; the
 * request schemas are in `./schemas/screening`.
 */

/** An owner is declared from this share of the company (or its voting rights) up. */
export const BENEFICIAL_OWNER_MIN_SHARE = 25;
export const BENEFICIAL_OWNERS_MAX = 10;

export const SCREENING_MESSAGES = {
  ownersSaved: 'Your beneficial owners were saved.',
  shareTooLow: `Declare owners of ${BENEFICIAL_OWNER_MIN_SHARE}% or more`,
  shareTooHigh: 'A share cannot be more than 100%',
  shareRequired: 'Share is required',
  tooManyOwners: `Declare at most ${BENEFICIAL_OWNERS_MAX} beneficial owners`,
  dateOfBirthInvalid: 'Date of birth must be a date (YYYY-MM-DD)',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  buyerNotFound: 'This buyer has not expressed interest in this post.',
} as const;

/** A beneficial owner as the buyer declared them. */
export interface BeneficialOwner {
  id: number;
  name: string;
  country: string;
  dateOfBirth: string | null;
  sharePercent: number;
}

export const SCREENING_RESULTS = ['not_screened', 'clear', 'possible_match'] as const;
export type ScreeningResult = (typeof SCREENING_RESULTS)[number];
export type ScreenedSubjectKind = 'buyer' | 'company' | 'owner';

/** A possible match of the buyer's latest screening: who was screened, the list entry, the scores and why. */
export interface ScreeningMatchView {
  id: number;
  subjectKind: ScreenedSubjectKind;
  subjectName: string;
  /** The list's Unique ID and the entry's names, type, regime, dates of birth and nationalities. */
  uniqueId: string;
  matchedName: string;
  nameType: string;
  entityType: string;
  regime: string;
  datesOfBirth: string[];
  nationalities: string[];
  nameScore: number;
  score: number;
  reasons: string[];
}

/** `GET seller/deal-room-buyer-screening?id&BuyerId`: a buyer's latest screening in the deal room of a post. */
export interface BuyerScreening {
  buyerId: number;
  result: ScreeningResult;
  screenedAt: string | null;
  /** Why the latest run ran: `nda_accepted`, `offer`, `details_changed` or `list_version`. */
  reason: string | null;
  list: { versionId: number; publishedOn: string; inForce: boolean } | null;
  subjects: Array<{ kind: ScreenedSubjectKind; name: string; country: string | null; dateOfBirth: string | null; sharePercent: number | null }>;
  matches: ScreeningMatchView[];
}
