import { formatDisplayDateTime } from '../dates';
import { formatMoney } from '../pricing';

/*
 * Sealed offers in a post's deal room (issue 32): a closing date and time set by the seller, a
 * buyer's offer and its versions, the register the seller sees once offers are opened, and
 * the offer the seller accepts. Answers, limits and messages shared by the API and the screens.
 */

/** What an offer is for: the business as a going concern, named assets, or both. */
export const OFFER_SCOPES = ['going_concern', 'assets', 'both'] as const;
export type OfferScope = (typeof OFFER_SCOPES)[number];
export const OFFER_SCOPE_LABELS: Record<OfferScope, string> = {
  going_concern: 'The business as a going concern',
  assets: 'Named assets',
  both: 'The business and named assets',
};

/** How the buyer will pay. */
export const OFFER_FUNDINGS = ['cash', 'debt', 'mixed'] as const;
export type OfferFunding = (typeof OFFER_FUNDINGS)[number];
export const OFFER_FUNDING_LABELS: Record<OfferFunding, string> = { cash: 'Cash', debt: 'Debt', mixed: 'Mixed (cash and debt)' };

/** Proofs of funds one buyer may hold on one post that no offer names yet (uploaded within the last day). */
export const PROOF_UNATTACHED_MAX = 3;
/** Their bytes together. */
export const PROOF_UNATTACHED_MAX_BYTES = 50 * 1024 * 1024;

/** The largest offer accepted, in pounds (a mistyped amount rather than a real one beyond it). */
export const OFFER_MAX_POUNDS = 1_000_000_000;
/** Versions one buyer's offer may have (the first and its replacements): each is kept, so they are bounded. */
export const OFFER_MAX_VERSIONS = 20;
export const OFFER_CONDITIONS_MAX_LENGTH = 5000;
export const OFFER_NAMED_ASSETS_MAX_LENGTH = 5000;
/** Longest message sent to the other bidders when an offer is accepted. */
export const OFFER_ACCEPT_MESSAGE_MAX_LENGTH = 1000;

/** A scope that names assets needs them listed. */
export const scopeNamesAssets = (scope: OfferScope) => scope !== 'going_concern';

/** Pence as pounds, e.g. `£1,250,000.00` (GBP, two decimals). */
export function formatPence(pence: number): string {
  return formatMoney(pence / 100);
}

/** Whether offers on a post are still sealed at `now`: a closing time is set and not yet reached. */
export function offersSealed(offersCloseAt: string | Date | null, now: Date): boolean {
  return offersCloseAt !== null && now.getTime() < new Date(offersCloseAt).getTime();
}

/** "2 offers", "1 offer", "No offers yet". */
export function offerCountText(count: number): string {
  if (count === 0) return 'No offers yet';
  return count === 1 ? '1 offer' : `${count} offers`;
}

/** The file a register's CSV is downloaded as: the post reference and the London date. */
export function offerRegisterFileName(reference: string, today: string): string {
  const safe = reference.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'post';
  return `offer-register-${safe}-${today}.csv`;
}

/** A proof-of-funds document as the buyer and seller see it. */
export interface ProofOfFunds {
  fileId: number;
  fileName: string;
  contentType: string;
  byteSize: number;
}

/** One version of an offer: its terms as submitted. */
export interface OfferVersion {
  version: number;
  amountPence: number;
  scope: OfferScope;
  namedAssets: string | null;
  conditions: string;
  funding: OfferFunding;
  proofOfFunds: ProofOfFunds | null;
  connectedParty: boolean;
  submittedAt: string;
}

/** GET buyer/deal-room-offer?id: the buyer's own offer on a post and whether they may make or replace one. */
export interface BuyerOffer {
  postId: number;
  /** Best and final offers by this instant (null: no closing date). */
  offersCloseAt: string | null;
  /** The buyer may submit or replace their offer now. */
  open: boolean;
  /** Why they may not (closed, accepted, no access); null while open. */
  closedReason: string | null;
  /** Their offer, versions newest first; null before they make one. */
  offer: { offerId: number; accepted: boolean; versions: OfferVersion[] } | null;
}

/** One offer of the register: the latest version, who made it and how many versions there were. */
export interface OfferRegisterEntry extends OfferVersion {
  offerId: number;
  buyerId: number;
  buyerName: string;
  company: string;
  email: string;
  versionCount: number;
  accepted: boolean;
}

/** GET seller/deal-room-offers?id: a post's offers as its owner (or Admin) sees them. */
export interface SellerOffers {
  postId: number;
  reference: string;
  offersCloseAt: string | null;
  /** Before the closing time only the count is shown. */
  sealed: boolean;
  offerCount: number;
  /** The register, highest amount first; null while sealed. */
  register: OfferRegisterEntry[] | null;
  acceptedOfferId: number | null;
  acceptedAt: string | null;
  /** The caller may change things (the owner; Admin only reads). */
  canEdit: boolean;
}

export const OFFER_MESSAGES = {
  noAccess: 'You need access to this deal room before you can make an offer.',
  closedAt: (closeAt: string | Date) => `Offers closed at ${formatDisplayDateTime(closeAt)}.`,
  alreadyAccepted: 'An offer has already been accepted on this post.',
  notForSale: 'This post is not taking offers.',
  sealedUntil: (closeAt: string | Date) => `Offers are sealed until ${formatDisplayDateTime(closeAt)}.`,
  closingInPast: 'The closing date and time must be in the future.',
  closingInvalid: 'Enter the closing date and time as YYYY-MM-DDTHH:mm (London time).',
  closingNotEarlier: 'Offers are already in: the closing date and time can only be moved later.',
  closingNotCleared: 'Offers are already in: the closing date and time cannot be removed.',
  closingLocked: 'An offer has been accepted: the closing date and time can no longer change.',
  offerNotFound: 'This offer does not exist on this post.',
  tooManyVersions: `You have already replaced this offer ${OFFER_MAX_VERSIONS - 1} times, the most allowed: contact the seller to change it again.`,
  proofNotFound: 'This proof of funds does not exist or is not yours.',
  proofNotMultipart: 'Send the proof of funds as multipart/form-data with one File.',
  proofOneFile: 'Upload one file at a time.',
  proofRequired: 'Please choose a file to upload',
  proofsWaiting: `You already have ${PROOF_UNATTACHED_MAX} proofs of funds on this post that no offer names. Make your offer with one of them (the others are then deleted), or upload again once they are a day old.`,
  proofsTooLarge: `Proofs of funds that no offer names may take at most ${PROOF_UNATTACHED_MAX_BYTES / 1024 / 1024} MB on a post. Make your offer with one of them (the others are then deleted), or upload a smaller file.`,
  proofsThrottled: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `You have uploaded many proofs of funds in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  amountRequired: 'Amount is required',
  amountInvalid: `Amount must be in pounds, more than 0 and at most £${OFFER_MAX_POUNDS.toLocaleString('en-GB')}, with at most two decimals`,
  namedAssetsRequired: 'Please list the assets your offer is for',
  offerSubmitted: 'Your offer has been submitted.',
  offerAccepted: 'Offer accepted.',
} as const;
