import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RemoteRoute } from '@insolvency/shared-auth';
import { prefetchFramedPost } from './components/post-frame/prefetch-framed-post';
import { prefetchDealRoom } from './features/deal-room-workspace/api/deal-room-workspace-api';
import { prefetchSellerList } from './features/post-lists/api/seller-posts-api';
import { SELLER_LISTS } from './features/post-lists/utils/seller-lists';

/**
 * remote-seller's route manifest, exposed as `./routes` and loaded by the shell only for an
 * Insolvency Practitioner or Admin: `{ name, path, guard, load }` per screen, with `path`
 * from `ROUTE_PATHS` and `load` a dynamic import. The four post lists share one chunk.
 */
const loadPostLists = () => import('./features/post-lists/components/seller-list-screens');
const loadPostEdits = () => import('./features/post-edits/components/post-edit-screens');
const loadPostActions = () => import('./features/post-actions/components/post-action-screens');

const routes: RemoteRoute[] = [
  { name: 'LivePosts', title: 'Live Posts', path: ROUTE_PATHS.LivePosts, guard: 'seller', load: () => loadPostLists().then((m) => ({ default: m.LivePosts })), prefetch: prefetchSellerList(SELLER_LISTS.LivePosts.source) },
  { name: 'DraftPosts', title: 'Draft Posts', path: ROUTE_PATHS.DraftPosts, guard: 'seller', load: () => loadPostLists().then((m) => ({ default: m.DraftPosts })), prefetch: prefetchSellerList(SELLER_LISTS.DraftPosts.source) },
  { name: 'ScheduledPosts', title: 'Scheduled Posts', path: ROUTE_PATHS.ScheduledPosts, guard: 'seller', load: () => loadPostLists().then((m) => ({ default: m.ScheduledPosts })), prefetch: prefetchSellerList(SELLER_LISTS.ScheduledPosts.source) },
  { name: 'PostingArchive', title: 'Posting Archive', path: ROUTE_PATHS.PostingArchive, guard: 'seller', load: () => loadPostLists().then((m) => ({ default: m.PostingArchive })), prefetch: prefetchSellerList(SELLER_LISTS.PostingArchive.source) },
  { name: 'AddPost', title: 'Add Post', path: ROUTE_PATHS.AddPost, guard: 'seller', load: () => import('./features/add-post/components/add-post-screen') },
  // The posting screens share one chunk. Post Draft is drawn by the server (its prefetch), usable before the app.
  { name: 'PostDraft', title: 'Post Draft', path: ROUTE_PATHS.PostDraft, guard: 'seller', load: () => loadPostActions().then((m) => ({ default: m.PostDraft })), prefetch: prefetchFramedPost },
  { name: 'ExtendPost', title: "Modify Post's End Date", path: ROUTE_PATHS.ExtendPost, guard: 'seller', load: () => loadPostActions().then((m) => ({ default: m.ExtendPost })) },
  { name: 'WithdrawPost', title: 'Withdraw Post', path: ROUTE_PATHS.WithdrawPost, guard: 'seller', load: () => loadPostActions().then((m) => ({ default: m.WithdrawPost })) },
  { name: 'PostWithoutDraft', title: 'Post New', path: ROUTE_PATHS.PostWithoutDraft, guard: 'seller', load: () => loadPostActions().then((m) => ({ default: m.PostWithoutDraft })) },
  { name: 'RepostPost', title: 'Repost', path: ROUTE_PATHS.RepostPost, guard: 'seller', load: () => loadPostActions().then((m) => ({ default: m.RepostPost })) },
  // The edit screens share one chunk.
  { name: 'AmendDetail', title: 'Amend Post Detail', path: ROUTE_PATHS.AmendDetail, guard: 'seller', load: () => loadPostEdits().then((m) => ({ default: m.AmendDetail })) },
  { name: 'AmendPrimaryCategory', title: 'Amend Primary Category', path: ROUTE_PATHS.AmendPrimaryCategory, guard: 'seller', load: () => loadPostEdits().then((m) => ({ default: m.AmendPrimaryCategory })) },
  { name: 'AmendAdditionalCategories', title: 'Amend Additional Categories', path: ROUTE_PATHS.AmendAdditionalCategories, guard: 'seller', load: () => loadPostEdits().then((m) => ({ default: m.AmendAdditionalCategories })) },
  { name: 'AmendDescription', title: 'Amend Description', path: ROUTE_PATHS.AmendDescription, guard: 'seller', load: () => loadPostEdits().then((m) => ({ default: m.AmendDescription })) },
  { name: 'AmendAssets', title: 'Amend Assets', path: ROUTE_PATHS.AmendAssets, guard: 'seller', load: () => loadPostEdits().then((m) => ({ default: m.AmendAssets })) },
  { name: 'UserInvoices', title: 'Invoices', path: ROUTE_PATHS.UserInvoices, guard: 'seller', load: () => import('./features/billing/components/user-invoices') },
  { name: 'InvoiceOutput', title: 'Invoice', path: ROUTE_PATHS.InvoiceOutput, guard: 'seller', load: () => import('./features/billing/components/invoice-output') },
  { name: 'CertificateOutput', title: 'Certificate', path: ROUTE_PATHS.CertificateOutput, guard: 'seller', load: () => import('./features/billing/components/certificate-output') },
  { name: 'UserCertificates', title: 'Certificates', path: ROUTE_PATHS.UserCertificates, guard: 'seller', load: () => import('./features/billing/components/user-certificates') },
  { name: 'ViewInterest', title: 'View Interest', path: ROUTE_PATHS.ViewInterest, guard: 'seller', load: () => import('./features/view-interest/components/view-interest') },
  { name: 'InterestDetail', title: 'Interest Detail', path: ROUTE_PATHS.InterestDetail, guard: 'seller', load: () => import('./features/view-interest/components/interest-detail') },
  { name: 'ManageDealRoom', title: 'Deal Room', path: ROUTE_PATHS.ManageDealRoom, guard: 'seller', load: () => import('./features/deal-room-workspace/components/deal-room-workspace'), prefetch: prefetchDealRoom },
  { name: 'EmailPost', title: 'E-mail Post', path: ROUTE_PATHS.EmailPost, guard: 'seller', load: () => import('./features/email-post/components/email-post') },
];

export default routes;
