import { expect, test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { REMOTE_STATUS_PATH, remoteStatusRow } from '../../fixtures/remote-status';

test.use({ storageState: storageStatePath('admin') });

test('the admin remote reads the load status the shell wrote into the one store', async ({ page }) => {
  await page.goto(REMOTE_STATUS_PATH);

  // The shell loaded remote_public (layout, home) and remote_admin (this very screen) and
  // recorded it; remote-admin's screen can only show it if both share one store.
  await expect(remoteStatusRow(page, 'remote_public')).toContainText(/loaded/i);
  await expect(remoteStatusRow(page, 'remote_admin')).toContainText(/loaded/i);
  await expect(remoteStatusRow(page, 'remote_admin')).toContainText('/remotes/admin/mf-manifest.json');
  // An admin's shell never needed the buyer area.
  await expect(remoteStatusRow(page, 'remote_buyer').filter({ hasText: /\bloaded\b/i })).toHaveCount(0);
});
