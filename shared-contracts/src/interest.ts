import type { AccountAddress } from './account';
import type { Post } from './posts';

/*
 * The buyer side (spec public-and-buyer §2-§9) and the seller's review of interest
 * (seller-and-admin §2-§3): answers, sort keys and messages shared by the API and the screens.
 */

/** The inbox's sort options (spec §2), in the order the screen offers them. */
export const INBOX_SORTS = [
  { key: 'startDate', label: 'Start Date' },
  { key: 'endDate', label: 'End Date' },
  { key: 'createdDate', label: 'Created Date' },
  { key: 'reference', label: 'Reference' },
  { key: 'heading', label: 'Heading' },
  { key: 'turnover', label: 'Turnover' },
] as const;
export type InboxSort = (typeof INBOX_SORTS)[number]['key'];
export type SortDirection = 'asc' | 'desc';
/** Spec §2: the default direction is descending. */
export const INBOX_DEFAULT_SORT: InboxSort = 'startDate';
export const INBOX_DEFAULT_DIRECTION: SortDirection = 'desc';
export const INBOX_PAGE_SIZE = 12;
export const INBOX_PAGE_SIZE_MAX = 48;
/** Pages past this are refused (400): it bounds the query's offset. */
export const INBOX_PAGE_MAX = 1000;

/** One page of posts (`buyer/posts-by-criteria`, `buyer/posts-by-{field}`), paged on the server. */
export interface PostPage {
  posts: Post[];
  /** Matching posts over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** The fields `buyer/posts-by-{field}?id` accepts; any other answers 400 'Invalid Field Name'. */
export const POSTS_BY_FIELDS = ['category', 'turnover', 'employees', 'location'] as const;
export type PostsByField = (typeof POSTS_BY_FIELDS)[number];
export const INVALID_FIELD_NAME_MESSAGE = 'Invalid Field Name';

/** GET buyer/optional-criteria-set: whether the buyer set any category, keyword or asset. */
export interface OptionalCriteriaSetResponse {
  optionalCriteriaSet: boolean;
}

/** GET buyer/expression-text: the profile text the buyer last sent (empty before the first). */
export interface ExpressionTextResponse {
  expressionText: string;
}

/** GET buyer/location-size-preferences. */
export interface LocationSizePreferences {
  locations: number[];
  employees: number[];
  turnover: number[];
}
/** GET buyer/category-preferences. */
export interface CategoryPreferences {
  categories: number[];
}
/** GET buyer/keywords. */
export interface KeywordPreferences {
  keywords: string;
}
/** GET buyer/asset-preferences. */
export interface AssetPreferences {
  keyAssets: number[];
}

export const BUYER_MESSAGES = {
  /** Spec §5 and §8. */
  emptyFields: 'Could Not Save Due to Empty Fields',
  messageRequired: 'Message is required',
  locationSizeSaved: 'Location and size preferences saved',
  categoriesSaved: 'Category preferences saved',
  keywordsSaved: 'Keyword preferences saved',
  assetsSaved: 'Asset preferences saved',
  interestSent: 'Your interest has been sent to the practitioner.',
  alreadyExpressed: 'You have already expressed interest in this post.',
  connectedPartyRequired: 'Please say whether you are connected to the company or its directors',
  mailPreferencesSaved: 'E-mail preferences saved',
  watchlistAdded: 'Saved to your watchlist',
  watchlistRemoved: 'Removed from your watchlist',
  /** The empty watchlist's hint. */
  emptyWatchlistHint: 'Save a post from your inbox or its page to find it here; we e-mail you when a saved post is about to end.',
  notForSale: 'This post is not For Sale: interest can only be expressed in a post that is For Sale.',
  /** Spec §8: the empty inbox. */
  emptyInbox: "Looks like there's nothing here.",
  emptyInboxHint: 'Try expanding your preference settings to receive more postings.',
} as const;

/** The seller's interest list filters (spec: None, Last Week, Not Viewed). */
export const INTEREST_FILTERS = [
  { key: 'none', label: 'None' },
  { key: 'lastWeek', label: 'Last Week' },
  { key: 'notViewed', label: 'Not Viewed' },
] as const;
export type InterestFilter = (typeof INTEREST_FILTERS)[number]['key'];

/** GET seller/expressed-interest?id: one expression with the interested party's contact details. */
export interface InterestDetail {
  interest: {
    expressionId: number;
    businessId: number;
    business: { reference: string; activityHeading: string };
    profile: string;
    visibleToInsolvency: boolean;
    viewedByInsolvency: boolean;
    /** The buyer's connected-party declaration; null when not declared. */
    connectedParty: boolean | null;
    createdDate: string;
  };
  interestedUserDetails: {
    forenames: string;
    surname: string;
    company: string;
    position: string;
    emailAddress1: string;
    emailAddress2: string | null;
  };
  /** Null for an account without an address. */
  addressDetails: AccountAddress | null;
}

/** Seller-and-admin §2: the export's file name holds the post's reference and the date. */
export function interestExportFileName(reference: string, today: string): string {
  const safe = reference.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'post';
  return `expressions-of-interest-${safe}-${today}.csv`;
}

/** The connected-party question asked with every expression of interest. */
export const CONNECTED_PARTY_QUESTION = 'Are you connected to the insolvent company or any of its directors?';
export const CONNECTED_PARTY_HELP =
  'For example as a director, shareholder, employee or relative of one, or a company they control. A sale to a connected party in administration needs an evaluator\'s report (Administration (Restrictions on Disposal etc. to Connected Persons) Regulations 2021).';
/** How the practitioner sees a declared connection. */
export const CONNECTED_PARTY_TAG = 'CONNECTED PARTY';
/** How the practitioner sees an expression sent without the declaration (the spec's payload has none). */
export const CONNECTION_NOT_DECLARED_TAG = 'CONNECTION NOT DECLARED';
export const CONNECTION_NOT_DECLARED = 'Not declared';

/** The buyer's declaration in one word, as the interest detail, the export and the evidence show it. */
export function connectedPartyAnswer(connected: boolean | null): 'Yes' | 'No' | typeof CONNECTION_NOT_DECLARED {
  if (connected === null) return CONNECTION_NOT_DECLARED;
  return connected ? 'Yes' : 'No';
}

/** How a buyer hears of matching posts: one mail per post (default) or one daily digest. */
export const ALERT_FREQUENCIES = ['each', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  each: 'One e-mail per matching post',
  daily: 'One daily e-mail of new matches',
};

/** GET buyer/mail-preferences: which mails the buyer receives. */
export interface MailPreferences {
  alertFrequency: AlertFrequency;
  /** Match alerts (each or as a digest); off after the alerts' unsubscribe link. */
  matchAlerts: boolean;
  /** 'Ends soon' mails for saved posts; off after the reminders' unsubscribe link. */
  watchlistReminders: boolean;
}

/** What an unsubscribe link turns off: each kind of mail has its own link (`search`: one saved search, which it removes). */
export const UNSUBSCRIBE_KINDS = ['alerts', 'watchlist', 'search'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** A watchlist reminder is sent this many days (or fewer) before a saved post's end date. */
export const WATCHLIST_REMINDER_DAYS = 3;

/** GET buyer/watchlist: the saved posts still visible to buyers, most recently saved first. */
export interface WatchlistEntry {
  savedDate: string;
  post: Post;
}
