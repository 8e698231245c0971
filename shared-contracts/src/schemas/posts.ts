import { z } from 'zod';
import { STATUS_CODE } from '../post-status';

/** The statuses `GET seller/posts?status=` lists (spec §4); the archive has its own call. */
export const SELLER_LIST_STATUS_CODES = [STATUS_CODE.live, STATUS_CODE.scheduled, STATUS_CODE.draft] as const;
export type SellerListStatusCode = (typeof SELLER_LIST_STATUS_CODES)[number];

/** The spec gives no wording for a bad status; this one names what is accepted. */
export const SELLER_POSTS_STATUS_MESSAGE = 'Status must be 1 (For Sale), 6 (Scheduled) or 7 (Draft).';

/** GET seller/posts: `status` arrives as text in the query string and leaves as its code. */
export const sellerPostsQuerySchema = z.object({
  status: z
    .string({ error: SELLER_POSTS_STATUS_MESSAGE })
    .trim()
    .refine((value): boolean => SELLER_LIST_STATUS_CODES.some((code) => String(code) === value), SELLER_POSTS_STATUS_MESSAGE)
    .transform((value) => Number(value) as SellerListStatusCode),
});
export type SellerPostsQuery = z.input<typeof sellerPostsQuerySchema>;
