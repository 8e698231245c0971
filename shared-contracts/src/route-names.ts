/**
 * Route names of the spec and their paths. Guards send anonymous users to Login with the
 * target route name (and id) in the query; after login the shell resolves the name here.
 */
export const ROUTE_PATHS = {
  ConditionalHome: '/',
  Login: '/login',
  Help: '/help/faqs',
  ForgotPass: '/forgotpass',
  ResetPass: '/resetpass',
  RegisterDirectory: '/register/',
  RegisterBuyer: '/register/interestedparty',
  RegisterSeller: '/register/insolvencypractitioner',
  RegistrationSuccess: '/register/success',
  ConfirmEmail: '/confirm-email',
  PrivacyPolicy: '/privacy-policy',
  ContactUs: '/help/contactus',
  TCs: '/terms-and-conditions',
  NotFound: '/not-found',
  AmendAccountDetails: '/user/account-details',
  AmendAddressDetails: '/user/account-addressphone',
  PostDetail: '/post/:id',
  /** A post's public teaser (beyond the spec): post-teasers.ts. */
  PostTeaser: '/opportunities/:id',
  /** Search of the live public posts (beyond the spec, issue 49): search.ts. */
  Search: '/search',
  PostingInbox: '/posting-inbox/',
  ExpressedInterest: '/expressed-interest/',
  ExpressInterest: '/post/:id/express-interest/',
  Watchlist: '/watchlist/',
  /** A post's deal room as the buyer sees it (beyond the spec, issue 49). */
  BuyerDealRoom: '/post/:id/deal-room/',
  AmendEmailPreferences: '/user/email-preferences',
  AmendAssetPreferences: '/user/assets',
  AmendCategoryPreferences: '/user/categories',
  AmendKeywordPreferences: '/user/keywords',
  AmendLocationSizePreferences: '/user/location-size',
  LivePosts: '/user/live-posts',
  PostingArchive: '/user/posting-archive',
  DraftPosts: '/user/draft-posts',
  ScheduledPosts: '/user/scheduled-posts',
  AddPost: '/user/add-post',
  ViewInterest: '/user/view-interest',
  InterestDetail: '/user/view-interest/:id',
  UserInvoices: '/user/invoices',
  InvoiceOutput: '/user/invoice/:id',
  UserCertificates: '/user/certificates',
  CertificateOutput: '/user/certificate/:id',
  AmendDetail: '/post/:id/amend-detail',
  AmendAdditionalCategories: '/post/:id/amend-additional-categories',
  AmendPrimaryCategory: '/post/:id/amend-primary-category',
  AmendDescription: '/post/:id/amend-description',
  AmendAssets: '/post/:id/amend-assets',
  EmailPost: '/post/:id/email-post',
  /** The seller's deal-room screen of a post (beyond the spec, issue 49); `?tab=` names the open tab. */
  ManageDealRoom: '/post/:id/manage-deal-room',
  PostDraft: '/post/:id/post-draft',
  PostWithoutDraft: '/post/post-new',
  ExtendPost: '/post/:id/extend',
  WithdrawPost: '/post/:id/withdraw',
  RepostPost: '/post/:id/repost',
  AdminPosts: '/admin/posts',
  AdminUsers: '/admin/users',
  InvoiceList: '/admin/invoices',
  CertificateList: '/admin/certificates',
  AdminUserDetail: '/admin/user/:id',
  Dashboards: '/admin/dashboards',
  RemoteStatus: '/admin/remotes',
  AdminAudit: '/admin/audit',
  /** The UK Sanctions List's versions and its import (issue 56). */
  AdminSanctionsList: '/admin/sanctions-list',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ROUTE_PATHS, value);
}

/** The path of a named route, with `:id` filled in when given. */
export function pathFor(name: RouteName, id?: string | number | null): string {
  const pattern: string = ROUTE_PATHS[name];
  if (!pattern.includes(':id')) return pattern;
  if (id === undefined || id === null || id === '') return ROUTE_PATHS.ConditionalHome;
  return pattern.replace(':id', encodeURIComponent(String(id)));
}

/** Footer is hidden on the printable invoice and certificate screens. */
export const ROUTES_WITHOUT_FOOTER: readonly RouteName[] = ['InvoiceOutput', 'CertificateOutput'];

/** The product's name: every page title ends with it, and the home page's is only it. */
export const PRODUCT_NAME = 'Insolvency Marketplace';

/** 'Login · Insolvency Marketplace'; the product's name alone for no title. */
export function pageTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
