import { ROLES } from '@insolvency/shared-contracts';
import type { Role, RouteName } from '@insolvency/shared-contracts';

/** One destination of a role's menu; the home page shows the same items as tiles. */
export interface RoleNavigationItem {
  route: RouteName;
  label: string;
  description: string;
}

const BUYER_ITEMS: readonly RoleNavigationItem[] = [
  { route: 'PostingInbox', label: 'Posting Inbox', description: 'Posts that match your criteria.' },
  { route: 'ExpressedInterest', label: 'Expressions of Interest', description: 'Posts you have expressed interest in.' },
  { route: 'Watchlist', label: 'Watchlist', description: 'Posts you saved to come back to.' },
  { route: 'AmendLocationSizePreferences', label: 'Location and Size Preferences', description: 'Locations, turnover and employee bands you look for.' },
  { route: 'AmendCategoryPreferences', label: 'Category Preferences', description: 'Business sectors you are interested in.' },
  { route: 'AmendKeywordPreferences', label: 'Keyword Preferences', description: 'Words a post must mention.' },
  { route: 'AmendAssetPreferences', label: 'Asset Preferences', description: 'Kinds of assets you want to hear about.' },
  { route: 'AmendEmailPreferences', label: 'E-mail Preferences', description: 'Match alerts, the daily digest and watchlist reminders.' },
];

const SELLER_ITEMS: readonly RoleNavigationItem[] = [
  { route: 'LivePosts', label: 'Live Posts', description: 'Your posts currently for sale.' },
  { route: 'AddPost', label: 'Add Post', description: 'Advertise a business or distressed assets.' },
  { route: 'ViewInterest', label: 'View Interest', description: 'Expressions of interest you have received.' },
  { route: 'DraftPosts', label: 'Draft Posts', description: 'Posts not yet put on sale.' },
  { route: 'ScheduledPosts', label: 'Scheduled Posts', description: 'Posts waiting for their start date.' },
  { route: 'PostingArchive', label: 'Posting Archive', description: 'Expired, sold and withdrawn posts.' },
  { route: 'UserInvoices', label: 'Invoices', description: 'Invoices for your posting periods.' },
  { route: 'UserCertificates', label: 'Certificates', description: 'Certificates for your posting periods.' },
];

const ADMIN_ITEMS: readonly RoleNavigationItem[] = [
  { route: 'AdminUsers', label: 'Administrate Users', description: 'Find, review and disable user accounts.' },
  { route: 'AdminPosts', label: 'Administrate Posts', description: 'Approve and manage every post.' },
  { route: 'InvoiceList', label: 'Invoices', description: 'All invoices issued.' },
  { route: 'CertificateList', label: 'Certificates', description: 'All certificates issued.' },
  { route: 'Dashboards', label: 'Dashboards', description: 'Usage and revenue reports.' },
  { route: 'AdminAudit', label: 'Audit Trail', description: 'Every admin action: who, when, and what changed.' },
  { route: 'AdminSanctionsList', label: 'Sanctions list', description: 'Import the UK Sanctions List and confirm a much shorter version.' },
  { route: 'RemoteStatus', label: 'Remote status', description: 'Which front-end builds are deployed.' },
];

/** The role's own menu (spec: buyer items, seller items, otherwise admin items). */
export function roleNavigationItems(role: Role): readonly RoleNavigationItem[] {
  switch (role) {
    case ROLES.buyer:
      return BUYER_ITEMS;
    case ROLES.seller:
      return SELLER_ITEMS;
    case ROLES.admin:
      return ADMIN_ITEMS;
  }
}

/** Links every logged-in user has to their own account. */
export const ACCOUNT_NAVIGATION_ITEMS: readonly RoleNavigationItem[] = [
  { route: 'AmendAccountDetails', label: 'Account Details', description: 'Your name, company and e-mail addresses.' },
  { route: 'AmendAddressDetails', label: 'Address and Phone', description: 'Your postal address and phone numbers.' },
];
