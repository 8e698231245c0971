import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RegisterLabelsResponse } from '@insolvency/shared-contracts';

/** A fresh address per run (example.com: deliverable as far as the server's check can tell). */
export function freshEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function registerLabels(request: APIRequestContext, registerBuyer: boolean): Promise<RegisterLabelsResponse> {
  const response = await request.get(`/api/label/register?registerBuyer=${registerBuyer}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as RegisterLabelsResponse;
}

/** A wizard field by its label (exact: 'Email' is not 'Confirm Email'). */
export function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

export async function expectStep(page: Page, heading: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/**
 * Presses Next once it is no longer busy. antd removes the spinner of a button that has
 * stopped loading with a leave animation; until that animation ends (late on a loaded
 * machine) the icon's label stays in the accessible name ('loading Next').
 */
export async function next(page: Page) {
  const button = page.getByRole('button', { name: /^(loading )?Next$/ });
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await button.click();
}

/**
 * Step 1 as a person fills it: the confirm field refuses a paste-like change (filled at once)
 * and accepts typing, one key at a time.
 */
export async function fillPersonalDetails(page: Page, details: { email: string; title: string; forenames: string; surname: string }) {
  await field(page, 'Title').selectOption({ label: details.title });
  await field(page, 'Forenames').fill(details.forenames);
  await field(page, 'Surname').fill(details.surname);
  await field(page, 'Email').fill(details.email);
  // `fill` sets the whole value in one change, as a paste or an autofill would: reverted.
  await field(page, 'Confirm Email').fill(details.email);
  await expect(field(page, 'Confirm Email')).toHaveValue('');
  await field(page, 'Confirm Email').pressSequentially(details.email);
  await expect(field(page, 'Confirm Email')).toHaveValue(details.email);
  await field(page, 'Company Name').fill(`${details.surname} & Co`);
  await field(page, 'Position').fill('Director');
  await field(page, 'Telephone').fill('01632 960123');
}

export async function fillAddress(page: Page) {
  await field(page, 'Address Line 1').fill('2 Journey Road');
  await field(page, 'Town/City').fill('Leeds');
  await field(page, 'Postcode').fill('LS1 4AP');
  await field(page, 'Country').selectOption({ label: 'United Kingdom' });
}

export async function fillPassword(page: Page, password: string) {
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm Password').fill(password);
}
