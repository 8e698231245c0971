import { STATUS_CODE } from '@insolvency/shared-contracts';
import type { SellerListStatusCode } from '@insolvency/shared-contracts/schemas';
import type { SortKey } from './sort-posts';

/** Which posts a seller list screen shows: one status code of `seller/posts`, or the archive. */
export type SellerListSource = SellerListStatusCode | 'archive';

export interface SellerListDefinition {
  /** The screen's title (spec §2). */
  title: string;
  source: SellerListSource;
  /** Spec §9: Start Date (live), End Date (archive), Created Date (draft, scheduled). */
  defaultSort: SortKey;
  /** Under the empty list's "Looks like there's nothing here.": what fills this list. */
  emptyHint: string;
}

export const SELLER_LISTS = {
  LivePosts: { title: 'Live Postings', source: STATUS_CODE.live, defaultSort: 'startDate', emptyHint: 'Posts you put on sale are listed here while they are for sale.' },
  DraftPosts: { title: 'Posts in a Draft Stage', source: STATUS_CODE.draft, defaultSort: 'createdDate', emptyHint: 'Posts you save as a draft wait here until you post them.' },
  ScheduledPosts: { title: 'Scheduled Posts', source: STATUS_CODE.scheduled, defaultSort: 'createdDate', emptyHint: 'Posts with a start date still to come wait here, and go on sale on that date.' },
  PostingArchive: { title: 'Archived Posts', source: 'archive', defaultSort: 'endDate', emptyHint: 'Expired, sold and withdrawn posts are kept here; you can repost them.' },
} as const satisfies Record<string, SellerListDefinition>;

export type SellerListName = keyof typeof SELLER_LISTS;
