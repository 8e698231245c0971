import { existsSync } from 'node:fs';
import { defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { E2E_ADMIN_REPORT_URL, E2E_MAIL_SERVICE_DASHBOARD_URL, E2E_MAIL_WEBHOOK_SECRET, REPO_ROOT, baseURL, testDataDir, testPort } from './fixtures/test-server';
import debianChromium from './chromium.json';

/** Debian's Chromium when installed (flags shared with the bench); otherwise Playwright's own. */
const chromiumLaunchOptions: LaunchOptions = {
  ...(existsSync(debianChromium.executablePath) ? { executablePath: debianChromium.executablePath } : {}),
  args: debianChromium.args,
};

export default defineConfig({
  testDir: './tests',
  // Artifacts apart from results.json: Playwright empties outputDir at the start of a run.
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a journey that passes only on a second try is reported as failing.
  retries: 0,
  // Two cores shared with the server under test.
  workers: 2,
  // A guard against a hung journey, not a speed check. Two cores shared by the server under test
  // and two browsers: on the slower machine of this kind the longest journeys without a limit of
  // their own took 67-72 s (its screens' scans lengthen the limit further: fixtures/journey.ts).
  timeout: 180_000,
  // What a user waits for when two cores are shared by the server and two browsers: a screen can
  // draw its last part seconds after its code is in.
  expect: { timeout: 20_000 },
  reporter: [
    ['list'],
    // Read by the root `npm test` (scripts/test-all.mjs) to count passes and failures.
    ['json', { outputFile: './test-results/results.json' }],
  ],
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'setup',
      testMatch: /.*\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    // The product as `npm start` serves it (built front ends must exist: `npm run build`).
    // E2E_START_COMMAND overrides it, e.g. to debug against a server started another way.
    command: process.env.E2E_START_COMMAND ?? 'node scripts/start.mjs',
    cwd: REPO_ROOT,
    url: `${baseURL}/api/health`,
    // A fresh embedded database each run: the demo seed fills the empty DATA_DIR.
    // Loopback only; PGlite even when the caller's shell has a DATABASE_URL.
    // Mail goes to DATA_DIR/outbox (.eml, read by fixtures/outbox.ts); a cheap ALTCHA proof of work;
    // the mail-events webhook enabled with a known secret (fixtures/outbox.ts signs events); the test clock on.
    env: {
      PORT: String(testPort),
      HOST: '127.0.0.1',
      DATA_DIR: testDataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ALTCHA_MAX_NUMBER: '1000',
      MAIL_WEBHOOK_SECRET: E2E_MAIL_WEBHOOK_SECRET,
      // Journeys may answer a request some days later (X-Test-Clock-Offset-Days, fixtures/test-clock.ts).
      ENABLE_TEST_CLOCK: 'true',
      // Watchlist reminders and digests are queued by a sweep every minute by default; journeys wait 2 s at most.
      SCHEDULED_MAIL_SWEEP_MS: '2000',
      // The admin's two third-party addresses, as configured in production (admin/third-party-links.spec.ts).
      ADMIN_REPORT_URL: E2E_ADMIN_REPORT_URL,
      MAIL_SERVICE_DASHBOARD_URL: E2E_MAIL_SERVICE_DASHBOARD_URL,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
