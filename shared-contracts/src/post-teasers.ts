import { pathFor, ROUTE_PATHS } from './route-names';

/*
 * A post's public teaser page (beyond the spec): what anyone may see of a For Sale post its
 * seller displays publicly, at an address that can be shared and indexed. The full post stays
 * behind login.
 */

/** The teaser pages' addresses: `/opportunities/<post id>`. */
export const POST_TEASER_PATH_PREFIX = ROUTE_PATHS.PostTeaser.replace(':id', '');

export function postTeaserPath(businessId: number): string {
  return pathFor('PostTeaser', businessId);
}

/** The public fields of a post, with its labels' texts. */
export interface PostTeaser {
  businessId: number;
  reference: string;
  activityHeading: string;
  locations: string[];
  /** The primary category's description. */
  sector: string;
  turnover: string;
  employees: string;
  /** The current posting period, `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
  /** The practitioner's firm (the seller's company). */
  firm: string;
}

/** `GET /api/unauth/post-teaser?id=`: a teaser, and whether its post is still For Sale (else withdrawn, sold or expired). */
export interface PostTeaserAnswer {
  forSale: boolean;
  teaser: PostTeaser;
}
