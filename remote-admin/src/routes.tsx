import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RemoteRoute } from '@insolvency/shared-auth';
import { prefetchUsersTable } from './features/users/users-view';

/**
 * remote-admin's route manifest, exposed as `./routes` and loaded by the shell only for an
 * Admin: `{ name, path, guard, load }` per screen; `load` is a dynamic import, so each
 * screen is its own chunk fetched when first opened.
 */
const routes: RemoteRoute[] = [
  { name: 'AdminUsers', title: 'Administrate Users', path: ROUTE_PATHS.AdminUsers, guard: 'admin', load: () => import('./features/users/components/admin-users'), prefetch: prefetchUsersTable },
  { name: 'AdminUserDetail', title: 'User', path: ROUTE_PATHS.AdminUserDetail, guard: 'admin', load: () => import('./features/users/components/admin-user-detail') },
  { name: 'AdminPosts', title: 'Administrate Posts', path: ROUTE_PATHS.AdminPosts, guard: 'admin', load: () => import('./features/posts/components/admin-posts') },
  { name: 'InvoiceList', title: 'Invoices', path: ROUTE_PATHS.InvoiceList, guard: 'admin', load: () => import('./features/billing/components/invoice-list') },
  { name: 'CertificateList', title: 'Certificates', path: ROUTE_PATHS.CertificateList, guard: 'admin', load: () => import('./features/billing/components/certificate-list') },
  { name: 'Dashboards', title: 'Dashboards', path: ROUTE_PATHS.Dashboards, guard: 'admin', load: () => import('./features/dashboards/components/dashboards') },
  { name: 'AdminAudit', title: 'Audit Trail', path: ROUTE_PATHS.AdminAudit, guard: 'admin', load: () => import('./features/audit/components/admin-audit') },
  { name: 'AdminSanctionsList', title: 'Sanctions list', path: ROUTE_PATHS.AdminSanctionsList, guard: 'admin', load: () => import('./features/sanctions/components/admin-sanctions-list') },
  {
    name: 'RemoteStatus',
    title: 'Remote status',
    path: ROUTE_PATHS.RemoteStatus,
    guard: 'admin',
    load: () => import('./features/remote-status/components/remote-status-screen').then((m) => ({ default: m.RemoteStatusScreen })),
  },
];

export default routes;
