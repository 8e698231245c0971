import type { AccountAddress } from './account';
import type { CertificateListItem, Invoice } from './billing';
import type { Post } from './posts';

/** Spec §9: admin post and user tables. */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 50;
/** Pagination shows this many page links. */
export const ADMIN_PAGE_LINKS = 10;

/** Spec §9: admin invoice and certificate lists. */
export const ADMIN_DAYS_FILTERS = [1, 3, 7, 14, 28, 90, 365] as const;
export const ADMIN_INVOICE_DEFAULT_DAYS = 28;
export const ADMIN_INVOICE_PAGE_SIZES = [5, 10, 15, 25, 50] as const;
export const ADMIN_INVOICE_DEFAULT_PAGE_SIZE = 50;
export const ADMIN_CERTIFICATE_DEFAULT_DAYS = 14;
export const ADMIN_CERTIFICATE_PAGE_SIZE = 25;
export const ADMIN_INVOICE_SORTS = [
  { key: 'createdDate', label: 'Created' },
  { key: 'startDate', label: 'Start' },
  { key: 'endDate', label: 'End' },
  { key: 'totalPrice', label: 'Total Price' },
  { key: 'totalDays', label: 'Total Days' },
] as const;
export type AdminInvoiceSort = (typeof ADMIN_INVOICE_SORTS)[number]['key'];
/** Descending by default (spec §9). */
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The users table's filters: sellers only by default (spec §9). */
export const ADMIN_USER_FILTERS = [
  { key: 'sellers', label: 'Sellers only' },
  { key: 'buyers', label: 'Buyers only' },
  { key: 'all', label: 'All users' },
] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number]['key'];

/** The users table's search (name, company or e-mail) is at most this long. */
export const ADMIN_USER_SEARCH_MAX_LENGTH = 100;

/** The users table's sorts: last login descending by default. */
export const ADMIN_USER_SORTS = [
  { key: 'lastLogin', label: 'Last login' },
  { key: 'created', label: 'Created' },
  { key: 'surname', label: 'Surname' },
  { key: 'loginCount', label: 'Login count' },
] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number]['key'];

/** A row of `GET admin/users` (spec §3, User (admin view)). */
export interface AdminUser {
  userId: number;
  role: string;
  forenames: string;
  surname: string;
  emailAddress1: string;
  emailAddress2: string | null;
  company: string;
  position: string;
  /** Null means buyer, set means seller. */
  capacityId: number | null;
  lastLoginDate: string | null;
  previousLoginDate: string | null;
  loginCount: number;
  createdDate: string;
  flagged: boolean;
  /** ISO date-time while the account is disabled, otherwise null. */
  lockedOutUntil: string | null;
  lockoutReason: string | null;
  email1DisableReason: string | null;
  email1DisableDateTime: string | null;
  email2DisableReason: string | null;
  email2DisableDateTime: string | null;
  customPriceRate: number | null;
  emailConfirmed: boolean;
}

/** GET admin/users. */
export interface AdminUsersPage {
  usersList: AdminUser[];
  roundedPageCount: number;
  totalCount: number;
}

/** GET admin/posts. */
export interface AdminPostsPage {
  businessList: Post[];
  roundedPageCount: number;
  totalCount: number;
}

/** GET admin/invoice-list: one page of the invoices created in the period. */
export interface AdminInvoicesPage {
  invoiceList: AdminInvoiceItem[];
  roundedPageCount: number;
  totalCount: number;
}

/** GET admin/certificate-list: one page of the certificates created in the period. */
export interface AdminCertificatesPage {
  certificateList: AdminCertificateItem[];
  roundedPageCount: number;
  totalCount: number;
}

/** A buyer's criteria as labels. */
export interface AdminBuyerPreferences {
  keywords: string;
  categoryPreferences: string[];
  accountBusinessLocation: string[];
  accountBusinessTurnover: string[];
  accountBusinessEmployees: string[];
  accountBusinessAsset: string[];
}

