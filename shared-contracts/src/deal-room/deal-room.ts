/*
 * The deal room of a post (issue 32): the non-disclosure agreement, the information pack and
 * who may see it. Answers, limits and messages shared by the API and the screens.
 */

/** How a post's pack reaches a buyer: once the NDA is accepted (at once without one), or on the seller's approval of each buyer. */
export const PACK_RELEASES = ['automatic', 'on_approval'] as const;
export type PackRelease = (typeof PACK_RELEASES)[number];

/**
 * Where a buyer stands in a post's deal room:
 * `interest-needed` (express interest first), `nda-needed` (accept the NDA), `awaiting-approval`
 * (the seller releases the pack by hand), `granted` (the pack is open), `revoked` (the seller ended access).
 */
/** `paused`: the practitioner recorded a true match on the UK Sanctions List (issue 56); the buyer is told only that access is paused. */
export const DEAL_ROOM_ACCESS_STATES = ['interest-needed', 'nda-needed', 'awaiting-approval', 'granted', 'revoked', 'paused'] as const;
export type DealRoomAccessState = (typeof DEAL_ROOM_ACCESS_STATES)[number];

/** Longest NDA text. */
export const NDA_TEXT_MAX_LENGTH = 20_000;
/** Longest reason given when a buyer's access is revoked (sent to them by mail). */
export const REVOKE_REASON_MAX_LENGTH = 1000;

/** The text a practitioner starts from until they save their own standard text. */
export const DEFAULT_NDA_TEXT = `CONFIDENTIALITY UNDERTAKING

In consideration of being given information about the business and assets described in this post ("the Information"), the Recipient named below undertakes to the insolvency practitioner acting in the matter ("the Practitioner") and to the company in insolvency:

1. To keep the Information strictly confidential and to use it only to evaluate and, if it so decides, to make an offer for the business or assets.
2. Not to disclose the Information to anyone other than its directors, employees, funders and professional advisers who need it for that purpose, each of whom it will tell of this undertaking and for whose compliance it is responsible.
3. Not to contact the company's employees, customers, suppliers or landlords about the sale without the Practitioner's written consent.
4. To return or destroy the Information, and any copies or notes of it, when the Practitioner asks or when it decides not to proceed.
5. That the Information is given without any warranty as to its accuracy or completeness, and that the Practitioner acts as agent of the company and without personal liability.
6. That these obligations do not apply to information that is public other than through a breach of this undertaking, or that the law or a regulator requires it to disclose.

This undertaking lasts for two years from the date of acceptance and is governed by the law of England and Wales.`;

/** GET/PUT seller/nda-standard-text: the practitioner's standard NDA text. */
export interface StandardNdaText {
  text: string;
  /** True while the practitioner has not saved a text of their own (`text` is DEFAULT_NDA_TEXT). */
  isDefault: boolean;
}

/** The NDA a buyer signs: the post's latest version. */
export interface NdaDocument {
  version: number;
  text: string;
}

/** A buyer's signature of a post's NDA. */
export interface NdaAcceptance {
  ndaVersion: number;
  fullName: string;
  company: string;
  position: string;
  acceptedAt: string;
}

/** GET seller/deal-room?id: a post's deal-room settings as its owner (or Admin) sees them. */
export interface SellerDealRoom {
  postId: number;
  ndaRequired: boolean;
  /** The NDA buyers sign now (null: none was ever set). */
  nda: (NdaDocument & { fromStandardText: boolean }) | null;
  /** A buyer has accepted the current version: an edit makes a new version for later buyers. */
  ndaFrozen: boolean;
  packRelease: PackRelease;
  /** Customer due diligence on buyers is required before an offer is accepted (issue 56); when not, the recorded reason. */
  cddRequired: boolean;
  cddOffReason: string | null;
  /** The caller may change the settings (the owner; Admin only reads). */
  canEdit: boolean;
}

/** GET seller/deal-room-buyers?id: one buyer who expressed interest in the post, and their standing in its deal room. */
export interface DealRoomBuyer {
  buyerId: number;
  forenames: string;
  surname: string;
  company: string;
  email: string;
  interestExpressedAt: string;
  /** Their signature of the NDA, with where it was given from. */
  acceptance: (NdaAcceptance & { clientAddress: string; userAgent: string }) | null;
  access: DealRoomAccessState;
  approvedAt: string | null;
  revokedAt: string | null;
  /** Pack documents they downloaded at least once (the seller's buyers table; added by issue 49, optional for older servers). */
  documentsDownloaded?: number;
  /** Their latest step in the deal room: interest, signature, download, question or offer. */
  lastActivityAt?: string;
  /** They have an offer in (its amount is never told here: it stays sealed until the closing time). */
  offerIn?: boolean;
}

