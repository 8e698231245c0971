import { test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { describeScreensLookRight } from '../../fixtures/look';

test.use({ storageState: storageStatePath('admin') });

/** The admin screens, with the heading that shows each has loaded (user 2 is the demo seller). */
const ADMIN_SCREENS = [
  { name: 'admin-users', path: '/admin/users', ready: 'Administrate Users' },
  { name: 'admin-posts', path: '/admin/posts', ready: 'Administrate Posts' },
  { name: 'admin-user-detail', path: '/admin/user/2', ready: 'Status' },
  { name: 'admin-invoices', path: '/admin/invoices', ready: 'Invoices' },
  { name: 'admin-certificates', path: '/admin/certificates', ready: 'Certificates' },
  { name: 'admin-audit', path: '/admin/audit', ready: 'Audit Trail' },
  { name: 'admin-dashboards', path: '/admin/dashboards', ready: 'Dashboards' },
  { name: 'admin-sanctions-list', path: '/admin/sanctions-list', ready: 'Sanctions list' },
] as const;

describeScreensLookRight(test, 'admin', ADMIN_SCREENS);
