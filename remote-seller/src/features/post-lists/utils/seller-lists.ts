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
}

export const SELLER_LISTS = {
  LivePosts: { title: 'Live Postings', source: STATUS_CODE.live, defaultSort: 'startDate' },
  DraftPosts: { title: 'Posts in a Draft Stage', source: STATUS_CODE.draft, defaultSort: 'createdDate' },
  ScheduledPosts: { title: 'Scheduled Posts', source: STATUS_CODE.scheduled, defaultSort: 'createdDate' },
  PostingArchive: { title: 'Archived Posts', source: 'archive', defaultSort: 'endDate' },
} as const satisfies Record<string, SellerListDefinition>;

export type SellerListName = keyof typeof SELLER_LISTS;