/** GET seller/deal-room-summary?id: the counts on the owner panel's deal-room card (issue 49). */
export interface DealRoomSummary {
  postId: number;
  /** Buyers whose interest the seller sees. */
  buyers: number;
  buyersWithAccess: number;
  buyersAwaitingApproval: number;
  documents: number;
  unansweredQuestions: number;
  offersIn: number;
  offersCloseAt: string | null;
  offersSealed: boolean;
}

/** GET buyer/deal-room?id: what a buyer sees of a post's deal room. */
export interface BuyerDealRoom {
  postId: number;
  reference: string;
  ndaRequired: boolean;
  /** The NDA to sign, or the version they signed once accepted; null on a post without NDA. */
  nda: NdaDocument | null;
  acceptance: NdaAcceptance | null;
  access: DealRoomAccessState;
}

/** The deal room's messages, used verbatim by the API and the screens. */
export const DEAL_ROOM_MESSAGES = {
  adminReadOnly: 'Admin can view the deal room but not change it.',
  ndaTextRequired: 'NDA text is required',
  acceptOnBehalfRequired: 'Please tick to accept on behalf of your company',
  interestNeeded: 'Express interest in this post before you accept its NDA.',
  noNda: 'This post does not require an NDA.',
  alreadyAccepted: 'You have already accepted the NDA of this post.',
  accessRevoked: 'The practitioner has ended your access to this deal room.',
  accessPaused: 'Your access to this deal room is paused. The practitioner will contact you.',
  notAccepted: 'You have not accepted the NDA of this post.',
  buyerNotFound: 'This buyer has not expressed interest in this post.',
  alreadyRevoked: "This buyer's access has already been revoked.",
  notAwaitingApproval: 'This buyer is not waiting for approval.',
  settingsSaved: 'Deal room settings saved',
  standardTextSaved: 'Standard NDA text saved',
  accessRevokedDone: "The buyer's access has been revoked and they have been told by e-mail.",
  accessApproved: 'The information pack has been released to the buyer.',
} as const;

/** Largest file in a post's information pack (and a proof of funds). */
export const PACK_FILE_MAX_BYTES = 25 * 1024 * 1024;
/** Largest information pack of one post, all its documents together. */
export const PACK_POST_MAX_BYTES = 200 * 1024 * 1024;
/** Most pages of a PDF in a pack (an information memorandum has hundreds): every page is stamped on each buyer's copy. */
export const PACK_PDF_MAX_PAGES = 2000;
/** Most documents one order of the pack lists (`PUT seller/pack-order`); a real sale has about forty. */
export const PACK_DOCUMENTS_MAX = 500;
/** Longest document title. */
export const PACK_TITLE_MAX_LENGTH = 200;

