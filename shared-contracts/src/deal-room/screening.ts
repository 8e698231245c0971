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
  countryUnknown: 'Choose a country from the list',
  countryUnknownOf: (owner: number, given: string) => `Country of owner ${owner}: "${given}" is not a country in the list; choose one from the list`,
} as const;

/**
 * A country as a buyer or an older client wrote it, for finding it among the country labels:
 * case, diacritics, apostrophes and spacing set aside (`cote d'ivoire` is `Côte d’Ivoire`).
 */
export function countryTextKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The label of a country given by its code (any case) or its name (as `countryTextKey` compares), or undefined. */
export function findCountryLabel<C extends { code: string; name: string }>(countries: readonly C[], given: string): C | undefined {
  const code = given.trim().toUpperCase();
  const key = countryTextKey(given);
  return countries.find((country) => country.code.toUpperCase() === code) ?? countries.find((country) => countryTextKey(country.name) === key);
}

/** The practitioner's decision on a possible match (issue 56, part 3). */
export const SCREENING_DECISIONS = ['not_same_person', 'true_match'] as const;
export type ScreeningDecisionKind = (typeof SCREENING_DECISIONS)[number];
export const SCREENING_DECISION_LABELS: Record<ScreeningDecisionKind, string> = {
  not_same_person: 'Not the same person',
  true_match: 'True match',
};
export const DECISION_REASON_MAX_LENGTH = 1000;

/** Where a buyer's checks against the UK Sanctions List stand in one deal room (the Buyers table's Checks column). */
export const SCREENING_STATUSES = ['not_screened', 'clear', 'possible_match', 'confirmed_match'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];
export const SCREENING_STATUS_LABELS: Record<ScreeningStatus, string> = {
  not_screened: 'Not screened',
  clear: 'Clear',
  possible_match: 'Possible match',
  confirmed_match: 'Confirmed match',
};

export const SCREENING_DECISION_MESSAGES = {
  decisionRequired: 'Choose not the same person or true match',
  reasonRequired: 'Say why this is not the same person',
  decided: 'Your decision was recorded.',
  trueMatchDecided: "Your decision was recorded. The buyer's access to this deal room is paused; a draft report to OFSI is ready to download.",
  matchNotFound: "This possible match is not in the buyer's latest screening.",
  alreadyDecided: 'A decision on this possible match was already recorded.',
  noTrueMatch: 'There is no true match for this buyer in this deal room.',
} as const;

/** Why an offer cannot be accepted while the buyer's screening is not clear against the list in force. */
export const SCREENING_ACCEPT_MESSAGES = {
  noListInForce: 'No UK Sanctions List is in force, so the buyer cannot be screened: Admin imports the list before an offer can be accepted.',
  notScreened: 'The buyer has not been screened against the UK Sanctions List in force. Try again in a moment.',
  undecided: (count: number) =>
    `The buyer's screening has ${count} possible match${count === 1 ? '' : 'es'} on the UK Sanctions List with no decision: record a decision on ${count === 1 ? 'it' : 'each'} in the buyer's checks before accepting their offer.`,
  confirmedMatch: "The buyer is a confirmed match on the UK Sanctions List: their offer cannot be accepted, and their access to this deal room is paused.",
} as const;

/** A beneficial owner as the buyer declared them. */
export interface BeneficialOwner {
  id: number;
  name: string;
  /** The country's name as stored: a country label's name, or the free text saved before owners chose from the list. */
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
  /** The practitioner's decision in this deal room (null: none yet); carried over from an earlier run for the same subject and Unique ID. */
  decision?: ScreeningDecisionView | null;
}

export interface ScreeningDecisionView {
  decision: ScreeningDecisionKind;
  reason: string | null;
  decidedAt: string;
  decidedBy: string;
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
  /** Where the buyer's checks stand in this deal room (decisions and the list in force counted). */
  status?: ScreeningStatus;
}

/** `GET seller/deal-room-screening-statuses?id`: each buyer's checks status in a post's deal room. */
export interface BuyerScreeningStatus {
  buyerId: number;
  status: ScreeningStatus;
}
