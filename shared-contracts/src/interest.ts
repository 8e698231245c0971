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