/** The kinds of file a pack accepts, told apart by their first bytes; the extension a stored file is given. */
export const PACK_FILE_TYPES = [
  { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx', label: 'Word' },
  { contentType: 'application/msword', extension: 'doc', label: 'Word 97-2003' },
  { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx', label: 'Excel' },
  { contentType: 'application/vnd.ms-excel', extension: 'xls', label: 'Excel 97-2003' },
  { contentType: 'image/png', extension: 'png', label: 'PNG' },
  { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
] as const;
export type PackFileType = (typeof PACK_FILE_TYPES)[number];

/** A document of a post's information pack. */
export interface PackDocument {
  documentId: number;
  title: string;
  sortOrder: number;
  fileName: string;
  contentType: string;
  byteSize: number;
  uploadedAt: string;
}

/** One download of a pack document, as its seller sees it. */
export interface PackDownload {
  buyerId: number | null;
  name: string;
  company: string;
  downloadedAt: string;
}

/** An earlier version of a pack document, replaced by a later one: no longer in the pack, its download log kept. */
export interface PackDocumentVersion {
  documentId: number;
  /** 1 for the first upload. */
  version: number;
  fileName: string;
  byteSize: number;
  uploadedAt: string;
  replacedAt: string;
  downloads: PackDownload[];
}

/** GET seller/pack-documents?id: each document with who downloaded it and when, newest download first. */
export interface SellerPackDocument extends PackDocument {
  downloads: PackDownload[];
  /** This document's version, 1 until it is replaced (issue 49; optional for older servers). */
  version?: number;
  /** The versions it replaced, newest first, each with its own download log. */
  previousVersions?: PackDocumentVersion[];
}

export const PACK_MESSAGES = {
  notMultipart: 'Send the document as multipart/form-data with the fields Title, SortOrder (optional) and File.',
  badUpload: 'The upload could not be read. Please try again.',
  fileRequired: 'Please choose a file to upload',
  oneFileOnly: 'Upload one file at a time.',
  titleRequired: 'Title is required',
  emptyFile: 'The file is empty.',
  wrongType: 'This kind of file cannot be added: upload a PDF, Word, Excel, PNG or JPEG file.',
  fileTooLarge: `A file may be at most ${PACK_FILE_MAX_BYTES / 1024 / 1024} MB.`,
  packTooLarge: `The information pack of a post may hold at most ${PACK_POST_MAX_BYTES / 1024 / 1024} MB.`,
  documentNotFound: 'This document does not exist or is not available to you.',
  notReleased: 'The information pack has not been released to you.',
  cannotStamp: 'This PDF cannot be stamped (it may be encrypted or damaged), so it cannot be released. Please ask the practitioner for another copy.',
  tooManyPages: `A PDF may have at most ${PACK_PDF_MAX_PAGES.toLocaleString('en-GB')} pages: please split it into smaller files.`,
  tooLargeToStamp: 'This PDF is too large or complex to be stamped, so it cannot be released. Please ask the practitioner for another copy.',
  stampingBusy: 'Many documents are being prepared right now. Please try again in a few seconds.',
  documentRemoved: 'Document removed',
  orderIncomplete: 'List every document of the pack once, in the new order.',
  versionNotMultipart: 'Send the new version as multipart/form-data with one File.',
  uploadTooSlow: 'The upload was too slow and has been stopped. Please check your connection and try again.',
  tooManyUploads: 'You are already uploading as many files at once as you may. Please wait for one of them to finish.',
  uploadsBusy: 'Too many files are being uploaded right now. Please try again in a moment.',
  /** An account past the uploads it may start in an hour; `seconds` is the Retry-After. */
  uploadsPerHour: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `You have uploaded many files in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
} as const;

/** Longest question a buyer asks in a post's deal room. */
export const QUESTION_MAX_LENGTH = 2000;
/** Longest answer the practitioner gives. */
export const ANSWER_MAX_LENGTH = 5000;
/** Most questions one buyer may have waiting for an answer on one post. */
export const OPEN_QUESTIONS_MAX = 20;

/** A question and its answer as every buyer with access sees a published one: the asker is not named. */
export interface PublishedQuestion {
  questionId: number;
  question: string;
  askedAt: string;
  answer: string;
  answeredAt: string;
}

/** One of the buyer's own questions: unanswered (`answer` null), answered privately or published. */
export interface BuyerQuestion {
  questionId: number;
  question: string;
  askedAt: string;
  answer: string | null;
  answeredAt: string | null;
  published: boolean;
}

/** GET buyer/deal-room-questions?id: the buyer's own questions and every answer published to all buyers with access, newest first. */
export interface BuyerQuestions {
  own: BuyerQuestion[];
  published: PublishedQuestion[];
}

/** GET seller/deal-room-questions?id: one question of the post with its asker, as the owner (or Admin) sees it. */
export interface SellerQuestion extends BuyerQuestion {
  buyerId: number;
  askerName: string;
  askerCompany: string;
}

/** The questions-and-answers messages, used verbatim by the API and the screens. */
export const QUESTION_MESSAGES = {
  interestNeeded: 'Express interest in this post before you ask a question.',
  ndaNeeded: 'Accept the NDA of this post before you ask a question.',
  awaitingApproval: 'You can ask questions once the practitioner has released the deal room to you.',
  tooManyOpen: `You have ${OPEN_QUESTIONS_MAX} questions waiting for an answer on this post. Please wait for answers before asking more.`,
  questionNotFound: 'This question does not exist or is not available to you.',
  asked: 'Your question has been sent to the practitioner.',
  answered: 'Answer saved',
} as const;