export interface AdminExpressedInterest {
  expressionId: number;
  businessId: number;
  reference: string;
  activityHeading: string;
  createdDate: string;
}

export interface AdminUserPosting {
  businessId: number;
  reference: string;
  activityHeading: string;
  siteStatus: string;
  adminApproved: boolean;
  createdDate: string;
}

/** A send of E-mail Post by the user: which post, to how many addresses (never which), when. */
export interface AdminPostEmailSend {
  businessId: number;
  reference: string;
  activityHeading: string;
  recipientCount: number;
  sentAt: string;
}

/** How many of the user's latest E-mail Post sends GET admin/user lists. */
export const ADMIN_POST_EMAIL_SENDS_LISTED = 100;

/** GET admin/user?id. */
export interface AdminUserDetail {
  userDetails: AdminUser & {
    businessExpressedInterests: AdminExpressedInterest[];
    businessPosting: AdminUserPosting[];
    /** The user's latest E-mail Post sends (up to ADMIN_POST_EMAIL_SENDS_LISTED), newest first. */
    postEmailSends: AdminPostEmailSend[];
    /** The rate the seller's next invoice uses: custom or the standard 345. */
    priceRate: number;
  };
  addressDetails: AccountAddress | null;
  /** A buyer's preferences; null for sellers and admins. */
  miscPreferences: AdminBuyerPreferences | null;
  lockedOutUntil: string | null;
  emailConfirmed: boolean;
}

/** An item of GET admin/invoice-list (spec §3: the admin invoice item). */
export interface AdminInvoiceItem
  extends Pick<
    Invoice,
    'invoiceId' | 'businessId' | 'periodId' | 'reference' | 'activityHeading' | 'forenames' | 'surname' | 'company' | 'createdDate' | 'startDate' | 'endDate' | 'totalDays' | 'priceRate'
  > {
  /** The VAT rate (0.2). */
  vat: number;
  totalPrice: number;
}

/** An item of GET admin/certificate-list: the seller's list item plus whose it is. */
export interface AdminCertificateItem extends CertificateListItem {
  userCompany: string;
  forenames: string;
  surname: string;
}

/** What the audit trail records. */
export const ADMIN_ACTIONS = [
  'approve-post',
  'unapprove-post',
  'disable',
  'unlock',
  'confirm-email',
  'flag-user',
  'clear-email1-disable-info',
  'clear-email2-disable-info',
  'user-pricerate',
  'release',
  'rollback',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  'approve-post': 'Approve post',
  'unapprove-post': 'Unapprove post',
  disable: 'Disable user',
  unlock: 'Unlock user',
  'confirm-email': 'Confirm e-mail',
  'flag-user': 'Flag / unflag user',
  'clear-email1-disable-info': 'Clear e-mail 1 disable info',
  'clear-email2-disable-info': 'Clear e-mail 2 disable info',
  'user-pricerate': 'Price rate',
  release: 'Release an area',
  rollback: 'Roll back an area',
};

/** An entry of GET admin/audit. */
export interface AdminAuditEntry {
  id: number;
  adminId: number | null;
  adminName: string;
  action: AdminAction;
  /** `release`: a change of an area's current release (its id in the areas' release history). */
  targetType: 'user' | 'post' | 'release';
  targetId: number;
  /** The user concerned: the target user, or the post's owner. */
  userId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: string;
}

export interface AdminAuditPage {
  entries: AdminAuditEntry[];
  roundedPageCount: number;
  totalCount: number;
}

/** `ceil(total / size)`, at least 1. */
export function roundedPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The accountant's invoice export: `invoices-last-28-days-2026-11-23.csv`. */
export function adminInvoiceExportFileName(days: number, today: string): string {
  return `invoices-last-${days}-day${days === 1 ? '' : 's'}-${today}.csv`;
}
