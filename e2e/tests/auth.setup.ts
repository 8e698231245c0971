import { mkdirSync } from 'node:fs';
import { test as setup, expect } from '@playwright/test';
import { DEMO_ACCOUNTS, storageStatePath, type DemoRole } from '../fixtures/demo-accounts';
import { logInThroughForm } from '../fixtures/login';
import { AUTH_STATE_DIR } from '../fixtures/test-server';

// Log in once per role; journeys reuse the tokens the app left in localStorage.
for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
  setup(`log in as ${role}`, async ({ page }) => {
    mkdirSync(AUTH_STATE_DIR, { recursive: true });
    await logInThroughForm(page, DEMO_ACCOUNTS[role]);
    await expect(page).toHaveURL(/\/$/);
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
