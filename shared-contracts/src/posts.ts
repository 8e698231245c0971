import type { SiteStatus } from './post-status';
import type { AssetLabel, LocationLabel } from './labels';

export interface ExpressionOfInterest {
  expressionId: number;
  businessId: number;
  createdDate: string;
  forenames: string;
  surname: string;
  visibleToInsolvency: boolean;
  viewedByInsolvency: boolean;
  /** The buyer declared a connection to the insolvent company or its directors; null when not asked (older expressions). */
  connectedParty: boolean | null;
  reference: string;
  profile: string;
  dateExpressed: string;
  activityHeading: string;
  primaryCategory: string;
}

export interface PostInvoiceRef {
  invoiceId: number;
  createdDate: string;
}

/** A post as the API answers it (`allauth/post`, lists, `unauth/homeposts`). */
export interface Post {
  businessId: number;
  reference: string;
  activityHeading: string;
  siteStatus: SiteStatus;
  approved: boolean;
  adminApproved: boolean;
  createdBy: number;
  createdByName: string;
  createdByCompany: string;
  creationDate: string;
  activeStartDate: string[];
  activeEndDate: string[];
  businessStatus: string;
  businessStatusID: number;
  tradingStatus: string;
  tradingStatusID: number;
  locations: LocationLabel[];
  turnover: string;
  turnoverID: number;
  employee: string;
  employeeID: number;
  displayHome: boolean;
  /** One element: the primary category. */
  primaryCategory: { categoryId: number; description: string }[];
  /** The additional categories, without the primary one. */
  categories: { categoryId: number; description: string }[];
  assets: AssetLabel[];
  description: string;
  hasExpressedInterest: boolean;
  expressionsOfInterest: ExpressionOfInterest[];
  invoice: PostInvoiceRef[];
  /**
   * The owner's price per 28-day block (their custom rate, or the standard 345): what posting
   * or reposting this post costs before VAT. Only for the owner and Admin.
   */
  priceRate?: number;
  /** How often the post's detail was opened by others (beyond the spec). Only for the owner and Admin. */
  views?: PostViews;
}

/**
 * Openings of a post's detail by logged-in users other than its owner and Admin, each
 * counted once per user and Europe/London day.
 */
export interface PostViews {
  /** Viewer-days: one user opening it on three days counts 3. */
  total: number;
  /** Distinct users who opened it. */
  viewers: number;
}

/** GET unauth/homestats: figures shown on the visitor home page. */
export interface HomeStats {
  livePosts: number;
  interestedParties: number;
  insolvencyPractitioners: number;
  expressionsOfInterest: number;
}

/**
 * `GET unauth/homeposts` filters, all optional (the visitor home's browsing): a region
 * (location id), a sector (a category id: the sector itself or any of its categories), a
 * page (from 1) and a page size. Without any the answer is the first `HOME_POSTS_PAGE_SIZE_MAX`.
 * The answer stays a list of posts; the number of posts matching the filter, over all pages,
 * is in the `X-Total-Count` header.
 */
export interface HomePostsFilter {
  region?: number;
  sector?: number;
  page?: number;
  pageSize?: number;
}
export const HOME_POSTS_PAGE_SIZE_MAX = 24;
/** Pages past this are refused (400): nobody pages that far, and it bounds the query's offset. */
export const HOME_POSTS_PAGE_MAX = 1000;
/** Posts per page on the visitor home: four rows of the two cards a desktop row holds. */
export const HOME_POSTS_PAGE_SIZE = 8;
/** Header carrying the number of matching posts over all pages. */
export const HOME_POSTS_TOTAL_HEADER = 'x-total-count';
/** What the visitor home's address says about its posts: `?region=&sector=&page=`. */
export interface HomePostsView {
  region?: number;
  sector?: number;
  page: number;
}

const HOME_POSTS_ID_PATTERN = /^[1-9][0-9]{0,8}$/;

function homePostsIdFrom(value: string | null): number | undefined {
  return value !== null && HOME_POSTS_ID_PATTERN.test(value) ? Number(value) : undefined;
}

/**
 * Reads the view from the query (the browser's HomePosts and the server's render of the home).
 * A value the server would refuse (typed in or from an old link) is left out rather than shown
 * as an error: the visitor sees every post instead.
 */
export function parseHomePostsView(params: URLSearchParams): HomePostsView {
  const page = homePostsIdFrom(params.get('page'));
  return {
    region: homePostsIdFrom(params.get('region')),
    sector: homePostsIdFrom(params.get('sector')),
    page: page !== undefined && page <= HOME_POSTS_PAGE_MAX ? page : 1,
  };
}

/** The home posts call of a view of the visitor home. */
export function homePostsFilter(view: HomePostsView): HomePostsFilter {
  return { region: view.region, sector: view.sector, page: view.page, pageSize: HOME_POSTS_PAGE_SIZE };
}
