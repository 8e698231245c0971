import { z } from 'zod';
import { ADMIN_ACTIONS, ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, ADMIN_USER_SORTS } from '../admin';
import { idParam } from './fields';

// The admin calls' query strings (spec §7, Admin calls). Everything arrives as text.

export const ADMIN_MESSAGES = {
  unknownUser: 'Unknown user',
  unknownPost: 'Unknown post',
  page: 'Page must be a whole number from 1',
  pageSize: `Page size must be one of ${ADMIN_PAGE_SIZES.join(', ')}`,
  days: 'Days must be a whole number above 0',
  daysAfterCreation: 'Days after creation must be a whole number above 0',
  flag: 'Flag must be true or false',
  flagOnly: 'Choose buyers only or sellers only, not both',
  boolean: 'Must be true or false',
  priceRate: 'Price rate must be a positive amount in pounds and pence, or empty for the standard rate',
  sort: 'Unknown sort',
  action: 'Unknown action',
} as const;

/** Longest disable: ten years. */
export const ADMIN_DISABLE_DAYS_MAX = 3650;
export const ADMIN_PAGE_MAX = 100_000;
export const PRICE_RATE_MAX = 100_000;

function wholeNumber(message: string, max: number) {
  return z
    .string({ error: message })
    .max(7, message)
    .regex(/^[0-9]+$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(max, message));
}

const booleanText = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');

const page = wholeNumber(ADMIN_MESSAGES.page, ADMIN_PAGE_MAX).default(1);
const pageSize = z
  .enum(ADMIN_PAGE_SIZES.map(String) as [string, ...string[]], { error: ADMIN_MESSAGES.pageSize })
  .transform(Number)
  .default(ADMIN_DEFAULT_PAGE_SIZE);

/**
 * `GET admin/users?page&pageSize&buyersOnly&sellersOnly&sort`: sellers only unless told
 * otherwise (spec §9); both false lists everyone; both true is refused.
 */
export const adminUsersQuerySchema = z
  .object({
    page,
    pageSize,
    buyersOnly: booleanText(ADMIN_MESSAGES.boolean).optional(),
    sellersOnly: booleanText(ADMIN_MESSAGES.boolean).optional(),
    sort: z.enum(ADMIN_USER_SORTS.map((s) => s.key) as [string, ...string[]], { error: ADMIN_MESSAGES.sort }).default('lastLogin'),
  })
  .refine((q) => !(q.buyersOnly && q.sellersOnly), { message: ADMIN_MESSAGES.flagOnly, path: ['buyersOnly'] });
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** `GET admin/posts?page&pageSize`: newest first. */
export const adminPostsQuerySchema = z.object({ page, pageSize });
export type AdminPostsQuery = z.input<typeof adminPostsQuerySchema>;

/** `?id=` of a call on one user. */
export const adminUserIdQuerySchema = z.object({ id: idParam(ADMIN_MESSAGES.unknownUser) });
/** `?id=` of a call on one post. */
export const adminPostIdQuerySchema = z.object({ id: idParam(ADMIN_MESSAGES.unknownPost) });

/** `POST admin/disable?id&days`. */
export const adminDisableQuerySchema = z.object({
  id: idParam(ADMIN_MESSAGES.unknownUser),
  days: wholeNumber(ADMIN_MESSAGES.days, ADMIN_DISABLE_DAYS_MAX),
});
export type AdminDisableQuery = z.input<typeof adminDisableQuerySchema>;

/** `POST admin/flagUser?id&flag`. */
export const adminFlagQuerySchema = z.object({ id: idParam(ADMIN_MESSAGES.unknownUser), flag: booleanText(ADMIN_MESSAGES.flag) });
export type AdminFlagQuery = z.input<typeof adminFlagQuerySchema>;

/** `GET admin/invoice-list?daysAfterCreation` and `admin/certificate-list`. */
export const adminDocumentsQuerySchema = z.object({ daysAfterCreation: wholeNumber(ADMIN_MESSAGES.daysAfterCreation, ADMIN_DISABLE_DAYS_MAX) });
export type AdminDocumentsQuery = z.input<typeof adminDocumentsQuerySchema>;

/** `PUT admin/user-pricerate?userId`. */
export const adminPriceRateQuerySchema = z.object({ userId: idParam(ADMIN_MESSAGES.unknownUser) });

/** `{PriceRate}`: a custom rate in pounds (two decimals at most), or null for the standard rate. */
export const adminPriceRateRequestSchema = z.object({
  PriceRate: z
    .number({ error: ADMIN_MESSAGES.priceRate })
    .positive(ADMIN_MESSAGES.priceRate)
    .max(PRICE_RATE_MAX, ADMIN_MESSAGES.priceRate)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, ADMIN_MESSAGES.priceRate)
    .nullable(),
});
export type AdminPriceRateRequest = z.infer<typeof adminPriceRateRequestSchema>;

/** `GET admin/audit?adminId&userId&action&page&pageSize`: newest first. */
export const adminAuditQuerySchema = z.object({
  adminId: idParam(ADMIN_MESSAGES.unknownUser).optional(),
  userId: idParam(ADMIN_MESSAGES.unknownUser).optional(),
  action: z.enum(ADMIN_ACTIONS, { error: ADMIN_MESSAGES.action }).optional(),
  page,
  pageSize,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;
