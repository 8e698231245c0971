import { z } from 'zod';
import { STATUS_CODE } from '../post-status';

/** The statuses `GET seller/posts?status=` lists (spec §4); the archive has its own call. */
export const SELLER_LIST_STATUS_CODES = [STATUS_CODE.live, STATUS_CODE.scheduled, STATUS_CODE.draft] as const;
export type SellerListStatusCode = (typeof SELLER_LIST_STATUS_CODES)[number];

/** The spec gives no wording for a bad status; this one names what is accepted. */
export const SELLER_POSTS_STATUS_MESSAGE = 'Status must be 1 (For Sale), 6 (Scheduled) or 7 (Draft).';

const STATUS_TEXTS = SELLER_LIST_STATUS_CODES.map(String) as ['1', '6', '7'];

/**
 * GET seller/posts: `status` arrives as text in the query string and leaves as its code
 * (an enum of texts, so the OpenAPI document lists the accepted values).
 */
export const sellerPostsQuerySchema = z.object({
  status: z.enum(STATUS_TEXTS, { error: SELLER_POSTS_STATUS_MESSAGE }).transform((value) => Number(value) as SellerListStatusCode),
});
export type SellerPostsQuery = z.input<typeof sellerPostsQuerySchema>;
