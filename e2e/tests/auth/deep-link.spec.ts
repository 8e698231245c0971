import { expect, test } from '../../fixtures/journey';
import { DEMO_ACCOUNTS } from '../../fixtures/demo-accounts';
import { submitLogin } from '../../fixtures/login';
import { REMOTE_STATUS_PATH, remoteStatusHeading } from '../../fixtures/remote-status';

// The target is a screen of a remote a visitor never loads (remote-admin's Remote status):
// the shell must still know the route, send the visitor to Login with it, and come back.
test('a deep link opened anonymously goes through Login and back to the target', async ({ page }) => {
  await page.goto(REMOTE_STATUS_PATH);

  await expect(page).toHaveURL(/\/login\?route=RemoteStatus$/);
  await submitLogin(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);

  await expect(page).toHaveURL(new RegExp(`${REMOTE_STATUS_PATH}$`));
  await expect(remoteStatusHeading(page)).toBeVisible();
});
