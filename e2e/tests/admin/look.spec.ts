import { test } from '@playwright/test';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { LOOK_WIDTHS, expectScreenLooksRight } from '../../fixtures/look';

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
] as const;

for (const width of LOOK_WIDTHS) {
  test.describe(`admin screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const screen of ADMIN_SCREENS) {
      test(`${screen.name} looks right: no sideways scrolling of the page, themed links, whole text`, async ({ page }, testInfo) => {
        await expectScreenLooksRight(page, testInfo, screen, width);
      });
    }
  });
}
