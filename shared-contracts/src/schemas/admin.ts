import { z } from 'zod';
import {
  ADMIN_ACTIONS,
  ADMIN_CERTIFICATE_PAGE_SIZE,
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_INVOICE_DEFAULT_PAGE_SIZE,
  ADMIN_INVOICE_PAGE_SIZES,
  ADMIN_INVOICE_SORTS,
  ADMIN_PAGE_SIZES,
  ADMIN_USER_SEARCH_MAX_LENGTH,
  ADMIN_USER_SORTS,
  SORT_ORDERS,
} from '../admin';
import { DASHBOARD_DEFAULT_WEEKS, DASHBOARD_MAX_WEEKS } from '../admin-dashboards';
import { DEAL_ROOM_EVENT_KINDS } from '../deal-room/deal-room-audit';
import { AREAS } from '../load-plan';
import type { Area } from '../roles';
import { RELEASE_NOTES_MAX_LENGTH, RELEASE_VERSION_PATTERN } from '../releases';
import { boundedString, idParam } from './fields';

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
  order: 'Order must be asc or desc',
  documentPageSize: `Page size must be one of ${ADMIN_INVOICE_PAGE_SIZES.join(', ')}`,
  action: 'Unknown action',
  dealRoomEventKind: 'Unknown kind of deal-room step',
  weeks: `Weeks must be a whole number from 1 to ${DASHBOARD_MAX_WEEKS}`,
} as const;

/** Longest disable: ten years. */
export const ADMIN_DISABLE_DAYS_MAX = 3650;
export const ADMIN_PAGE_MAX = 100_000;
export const PRICE_RATE_MIN = 0.01;
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
const pageSizeOf = (sizes: readonly number[], message: string, fallback: number) =>
  z
    .enum(sizes.map(String) as [string, ...string[]], { error: message })
    .transform(Number)
    .default(fallback);
const pageSize = pageSizeOf(ADMIN_PAGE_SIZES, ADMIN_MESSAGES.pageSize, ADMIN_DEFAULT_PAGE_SIZE);
const order = z.enum(SORT_ORDERS, { error: ADMIN_MESSAGES.order }).default('desc');

/**
 * `GET admin/users?page&pageSize&buyersOnly&sellersOnly&sort&search`: sellers only unless told
 * otherwise (spec §9); both false lists everyone; both true is refused. `search` matches a
 * part of the name, company or e-mail address, ignoring case.
 */
export const adminUsersQuerySchema = z
  .object({
    page,
    pageSize,
    buyersOnly: booleanText(ADMIN_MESSAGES.boolean).optional(),
    sellersOnly: booleanText(ADMIN_MESSAGES.boolean).optional(),
    sort: z.enum(ADMIN_USER_SORTS.map((s) => s.key) as [string, ...string[]], { error: ADMIN_MESSAGES.sort }).default('lastLogin'),
    search: boundedString('Search', ADMIN_USER_SEARCH_MAX_LENGTH).optional(),
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

const daysAfterCreation = wholeNumber(ADMIN_MESSAGES.daysAfterCreation, ADMIN_DISABLE_DAYS_MAX);

/** `GET admin/invoice-list?daysAfterCreation&page&pageSize&sort&order`: newest first by default. */
export const adminInvoiceListQuerySchema = z.object({
  daysAfterCreation,
  page,
  pageSize: pageSizeOf(ADMIN_INVOICE_PAGE_SIZES, ADMIN_MESSAGES.documentPageSize, ADMIN_INVOICE_DEFAULT_PAGE_SIZE),
  sort: z.enum(ADMIN_INVOICE_SORTS.map((s) => s.key) as [string, ...string[]], { error: ADMIN_MESSAGES.sort }).default('createdDate'),
  order,
});
export type AdminInvoiceListQuery = z.input<typeof adminInvoiceListQuerySchema>;

/** `GET admin/invoice-export?daysAfterCreation&sort&order` (beyond the spec): the accountant's CSV of the same invoices, all pages. */
export const adminInvoiceExportQuerySchema = adminInvoiceListQuerySchema.pick({ daysAfterCreation: true, sort: true, order: true });
export type AdminInvoiceExportQuery = z.input<typeof adminInvoiceExportQuerySchema>;

/** `GET admin/certificate-list?daysAfterCreation&page&pageSize&order`: newest first by default. */
export const adminCertificateListQuerySchema = z.object({
  daysAfterCreation,
  page,
  pageSize: pageSizeOf(ADMIN_INVOICE_PAGE_SIZES, ADMIN_MESSAGES.documentPageSize, ADMIN_CERTIFICATE_PAGE_SIZE),
  order,
});
export type AdminCertificateListQuery = z.input<typeof adminCertificateListQuerySchema>;

/** `PUT admin/user-pricerate?userId`. */
export const adminPriceRateQuerySchema = z.object({ userId: idParam(ADMIN_MESSAGES.unknownUser) });

/** `{PriceRate}`: a custom rate in pounds (two decimals at most), or null for the standard rate. */
export const adminPriceRateRequestSchema = z.object({
  PriceRate: z
    .number({ error: ADMIN_MESSAGES.priceRate })
    .min(PRICE_RATE_MIN, ADMIN_MESSAGES.priceRate)
    .max(PRICE_RATE_MAX, ADMIN_MESSAGES.priceRate)
    // Pounds and pence as written: 12, 12.5, 12.34; not 1e-9 nor 12.345.
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), ADMIN_MESSAGES.priceRate)
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

/** `GET admin/deal-room-audit?postId&userId&kind&page&pageSize`: the deal rooms' steps, newest first. */
export const adminDealRoomAuditQuerySchema = z.object({
  postId: idParam(ADMIN_MESSAGES.unknownPost).optional(),
  userId: idParam(ADMIN_MESSAGES.unknownUser).optional(),
  kind: z.enum(DEAL_ROOM_EVENT_KINDS, { error: ADMIN_MESSAGES.dealRoomEventKind }).optional(),
  page,
  pageSize,
});
export type AdminDealRoomAuditQuery = z.input<typeof adminDealRoomAuditQuerySchema>;

/** `GET admin/dashboard-figures?weeks`: the last 12 weeks unless asked otherwise. */
export const adminDashboardQuerySchema = z.object({ weeks: wholeNumber(ADMIN_MESSAGES.weeks, DASHBOARD_MAX_WEEKS).default(DASHBOARD_DEFAULT_WEEKS) });
export type AdminDashboardQuery = z.input<typeof adminDashboardQuerySchema>;

export const RELEASE_MESSAGES = {
  area: `Area must be one of ${AREAS.join(', ')}`,
  version: 'Version must be 1 to 100 letters, digits, dots, dashes or underscores, starting with a letter or digit',
  notes: `Notes must be at most ${RELEASE_NOTES_MAX_LENGTH} characters`,
} as const;

export const releaseAreaSchema = z.enum(AREAS as [Area, ...Area[]], { message: RELEASE_MESSAGES.area });

/** POST admin/releases/rollback: the area, and the version to put back (default: the one the current release replaced). */
export const rollbackRequestSchema = z.object({
  area: releaseAreaSchema,
  version: z.string().regex(RELEASE_VERSION_PATTERN, { message: RELEASE_MESSAGES.version }).optional(),
  notes: z.string().max(RELEASE_NOTES_MAX_LENGTH, { message: RELEASE_MESSAGES.notes }).default(''),
});
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;
